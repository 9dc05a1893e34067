import type { JobView } from '@focustube/contracts';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';

import { useSaveVideo } from '../api/save-video';

import { checkVideoInput, saveFailedMessage, VIDEO_SAVED } from '../lib/import-messages';
import { importResultOf } from '../lib/import-result';

import { CategorySelect, Field, fieldClasses, ToolCard } from './form-fields';
import { JobStatus } from './job-status';

function saveOutcome(job: JobView) {
  if (job.state === 'failed')
    return <p className="text-destructive">❌ Error: {job.failed_reason ?? 'Failed to save'}</p>;
  const alreadyKnown = (importResultOf(job)?.already_known ?? 0) > 0;
  return (
    <p className="text-primary">
      {VIDEO_SAVED}
      {alreadyKnown && <span className="font-normal text-muted-foreground"> It was already on FocusTube.</span>}
    </p>
  );
}

/** Save one video, by id or link, into the pending queue. */
export function SaveVideoForm() {
  const [video, setVideo] = useState('');
  const [category, setCategory] = useState('');
  const [error, setError] = useState<string | null>(null);
  const saveVideo = useSaveVideo();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkVideoInput(video);
    if (!checked.ok) {
      setError(checked.error);
      saveVideo.reset();
      return;
    }
    setError(null);
    saveVideo.mutate({ video_id: checked.value, assigned_category: category || undefined });
  };

  const preview = checkVideoInput(video);
  return (
    <ToolCard title="Save a video" lead="Adds one video to the pending queue for review.">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          id={`${id}-video`}
          label="Video ID or YouTube link"
          error={error}
          hint={preview.ok ? `Video id: ${preview.value}` : 'A full link, a youtu.be link or the 11-character id.'}
        >
          <input
            id={`${id}-video`}
            value={video}
            onChange={(event) => {
              setVideo(event.target.value);
              setError(null);
            }}
            placeholder="https://youtu.be/…"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-video-hint`}
            className={fieldClasses}
          />
        </Field>
        <Field id={`${id}-category`} label="Category (optional)">
          <CategorySelect
            id={`${id}-category`}
            emptyLabel="No category yet"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          />
        </Field>
        <Button type="submit" disabled={saveVideo.isPending} className="self-start">
          {saveVideo.isPending ? 'Saving…' : 'Save video'}
        </Button>
      </form>
      <div aria-live="polite" className="text-sm empty:hidden">
        {saveVideo.isError && <p className="font-medium text-destructive">{saveFailedMessage(saveVideo.error)}</p>}
      </div>
      {saveVideo.isSuccess && (
        <JobStatus
          key={saveVideo.data.job_id}
          jobId={saveVideo.data.job_id}
          label="Save video progress"
          outcome={saveOutcome}
        />
      )}
    </ToolCard>
  );
}
