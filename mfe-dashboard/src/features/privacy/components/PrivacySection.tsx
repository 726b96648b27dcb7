import { LoadFailure, Pending, Spinner } from '@chapter/shared';
import type { PrivacyData } from '@chapter/shared/types';
import { Card, CardTitle } from '../../../components/Page';
import { usePrivacy, usePrivacyChoice } from '../api/privacy';
import { Choice, Choices, Group, Hint, Lead } from './privacy.styles';
import { VisibilityChoice, type VisibilityField } from './VisibilityChoice';

const CONTACT_FIELDS: ReadonlyArray<{ field: VisibilityField; legend: string }> = [
  { field: 'emailVisibility', legend: 'E-mail' },
  { field: 'phoneVisibility', legend: 'Phone number' },
  { field: 'linkedinVisibility', legend: 'LinkedIn' },
];

const HINT_ID = 'privacy-visibility-hint';

function LandingPageChoice({ saved }: { saved: boolean }) {
  const { value, busy, change } = usePrivacyChoice('onLandingPage', saved);
  return (
    <Group aria-busy={busy || undefined}>
      <legend>Landing page</legend>
      <Choices>
        <Choice>
          <input type="checkbox" checked={value} onChange={(event) => change(event.target.checked)} />
          Show me on the public landing page&apos;s podium and figures
        </Choice>
        {busy && <Spinner size={16} label="Saving your landing page choice" />}
      </Choices>
    </Group>
  );
}

function PrivacyChoices({ privacy }: { privacy: PrivacyData }) {
  return (
    <>
      {CONTACT_FIELDS.map(({ field, legend }) => (
        <VisibilityChoice key={field} field={field} legend={legend} saved={privacy[field]} hintId={HINT_ID} />
      ))}
      <Hint id={HINT_ID}>You always see your own. Admins see your e-mail and phone number in the admin area.</Hint>
      <LandingPageChoice saved={privacy.onLandingPage} />
    </>
  );
}

/** The edit page's "Privacy" section: who sees the contact fields, and whether the landing page shows the member. */
export function PrivacySection() {
  const query = usePrivacy();
  return (
    <Card aria-labelledby="privacy-title">
      <CardTitle id="privacy-title">Privacy</CardTitle>
      <Lead>Choose who sees your contact details. Each change is saved at once.</Lead>
      {query.isPending ? (
        <Pending query={query} label="Loading your privacy choices" />
      ) : query.isError ? (
        <LoadFailure message="Could not load your privacy choices" onRetry={() => void query.refetch()} />
      ) : (
        <PrivacyChoices privacy={query.data} />
      )}
    </Card>
  );
}
