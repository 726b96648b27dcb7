import styled from 'styled-components';
import { Button, type ButtonProps } from './Button';
import { Tooltip } from './Tooltip';

export type GatedButtonProps = ButtonProps & {
  /** False when the user's role may not do this: the button stays visible but does nothing. */
  allowed: boolean;
  /** Why not (docs/rules.md §1 texts such as 'Only core team members can edit'), shown as a tooltip. */
  deniedReason: string;
};

const InertButton = styled(Button)`
  &&[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
    filter: none;
  }
`;

/**
 * A button for an action some roles may not take. Refused, it is aria-disabled rather than disabled, so it keeps
 * keyboard focus and its tooltip explains the refusal on hover and focus alike.
 */
export function GatedButton({ allowed, deniedReason, onClick, ...buttonProps }: GatedButtonProps) {
  if (allowed) return <Button onClick={onClick} {...buttonProps} />;
  return (
    <Tooltip content={deniedReason}>
      <InertButton {...buttonProps} aria-disabled="true" onClick={(event) => event.preventDefault()} />
    </Tooltip>
  );
}
