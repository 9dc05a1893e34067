import { useImageFailed } from '@/lib/use-image-failed';

type VideoThumbnailProps = {
  videoId: string;
  src: string;
  alt: string;
  className?: string;
  /** The rendered width, so the browser picks the smallest image that is sharp enough. */
  sizes?: string;
  /** On screen when the page opens (the first cards): fetched at once, the very first one before anything else. */
  priority?: 'high' | 'eager';
};

/**
 * YouTube's own sizes of a video's still that every video has: 320 and 480 pixels wide. The 640 px
 * `sddefault` is missing for many older videos (YouTube then answers a grey 120×90 image, not an
 * error) and weighs twice as much on a phone's slow network.
 */
export function thumbnailSrcSet(videoId: string) {
  const base = `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}`;
  return `${base}/mqdefault.jpg 320w, ${base}/hqdefault.jpg 480w`;
}

/** A 16:9 thumbnail that falls back to a neutral placeholder when the image is missing or fails. */
export function VideoThumbnail({
  videoId,
  src,
  alt,
  className = '',
  sizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  priority,
}: VideoThumbnailProps) {
  const { failed, imageProps } = useImageFailed();
  return (
    <div className={`relative aspect-video overflow-hidden bg-muted ${className}`}>
      {!failed && (src || videoId) ? (
        <img
          src={src || `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`}
          srcSet={thumbnailSrcSet(videoId)}
          sizes={sizes}
          alt={alt}
          width={480}
          height={270}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          decoding="async"
          {...imageProps}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
          className="absolute inset-0 flex items-center justify-center"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-muted-foreground/50" fill="currentColor">
            <path d="M8 5.14v13.72a1 1 0 0 0 1.5.86l11-6.86a1 1 0 0 0 0-1.72l-11-6.86A1 1 0 0 0 8 5.14z" />
          </svg>
        </div>
      )}
    </div>
  );
}
