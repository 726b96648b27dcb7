import { cloneElement, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { color, radius, zIndex } from '../theme';

const Anchor = styled.span`
  position: relative;
  display: inline-flex;

  /* A disabled control fires no mouse events; let the wrapper receive them. */
  & > :disabled {
    pointer-events: none;
  }
`;

const Bubble = styled.span`
  position: absolute;
  bottom: calc(100% + 6px);
  left: 50%;
  transform: translateX(-50%);
  z-index: ${zIndex('tooltip')};
  width: max-content;
  max-width: min(240px, 80vw);
  padding: 6px 10px;
  border-radius: ${radius('sm')};
  background: ${color('text')};
  color: ${color('surface')};
  font-size: 0.8125rem;
  line-height: 1.3;
  text-align: center;
  white-space: normal;
  pointer-events: none;

  &[hidden] {
    display: none;
  }
`;

type ChildProps = { disabled?: boolean; 'aria-disabled'?: boolean | 'true' | 'false'; 'aria-describedby'?: string };

export type TooltipProps = {
  content: ReactNode;
  children: ReactElement<ChildProps>;
};

/**
 * Shows `content` on hover and keyboard focus, linked to the trigger with aria-describedby.
 * A disabled child cannot take focus, so the wrapper becomes the focusable, described element.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const childDisabled = isValidElement(children) && Boolean(children.props.disabled);

  const trigger = childDisabled
    ? children
    : cloneElement(children, {
        'aria-describedby': [children.props['aria-describedby'], id].filter(Boolean).join(' '),
      });

  return (
    <Anchor
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      {...(childDisabled ? { tabIndex: 0, 'aria-describedby': id } : {})}
    >
      {trigger}
      <Bubble role="tooltip" id={id} hidden={!open}>
        {content}
      </Bubble>
    </Anchor>
  );
}
