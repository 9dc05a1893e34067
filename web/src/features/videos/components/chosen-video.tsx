import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';

import { useVideo } from '../api/get-video';
import { watchPath } from '../lib/families';

import { VideoPlayer } from './video-player';

/** The video a search suggestion chose, playing above the home list (/video_input/:id). */
export function ChosenVideo({ videoId }: { videoId: string }) {
  const video = useVideo(videoId);
  if (video.isPending) return <Spinner label="Loading video…" />;
  if (video.isError) {
    return (
      <StatusMessage heading="h1" title="This video is no longer available">
        <p>Pick another one from the list below.</p>
      </StatusMessage>
    );
  }
  const title = video.data.title || 'No Title';
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-3">
      <VideoPlayer videoId={videoId} title={title} startAt={0} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold leading-snug sm:text-2xl">{title}</h1>
        <Link to={watchPath('watch_home', videoId)} className={buttonClasses('ghost', '-mx-4')}>
          Open the watch page
        </Link>
      </div>
    </section>
  );
}
