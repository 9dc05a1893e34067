import { ModeratedList } from '@/features/moderation/components/moderated-list';
import { ModeratorGate } from '@/features/moderation/components/moderator-gate';

export function ApprovedVideosRoute() {
  return (
    <ModeratorGate>
      <ModeratedList list="approved" />
    </ModeratorGate>
  );
}
