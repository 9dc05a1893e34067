import { ModeratedList } from '@/features/moderation/components/moderated-list';
import { ModeratorGate } from '@/features/moderation/components/moderator-gate';

export function DustbinRoute() {
  return (
    <ModeratorGate>
      <ModeratedList list="dustbin" />
    </ModeratorGate>
  );
}
