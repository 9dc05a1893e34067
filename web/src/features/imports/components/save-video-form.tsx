import type { JobView } from '@focustube/contracts';
import { useId, useState, type FormEvent } from 'react';

import { SubmitButton } from '@/components/ui/button';

import { useSaveVideo } from '../api/save-video';

import { checkVideoInput, saveFailedMessage, VIDEO_SAVED } from '../lib/import-messages';
import { importResultOf } from '../lib/import-result';

import { CategoryField, ToolCard, VideoInputField } from './form-fields';
import { StartedJob } from './job-status';

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
        <VideoInputField
          id={`${id}-video`}
          value={video}
          onValueChange={(value) => {
            setVideo(value);
            setError(null);
          }}
          error={error}
          hint={preview.ok ? `Video id: ${preview.value}` : 'A full link, a youtu.be link or the 11-character id.'}
          placeholder="https://youtu.be/…"
        />
        <CategoryField id={`${id}-category`} value={category} onValueChange={setCategory} />
        <SubmitButton pending={saveVideo.isPending} pendingLabel="Saving…" className="self-start">
          Save video
        </SubmitButton>
      </form>
      <StartedJob
        failure={saveVideo.isError ? saveFailedMessage(saveVideo.error) : null}
        jobId={saveVideo.isSuccess ? saveVideo.data.job_id : undefined}
        label="Save video progress"
        outcome={saveOutcome}
      />
    </ToolCard>
  );
}
