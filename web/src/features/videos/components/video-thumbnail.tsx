import { useState } from 'react';

type VideoThumbnailProps = { src: string; alt: string; className?: string };

/** A 16:9 thumbnail that falls back to a neutral placeholder when the image is missing or fails. */
export function VideoThumbnail({ src, alt, className = '' }: VideoThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== '' && failedSrc !== src;
  return (
    <div className={`relative aspect-video overflow-hidden bg-muted ${className}`}>
      {showImage ? (
        <img
          src={src}
          alt={alt}
          width={480}
          height={270}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div role="img" aria-label={alt} className="absolute inset-0 flex items-center justify-center">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-muted-foreground/50" fill="currentColor">
            <path d="M8 5.14v13.72a1 1 0 0 0 1.5.86l11-6.86a1 1 0 0 0 0-1.72l-11-6.86A1 1 0 0 0 8 5.14z" />
          </svg>
        </div>
      )}
    </div>
  );
}
