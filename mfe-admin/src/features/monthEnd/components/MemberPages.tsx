import { Pagination, roleLabel } from '@chapter/shared';
import { Muted, Table, TableScroll } from '../../../components/ui';
import type { PlannedMember } from '@chapter/shared/types';
import { usePaged } from '../hooks/usePaged';

export type ListedMember = PlannedMember & { why?: string };

export type MemberPagesProps = {
  members: ListedMember[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The pages' navigation name ('Removals pages'). */
  pagesLabel: string;
};

/** A month end's members, 20 a page: name, role in words, points, and why when given. */
export function MemberPages({ members, labelledBy, pagesLabel }: MemberPagesProps) {
  const { page, setPage, totalPages, shown, from, to } = usePaged(members);
  const withWhy = members.some((member) => member.why);
  return (
    <>
      {totalPages > 1 && (
        <Muted>
          {from}–{to} of {members.length} members
        </Muted>
      )}
      <TableScroll tabIndex={0} role="region" aria-labelledby={labelledBy}>
        <Table>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Role</th>
              <th scope="col">Points</th>
              {withWhy && <th scope="col">Why</th>}
            </tr>
          </thead>
          <tbody>
            {shown.map((member) => (
              <tr key={member.userId}>
                <td>{member.name}</td>
                <td>{roleLabel(member.role)}</td>
                <td>{member.points}</td>
                {withWhy && <td>{member.why}</td>}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onChange={setPage} label={pagesLabel} />}
    </>
  );
}
