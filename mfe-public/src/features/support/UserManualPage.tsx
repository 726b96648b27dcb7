import { PageFrame } from '../../components/PageFrame';

export function UserManualPage() {
  return <PageFrame title="User Manual" lead="How accounts, points, leaderboards and learning resources work; the sections are being moved here." />;
}
