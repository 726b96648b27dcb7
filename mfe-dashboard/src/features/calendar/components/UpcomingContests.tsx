import { useState } from 'react';
import { Button, LoadFailure, MESSAGES, serverMessage, Spinner, timeAgo, VisuallyHidden } from '@chapter/shared';
import type { UpcomingContestSuggestion } from '@chapter/shared/types';
import { useRefreshUpcomingContests, useUpcomingContests } from '../api/upcomingContests';
import { Fixed, Head, List, Muted, Name, Choice, Reason, Section, Tag } from './UpcomingContests.styles';

/** The platforms whose contests the calendar holds; the others are only counted. */
const CALENDAR_PLATFORMS = new Set(['codeforces', 'codechef']);

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
/** 'Mon 30 Nov, 20:05–22:05' from the suggestion's own (chapter-zone) date and times. */
export const whenText = (s: Pick<UpcomingContestSuggestion, 'date' | 'startTime' | 'endTime'>) =>
  `${dayFormat.format(new Date(`${s.date}T00:00:00Z`))}, ${s.startTime}–${s.endTime}`;

/** A suggestion's name, platform and time, as both a choice and an added contest show it. */
function ContestName({ suggestion }: { suggestion: UpcomingContestSuggestion }) {
  return (
    <Name>
      <strong>{suggestion.name}</strong>
      <span>
        {suggestion.platformName} · {whenText(suggestion)}
      </span>
    </Name>
  );
}

function othersText(others: UpcomingContestSuggestion[]): string {
  const counts = new Map<string, number>();
  for (const s of others) counts.set(s.platformName, (counts.get(s.platformName) ?? 0) + 1);
  const parts = [...counts].map(([platform, count]) => `${count} on ${platform}`);
  return `Also ahead: ${parts.join(', ')}. The calendar holds Codeforces and CodeChef contests only.`;
}

export type UpcomingContestsProps = {
  /** Fills the form from the suggestion. */
  onPick: (suggestion: UpcomingContestSuggestion) => void;
};

/** The platforms' upcoming contests in the Add Event dialog: one click fills the contest form; added ones are marked. */
export function UpcomingContests({ onPick }: UpcomingContestsProps) {
  const query = useUpcomingContests();
  const refresh = useRefreshUpcomingContests();
  const [picked, setPicked] = useState<string | null>(null);
  const all = query.data?.contests ?? [];
  const ours = all.filter((s) => CALENDAR_PLATFORMS.has(s.platform));
  const others = all.filter((s) => !CALENDAR_PLATFORMS.has(s.platform));

  const pick = (s: UpcomingContestSuggestion) => {
    onPick(s);
    setPicked(s.name);
  };

  return (
    <Section aria-labelledby="upcoming-contests-title">
      <Head>
        <h3 id="upcoming-contests-title">Upcoming contests</h3>
        <Button variant="secondary" size="small" busy={refresh.isPending} onClick={() => refresh.mutate()}>
          Check again
        </Button>
      </Head>
      <Muted role="status">
        {refresh.isSuccess ? (refresh.data.message ?? '') : refresh.isError ? serverMessage(refresh.error, MESSAGES.internalServerError) : ''}
      </Muted>
      {query.isPending ? (
        <Spinner label="Loading upcoming contests" />
      ) : query.isError ? (
        <LoadFailure message="Failed to load upcoming contests" onRetry={() => void query.refetch()} />
      ) : (
        <>
          {ours.length === 0 ? (
            <Muted>No upcoming Codeforces or CodeChef contests listed.</Muted>
          ) : (
            <>
              <Muted>Choose one to fill in the contest.</Muted>
              <List aria-label="Upcoming Codeforces and CodeChef contests">
                {ours.map((s) => (
                  <li key={`${s.platform}:${s.code}`}>
                    {s.added || s.unavailable ? (
                      <Fixed>
                        <ContestName suggestion={s} />
                        {s.added ? <Tag>Added</Tag> : <Reason>{s.unavailable}</Reason>}
                      </Fixed>
                    ) : (
                      <Choice type="button" onClick={() => pick(s)}>
                        <ContestName suggestion={s} />
                      </Choice>
                    )}
                  </li>
                ))}
              </List>
            </>
          )}
          {others.length > 0 && <Muted>{othersText(others)}</Muted>}
          {query.data?.checkedAt && <Muted>Read from the platforms {timeAgo(query.data.checkedAt)}.</Muted>}
        </>
      )}
      <VisuallyHidden role="status">{picked ? `Filled in: ${picked}` : ''}</VisuallyHidden>
    </Section>
  );
}
