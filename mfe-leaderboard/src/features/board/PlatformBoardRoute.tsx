import { Navigate, useParams } from 'react-router-dom';
import { PLATFORM_BOARDS, platformBoard } from './boards';
import { BoardPage } from './BoardPage';

/** /leaderboard/platform/:platform: one of the four platform boards; any other name goes to the first. */
export function PlatformBoardRoute() {
  const { platform } = useParams();
  const board = platformBoard(platform);
  if (!board) return <Navigate to={PLATFORM_BOARDS[0].path} replace />;
  // A new key per platform: switching boards starts from page 1 with an empty search.
  return <BoardPage key={board.slug} board={board} />;
}
