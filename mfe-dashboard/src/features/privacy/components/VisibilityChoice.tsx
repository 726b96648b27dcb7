import { useId } from 'react';
import { Spinner } from '@chapter/shared';
import type { Visibility } from '@chapter/shared/types';
import { usePrivacyChoice } from '../api/privacy';
import { Choice, Choices, Group } from './privacy.styles';

export type VisibilityField = 'emailVisibility' | 'phoneVisibility' | 'linkedinVisibility';

/** Who besides the owner sees a contact field, in the member's words (contract VISIBILITIES). */
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  MEMBERS: 'Members',
  CORE: 'Core members and above',
  NOBODY: 'Nobody',
};
const VISIBILITIES = Object.keys(VISIBILITY_LABELS) as Visibility[];

export type VisibilityChoiceProps = {
  field: VisibilityField;
  /** The field's name: "E-mail", "Phone number", "LinkedIn". */
  legend: string;
  saved: Visibility;
  /** The id of the hint every group shares. */
  hintId: string;
};

/** One contact field's three radio buttons; a change is saved at once (docs/privacy.md). */
export function VisibilityChoice({ field, legend, saved, hintId }: VisibilityChoiceProps) {
  const { value, busy, change } = usePrivacyChoice(field, saved);
  const name = useId();
  return (
    <Group aria-describedby={hintId} aria-busy={busy || undefined}>
      <legend>{legend}</legend>
      <Choices>
        {VISIBILITIES.map((visibility) => (
          <Choice key={visibility}>
            <input type="radio" name={name} value={visibility} checked={value === visibility} onChange={() => change(visibility)} />
            {VISIBILITY_LABELS[visibility]}
          </Choice>
        ))}
        {busy && <Spinner size={16} label={`Saving who sees your ${legend}`} />}
      </Choices>
    </Group>
  );
}
