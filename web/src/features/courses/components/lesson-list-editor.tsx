import type { Video } from '@focustube/contracts';
import { ArrowDown, ArrowUp, EyeOff, GripVertical, Trash } from '@/components/ui/icons';
import { useRef, useState, type KeyboardEvent } from 'react';

import { VideoThumbnail } from '@/components/ui/video-thumbnail';
import { translate, useT } from '@/lib/i18n';

import { formatClock } from '../lib/format-length';
import { moveItem } from '../lib/reorder';

/** A lesson as the editor holds it: the video, and whether viewers can see it. */
export type EditorLesson = { video: Video; hidden: boolean; status: 'pending' | 'approved' | 'removed' };

type LessonListEditorProps = {
  lessons: EditorLesson[];
  onChange: (lessons: EditorLesson[]) => void;
};

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-40';

const titleOf = (lesson: EditorLesson) => lesson.video.title || translate('card.noTitle');

/**
 * The course's lessons in order. Reorder by dragging a row, with Move up / Move down, or from the
 * keyboard: on a row's handle, the up and down arrow keys move it (Home and End to either end). Every
 * move is announced to screen readers.
 */
export function LessonListEditor({ lessons, onChange }: LessonListEditorProps) {
  const t = useT();
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());

  const move = (from: number, to: number, keepFocus = false) => {
    const target = Math.max(0, Math.min(lessons.length - 1, to));
    if (target === from) return;
    const lesson = lessons[from]!;
    onChange(moveItem(lessons, from, target));
    setAnnouncement(t('lessons.moved', { title: titleOf(lesson), position: target + 1, total: lessons.length }));
    // The row is drawn again at its new place: the handle keeps the focus so the arrows go on moving it.
    if (keepFocus) requestAnimationFrame(() => handles.current.get(lesson.video.video_id)?.focus());
  };

  const remove = (index: number) => {
    const lesson = lessons[index]!;
    onChange(lessons.filter((_, i) => i !== index));
    setAnnouncement(t('lessons.removed', { title: titleOf(lesson) }));
  };

  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const to = {
      ArrowUp: index - 1,
      ArrowDown: index + 1,
      Home: 0,
      End: lessons.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(index, to, true);
  };

  return (
    <div className="flex flex-col gap-2">
      <p role="status" aria-live="assertive" className="sr-only">
        {announcement}
      </p>
      {lessons.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted-foreground">
          {t('lessons.none')}
        </p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t('lessons.inOrder')}>
          {lessons.map((lesson, index) => {
            const title = titleOf(lesson);
            const length = formatClock(lesson.video.duration_seconds);
            return (
              <li
                key={lesson.video.video_id}
                data-lesson={lesson.video.video_id}
                draggable
                onDragStart={(event) => {
                  setDragging(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', lesson.video.video_id);
                }}
                onDragOver={(event) => {
                  if (dragging === null) return;
                  event.preventDefault();
                  setOver(index);
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragging !== null) move(dragging, index);
                  setDragging(null);
                  setOver(null);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setOver(null);
                }}
                className={`flex items-center gap-2 rounded-lg border bg-card p-2 text-card-foreground sm:gap-3 ${
                  over === index && dragging !== index ? 'border-primary ring-2 ring-primary/40' : 'border-border'
                } ${dragging === index ? 'opacity-50' : ''}`}
              >
                <button
                  type="button"
                  ref={(node) => {
                    if (node) handles.current.set(lesson.video.video_id, node);
                    else handles.current.delete(lesson.video.video_id);
                  }}
                  onKeyDown={(event) => onHandleKey(event, index)}
                  aria-label={t('lessons.reorder', { title, position: index + 1, total: lessons.length })}
                  aria-describedby="lesson-reorder-help"
                  className={`${iconButton} cursor-grab active:cursor-grabbing`}
                >
                  <GripVertical aria-hidden="true" className="size-5" />
                </button>
                <span
                  aria-hidden="true"
                  className="w-6 shrink-0 text-center text-sm font-semibold tabular-nums text-muted-foreground"
                >
                  {index + 1}
                </span>
                <div className="hidden w-24 shrink-0 overflow-hidden rounded-md sm:block">
                  <VideoThumbnail
                    videoId={lesson.video.video_id}
                    src={lesson.video.thumbnail_url}
                    alt=""
                    sizes="96px"
                  />
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <p className="line-clamp-2 text-sm font-medium leading-snug">{title}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {[lesson.video.channel_title, length].filter(Boolean).join(' · ')}
                  </p>
                  {lesson.hidden && (
                    <p className="inline-flex items-center gap-1 text-xs font-semibold text-destructive">
                      <EyeOff aria-hidden="true" className="size-3.5" />
                      {lesson.status === 'removed' ? t('lessons.hiddenRemoved') : t('lessons.hiddenNotApproved')}
                    </p>
                  )}
                </div>
                <div className="flex shrink-0 items-center">
                  <button
                    type="button"
                    onClick={() => move(index, index - 1)}
                    disabled={index === 0}
                    aria-label={t('lessons.moveUp', { title })}
                    className={iconButton}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => move(index, index + 1)}
                    disabled={index === lessons.length - 1}
                    aria-label={t('lessons.moveDown', { title })}
                    className={iconButton}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    aria-label={t('lessons.remove', { title })}
                    className={`${iconButton} hover:text-destructive`}
                  >
                    <Trash aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p id="lesson-reorder-help" className="text-xs text-muted-foreground">
        {t('lessons.help')}
      </p>
    </div>
  );
}
