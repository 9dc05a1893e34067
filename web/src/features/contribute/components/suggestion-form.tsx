import { CONTRIBUTION_NOTE_MAX, extractVideoId } from '@focustube/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';
import { useCategories } from '@/lib/categories';
import { serverFieldErrors } from '@/lib/field-errors';

import { useSuggestVideo } from '../api/suggest-video';

export const VIDEO_INPUT_ERROR = 'Paste a YouTube link or an 11-character video id.';

/** Suggest a video (by link or id) with an optional category and note, for a moderator to review. */
export function SuggestionForm() {
  const t = useT();
  const [video, setVideo] = useState('');
  const [category, setCategory] = useState('');
  const [note, setNote] = useState('');
  const [videoError, setVideoError] = useState<string | null>(null);
  const categories = useCategories();
  const suggestVideo = useSuggestVideo();
  const videoInput = useRef<HTMLInputElement>(null);
  const id = useId();
  // The server's word on the video itself (YouTube has no public video with this id) goes beside the field.
  const refusedVideo = suggestVideo.isError ? serverFieldErrors(suggestVideo.error, ['video']).video : undefined;
  const shownVideoError = videoError ?? refusedVideo ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const videoId = extractVideoId(video);
    if (!videoId) {
      setVideoError(t('suggest.videoInvalid'));
      return;
    }
    setVideoError(null);
    suggestVideo.mutate(
      { video: videoId, assigned_category: category || undefined, note: note.trim() || undefined },
      {
        onSuccess: () => {
          setVideo('');
          setNote('');
          setCategory('');
        },
        onError: (error) => {
          if (serverFieldErrors(error, ['video']).video) videoInput.current?.focus();
        },
      },
    );
  };

  const videoId = extractVideoId(video);
  const fieldClasses =
    'rounded-lg border border-border bg-background px-3 py-2 text-sm placeholder:text-muted-foreground';

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-video`} className="text-sm font-medium">
          {t('suggest.videoLabel')}
        </label>
        <input
          ref={videoInput}
          id={`${id}-video`}
          value={video}
          onChange={(event) => {
            setVideo(event.target.value);
            setVideoError(null);
            suggestVideo.reset();
          }}
          placeholder={t('suggest.videoPlaceholder')}
          autoComplete="off"
          aria-invalid={shownVideoError ? true : undefined}
          aria-describedby={`${id}-video-hint`}
          className={`${fieldClasses} aria-[invalid=true]:border-destructive`}
        />
        {shownVideoError ? (
          <FieldError id={`${id}-video-hint`} alert>
            {shownVideoError}
          </FieldError>
        ) : (
          <p id={`${id}-video-hint`} className="text-sm text-muted-foreground">
            {videoId ? (
              <>
                {t('suggest.videoId')} <code className="font-mono text-foreground">{videoId}</code>
              </>
            ) : (
              t('suggest.videoHint')
            )}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-category`} className="text-sm font-medium">
          {t('suggest.category')} <span className="font-normal text-muted-foreground">{t('suggest.optional')}</span>
        </label>
        <select
          id={`${id}-category`}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          className={fieldClasses}
        >
          <option value="">{t('suggest.moderatorsDecide')}</option>
          {categories.results.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-note`} className="text-sm font-medium">
          {t('suggest.note')} <span className="font-normal text-muted-foreground">{t('suggest.optional')}</span>
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={CONTRIBUTION_NOTE_MAX}
          rows={3}
          placeholder={t('suggest.notePlaceholder')}
          className={fieldClasses}
        />
      </div>
      <Button type="submit" disabled={suggestVideo.isPending} className="self-start">
        {suggestVideo.isPending ? t('common.sending') : t('suggest.submit')}
      </Button>
      <div aria-live="polite" className="text-sm">
        {suggestVideo.isSuccess && <p className="font-medium text-primary">{suggestVideo.data.message}</p>}
        {suggestVideo.isError && !refusedVideo && <p className="text-destructive">{suggestVideo.error.message}</p>}
      </div>
    </form>
  );
}
