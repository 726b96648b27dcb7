import { EmptyState } from '@chapter/shared';
import { Muted, Table, TableScroll } from '../../../components/ui';
import type { MonthEndPreview } from '@chapter/shared/types';
import { MemberPages } from './MemberPages';
import { RemovalsSection } from './RemovalsSection';

export const ACHIEVEMENT_NAMES: Record<string, string> = {
  gold: 'Gold medal',
  silver: 'Silver medal',
  bronze: 'Bronze medal',
  dailyActiveStreak: 'Longest daily streak',
  maxAvgPerDay: 'Best average per day',
};

export const SPARE_REASONS: Record<string, string> = {
  protected: 'Protected',
  coreMember: 'Core member or above',
  blocked: 'Blocked',
};

/** What the month end would do: the achievements (ties share one), who is removed at the mark (paged), who is spared and why. */
export function PlanTables({ preview }: { preview: MonthEndPreview }) {
  return (
    <>
      <h3 id="achievements-heading">Achievements</h3>
      {preview.achievements.length === 0 ? (
        <EmptyState title="No achievements" description="Nobody earned points or a streak this month." />
      ) : (
        <TableScroll tabIndex={0} role="region" aria-labelledby="achievements-heading">
          <Table>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Achievement</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {preview.achievements.map((award) => (
                <tr key={`${award.type}:${award.userId}`}>
                  <td>{award.name}</td>
                  <td>{ACHIEVEMENT_NAMES[award.type] ?? award.type}</td>
                  <td>{award.value}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}

      <RemovalsSection preview={preview} />

      <h3 id="spared-heading">Spared below the mark</h3>
      {preview.spared.length === 0 ? (
        <Muted>Nobody below the mark is spared.</Muted>
      ) : (
        <MemberPages
          members={preview.spared.map((member) => ({ ...member, why: SPARE_REASONS[member.reason] ?? member.reason }))}
          labelledBy="spared-heading"
          pagesLabel="Spared members pages"
        />
      )}
    </>
  );
}
