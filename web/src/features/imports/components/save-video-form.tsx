import type { JobView } from '@focustube/contracts';
import { useId, useState, type FormEvent } from 'react';

import { SubmitButton } from '@/components/ui/button';
import { translate, useT } from '@/lib/i18n';

import { useSaveVideo } from '../api/save-video';

import { checkVideoInput, saveFailedMessage } from '../lib/import-messages';
import { importResultOf } from '../lib/import-result';

import { CategoryField, ToolCard, VideoInputField } from './form-fields';
import { StartedJob } from './job-status';

function saveOutcome(job: JobView) {
  if (job.state === 'failed')
    return (
      <p className="text-destructive">
        {translate('import.error', { detail: job.failed_reason ?? translate('import.saveFailed') })}
      </p>
    );
  const alreadyKnown = (importResultOf(job)?.already_known ?? 0) > 0;
  return (
    <p className="text-primary">
      {translate('import.videoSaved')}
      {alreadyKnown && <span className="font-normal text-muted-foreground">{translate('import.alreadyThere')}</span>}
    </p>
  );
}

/** Save one video, by id or link, into the pending queue. */
export function SaveVideoForm() {
  const t = useT();
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
    <ToolCard title={t('import.saveTitle')} lead={t('import.saveLead')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <VideoInputField
          id={`${id}-video`}
          value={video}
          onValueChange={(value) => {
            setVideo(value);
            setError(null);
          }}
          error={error}
          hint={preview.ok ? t('import.videoId', { id: preview.value }) : t('suggest.videoHint')}
          placeholder={t('import.shortPlaceholder')}
        />
        <CategoryField id={`${id}-category`} value={category} onValueChange={setCategory} />
        <SubmitButton pending={saveVideo.isPending} pendingLabel={t('settings.saving')} className="self-start">
          {t('import.saveSubmit')}
        </SubmitButton>
      </form>
      <StartedJob
        failure={saveVideo.isError ? saveFailedMessage(saveVideo.error) : null}
        jobId={saveVideo.isSuccess ? saveVideo.data.job_id : undefined}
        label={t('import.saveProgress')}
        outcome={saveOutcome}
      />
    </ToolCard>
  );
}
