import { Link } from 'react-router-dom';

import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';

import { useVideo } from '../api/get-video';
import { watchPath } from '../lib/families';

import { VideoPlayer } from './video-player';
import { useT } from '@/lib/i18n';

/** The video a search suggestion chose, playing above the home list (/video_input/:id). */
export function ChosenVideo({ videoId }: { videoId: string }) {
  const video = useVideo(videoId);
  const t = useT();
  if (video.isPending) return <Spinner label={t('watch.loading')} />;
  if (video.isError) {
    return (
      <StatusMessage heading="h1" title={t('watch.gone')}>
        <p>{t('chosen.pickAnother')}</p>
      </StatusMessage>
    );
  }
  const title = video.data.title || t('card.noTitle');
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-3">
      <VideoPlayer videoId={videoId} title={title} startAt={0} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold leading-snug sm:text-2xl">{title}</h1>
        <Link to={watchPath('watch_home', videoId)} className={buttonClasses('ghost', '-mx-4')}>
          {t('chosen.openWatch')}
        </Link>
      </div>
    </section>
  );
}
