type VideoPlayerProps = { videoId: string; title: string };

export function VideoPlayer({ videoId, title }: VideoPlayerProps) {
  return (
    <div className="aspect-video overflow-hidden rounded-xl bg-muted shadow-sm">
      <iframe
        // A new iframe per video: changing `src` in place would add entries to the browser history.
        key={videoId}
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        className="size-full"
      />
    </div>
  );
}
