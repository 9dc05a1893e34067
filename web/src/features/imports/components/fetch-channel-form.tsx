import { CHANNEL_FETCH_DEFAULT, CHANNEL_FETCH_MAX, type JobView } from '@focustube/contracts';
import { useId, useState, type FormEvent, type Ref } from 'react';

import { SubmitButton } from '@/components/ui/button';
import { translate, useT } from '@/lib/i18n';

import { useFetchChannelVideos } from '../api/fetch-channel-videos';
import { importResultOf } from '../lib/import-result';
import { checkChannelId, checkMaxResults, fetchedMessage } from '../lib/import-messages';

import { CategoryField, Field, fieldClasses, ToolCard } from './form-fields';
import { StartedJob } from './job-status';

function fetchOutcome(job: JobView) {
  if (job.state === 'failed') {
    return (
      <p className="text-destructive">
        {translate('import.fetchFailed')} <span className="font-normal">{job.failed_reason}</span>
      </p>
    );
  }
  const result = importResultOf(job);
  const imported = result?.imported ?? 0;
  const known = result?.already_known ?? 0;
  return (
    <p className="text-primary">
      {fetchedMessage(imported)}
      {known > 0 && (
        <span className="font-normal text-muted-foreground"> {translate('import.knownAlready', { count: known })}</span>
      )}
    </p>
  );
}

type FetchChannelFormProps = {
  channelId: string;
  onChannelIdChange: (channelId: string) => void;
  channelInputRef?: Ref<HTMLInputElement>;
  /** On /fetch-videos the channel id is what the moderator came to type. */
  autoFocus?: boolean;
};

/** Import a channel's newest videos into the pending queue (a category's, when one is chosen). */
export function FetchChannelForm({ channelId, onChannelIdChange, channelInputRef, autoFocus }: FetchChannelFormProps) {
  const t = useT();
  const [maxResults, setMaxResults] = useState(String(CHANNEL_FETCH_DEFAULT));
  const [category, setCategory] = useState('');
  const [errors, setErrors] = useState<{ channel?: string; max?: string }>({});
  const fetchVideos = useFetchChannelVideos();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const channel = checkChannelId(channelId);
    const max = checkMaxResults(maxResults);
    if (!channel.ok || !max.ok) {
      setErrors({ channel: channel.ok ? undefined : channel.error, max: max.ok ? undefined : max.error });
      fetchVideos.reset();
      return;
    }
    setErrors({});
    fetchVideos.mutate({ channel_id: channel.value, max_results: max.value, category: category || undefined });
  };

  return (
    <ToolCard title={t('tools.fetchTitle')} lead={t('import.fetchLead')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field id={`${id}-channel`} label={t('import.channelId')} error={errors.channel} hint={t('import.channelHint')}>
          <input
            id={`${id}-channel`}
            ref={channelInputRef}
            autoFocus={autoFocus}
            value={channelId}
            onChange={(event) => {
              onChannelIdChange(event.target.value);
              setErrors((current) => ({ ...current, channel: undefined }));
            }}
            placeholder={t('import.channelPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.channel ? true : undefined}
            aria-describedby={`${id}-channel-hint`}
            className={`${fieldClasses} font-mono`}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <Field id={`${id}-max`} label={t('import.max')} error={errors.max}>
            <input
              id={`${id}-max`}
              type="number"
              inputMode="numeric"
              min={1}
              max={CHANNEL_FETCH_MAX}
              value={maxResults}
              onChange={(event) => {
                setMaxResults(event.target.value);
                setErrors((current) => ({ ...current, max: undefined }));
              }}
              aria-invalid={errors.max ? true : undefined}
              aria-describedby={`${id}-max-hint`}
              className={fieldClasses}
            />
          </Field>
          <CategoryField id={`${id}-category`} value={category} onValueChange={setCategory} />
        </div>
        <SubmitButton pending={fetchVideos.isPending} pendingLabel={t('import.starting')} className="self-start">
          {t('import.fetchSubmit')}
        </SubmitButton>
      </form>
      <StartedJob
        failure={
          fetchVideos.isError ? (
            <>
              {t('import.fetchFailed')} <span className="font-normal">{fetchVideos.error.message}</span>
            </>
          ) : null
        }
        jobId={fetchVideos.isSuccess ? fetchVideos.data.job_id : undefined}
        label={t('import.fetchProgress')}
        outcome={fetchOutcome}
      />
    </ToolCard>
  );
}
