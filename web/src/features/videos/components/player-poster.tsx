import { warmYouTubeConnections } from '../lib/youtube-iframe-api';
import { useT } from '@/lib/i18n';
import { withModifier } from '@/lib/in-app-links';
import { useImageFailed } from '@/lib/use-image-failed';

type PlayerPosterProps = {
  videoId: string;
  title: string;
  /** The still YouTube's Data API gave for the video, which tells which larger stills exist. */
  thumbnailUrl?: string;
  /** Pressed, and the player is on its way. */
  starting: boolean;
  onPlay: () => void;
};

/**
 * The stills every video has (mqdefault 320 px, hqdefault 480 px), and sddefault (640 px) only when
 * the Data API listed a standard or maxres still: YouTube answers a missing size with a grey 120×90
 * image rather than an error, so a size we cannot vouch for would show as a grey box.
 */
export function posterSrcSet(videoId: string, thumbnailUrl = '') {
  const base = `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}`;
  const stills = [`${base}/mqdefault.jpg 320w`, `${base}/hqdefault.jpg 480w`];
  if (/\/(sd|maxres)default\.jpg/.test(thumbnailUrl)) stills.push(`${base}/sddefault.jpg 640w`);
  return stills.join(', ');
}

/**
 * What a watch page shows until the visitor presses play: the video's still and one large play control
 * over all of it. Nothing from YouTube but the still loads before that press. The control is a link to
 * the video on YouTube, which is where it leads without JavaScript (Opera Mini's data saver); once the
 * page's script runs, a press loads the embedded player here instead, and a press while it is still on its
 * way is held (index.html's script) and plays here once it arrives, the mark pulsing meanwhile. The play
 * mark is dark with a light triangle in both themes, as it sits on the still, not on the page.
 */
export function PlayerPoster({ videoId, title, thumbnailUrl, starting, onPlay }: PlayerPosterProps) {
  const { failed, imageProps } = useImageFailed();
  const t = useT();

  return (
    <a
      href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
      // A press before the page's script runs is held by index.html's script (<html data-held-play>).
      data-play={videoId}
      aria-label={t('player.play', { title })}
      aria-disabled={starting || undefined}
      onClick={(event) => {
        // A press in a new tab or window (Ctrl, ⌘, Shift, middle button) is the reader's: YouTube there.
        if (event.button !== 0 || withModifier(event)) return;
        event.preventDefault();
        if (!starting) onPlay();
      }}
      // Space plays too, as on a button and on YouTube's own player (on a bare link it would scroll the page).
      onKeyDown={(event) => {
        if (event.key !== ' ' || withModifier(event)) return;
        event.preventDefault();
        if (!starting && !event.repeat) onPlay();
      }}
      onPointerOver={warmYouTubeConnections}
      onFocus={warmYouTubeConnections}
      className="group absolute inset-0 flex size-full cursor-pointer rounded-xl items-center justify-center focus-visible:-outline-offset-4 aria-disabled:cursor-progress [[data-held-play]_&]:cursor-progress"
    >
      {/* hqdefault exists for every video; its 4:3 letterbox bars fall outside the 16:9 crop. A still
          that cannot load (offline, blocked) leaves the plain muted box, not a broken-image frame. */}
      <img
        {...imageProps}
        hidden={failed}
        src={`https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`}
        srcSet={posterSrcSet(videoId, thumbnailUrl)}
        sizes="(min-width: 1024px) 848px, 100vw"
        alt=""
        width={480}
        height={270}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
      {starting ? (
        <span className="relative flex size-14 items-center justify-center rounded-full bg-foreground/80 dark:bg-background/80">
          <span className="size-8 animate-spin rounded-full border-4 border-background/30 border-t-background motion-reduce:animate-none dark:border-foreground/30 dark:border-t-foreground" />
        </span>
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 68 48"
          className="relative h-12 w-[68px] drop-shadow-md transition-transform group-hover:scale-110 group-focus-visible:scale-110 motion-reduce:transition-none sm:h-14 sm:w-20 motion-safe:[[data-held-play]_&]:animate-pulse"
        >
          <rect
            width="68"
            height="48"
            rx="14"
            className="fill-foreground/80 group-hover:fill-primary group-focus-visible:fill-primary dark:fill-background/80 dark:group-hover:fill-primary dark:group-focus-visible:fill-primary"
          />
          <path
            d="M27 14v20l18-10z"
            className="fill-background group-hover:fill-primary-foreground group-focus-visible:fill-primary-foreground dark:fill-foreground dark:group-hover:fill-primary-foreground dark:group-focus-visible:fill-primary-foreground"
          />
        </svg>
      )}
    </a>
  );
}
