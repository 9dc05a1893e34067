import { HOME_CATEGORIES } from '@/features/videos/api/get-approved-videos';
import { ApprovedVideosGrid } from '@/features/videos/components/approved-videos-grid';

const watchHomePath = (videoId: string) => `/watch_home/${videoId}`;

export function HomeRoute() {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Learn without the noise</h1>
        <p className="text-muted-foreground">Educational videos, each one approved by a moderator.</p>
      </div>
      <ApprovedVideosGrid categories={HOME_CATEGORIES} watchPath={watchHomePath} />
    </div>
  );
}
