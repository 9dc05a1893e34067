import type { Video } from '@focustube/contracts';
import { Check, Plus, Search } from '@/components/ui/icons';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { VideoThumbnail } from '@/components/ui/video-thumbnail';
import { useT } from '@/lib/i18n';

import { useLessonSearch } from '../api/search-lessons';
import { formatClock } from '../lib/format-length';

type LessonSearchProps = {
  /** Videos already lessons of the course. */
  chosen: ReadonlySet<string>;
  onAdd: (video: Video) => void;
};

/** Finds approved videos with the site's search (on Enter or the button, not per keystroke) to add as lessons. */
export function LessonSearch({ chosen, onAdd }: LessonSearchProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const results = useLessonSearch(query);
  const videos = results.data?.results ?? [];

  return (
    <div className="flex flex-col gap-3">
      {/* A label in view: on a phone a placeholder alone was cut off, and gone once typing starts. */}
      <label htmlFor={`${id}-q`} className="-mb-1 text-sm font-medium">
        {t('lessonSearch.label')}
      </label>
      <div role="search" className="flex gap-2">
        <input
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches; it must not submit the course form around it.
            if (event.key === 'Enter') {
              event.preventDefault();
              setQuery(text.trim());
            }
          }}
          className="h-11 min-w-0 flex-1 rounded-lg border border-border bg-background px-3 text-base placeholder:text-muted-foreground/70 sm:text-sm"
        />
        <Button variant="outline" className="h-11" onClick={() => setQuery(text.trim())}>
          <Search aria-hidden="true" className="size-4" />
          {t('moderated.search')}
        </Button>
      </div>
      {query && (
        <div className="flex flex-col gap-2">
          {/* Only how the search went is announced, not every result after each search or add. */}
          <div aria-live="polite">
            {results.isPending ? (
              <Spinner label={t('lessonSearch.searching')} />
            ) : results.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {results.error.message}
              </p>
            ) : (
              <p className={videos.length === 0 ? 'text-sm text-muted-foreground' : 'sr-only'}>
                {videos.length === 0
                  ? t('lessonSearch.none', { query })
                  : t('lessonSearch.found', { count: videos.length, query })}
              </p>
            )}
          </div>
          {results.isSuccess && videos.length > 0 && (
            <ul aria-label={t('lessonSearch.matching', { query })} className="flex flex-col gap-2">
              {videos.map((video) => {
                const added = chosen.has(video.video_id);
                const title = video.title || t('card.noTitle');
                return (
                  <li
                    key={video.video_id}
                    className="flex items-center gap-3 rounded-lg border border-border bg-card p-2 text-card-foreground"
                  >
                    <div className="w-20 shrink-0 overflow-hidden rounded-md">
                      <VideoThumbnail videoId={video.video_id} src={video.thumbnail_url} alt="" sizes="80px" />
                    </div>
                    <div className="flex min-w-0 flex-1 flex-col">
                      <p className="line-clamp-2 text-sm font-medium leading-snug">{title}</p>
                      <p className="truncate text-xs text-muted-foreground">
                        {[video.channel_title, formatClock(video.duration_seconds)].filter(Boolean).join(' · ')}
                      </p>
                    </div>
                    {/* Not disabled once added: the keyboard's focus stays on it, which now says it is a lesson. */}
                    <Button
                      variant={added ? 'ghost' : 'outline'}
                      aria-disabled={added}
                      onClick={() => {
                        if (!added) onAdd(video);
                      }}
                      aria-label={added ? t('lessonSearch.isLesson', { title }) : t('lessonSearch.add', { title })}
                    >
                      {added ? (
                        <Check aria-hidden="true" className="size-4" />
                      ) : (
                        <Plus aria-hidden="true" className="size-4" />
                      )}
                      {added ? t('lessonSearch.added') : t('lessonSearch.addShort')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
