import { useParams } from 'react-router-dom';

import { ModerationDashboard } from '@/features/moderation/components/moderation-dashboard';
import { ModeratorGate } from '@/features/moderation/components/moderator-gate';

export function AdminPanelRoute() {
  const { section } = useParams();
  return (
    <ModeratorGate>
      <ModerationDashboard key={section ?? 'pending'} section={section?.toLowerCase()} />
    </ModeratorGate>
  );
}
