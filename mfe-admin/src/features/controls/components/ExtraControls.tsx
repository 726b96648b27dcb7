import { Button } from '@chapter/shared';
import { Actions, Card, Muted, SectionHeading } from '../../../components/ui';
import { useConfirm } from '../../../hooks/useConfirm';
import { useResetAchievements } from '../api/resetAchievements';
import { useUpdateLeaderboard } from '../api/updateLeaderboard';

/** Reset achievements and update the leaderboard, each after a confirmation. */
export function ExtraControls() {
  const { ask, dialog } = useConfirm();
  const reset = useResetAchievements();
  const update = useUpdateLeaderboard();
  return (
    <Card aria-labelledby="extra-controls-heading">
      <SectionHeading id="extra-controls-heading">Extra Controls</SectionHeading>
      <Muted>
        Resetting removes every member&apos;s achievements. Updating fetches today&apos;s practice and the platform stats, then rebuilds the boards.
      </Muted>
      <Actions>
        <Button
          variant="danger"
          onClick={() =>
            ask({
              type: 'danger',
              title: 'Reset achievements',
              confirmText: 'Reset',
              message: "Remove every member's achievements? This cannot be undone.",
              run: () => reset.mutateAsync(),
            })
          }
        >
          Reset Achievements
        </Button>
        <Button
          onClick={() =>
            ask({
              type: 'info',
              title: 'Update leaderboard',
              confirmText: 'Update',
              message: 'Fetch the latest points and rebuild the overall leaderboard now?',
              run: () => update.mutateAsync(),
            })
          }
        >
          Update Leaderboard
        </Button>
      </Actions>
      {dialog}
    </Card>
  );
}
