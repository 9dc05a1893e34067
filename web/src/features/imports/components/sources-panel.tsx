import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCategories } from '@/lib/categories';
import { formatDateTime } from '@/lib/format';
import { INTL_LOCALE, useLanguage, useT } from '@/lib/i18n';

import { useCreateSource } from '../api/create-source';
import { useSources } from '../api/get-sources';

import { describeSchedule } from '../lib/describe-schedule';
import { checkChannelId } from '../lib/import-messages';

import { CategorySelect, Field, fieldClasses } from './form-fields';
import { JobStatus } from './job-status';
import { DeleteSourceDialog, EditSourceDialog } from './source-dialogs';

function AddSourceForm() {
  const t = useT();
  const [channelId, setChannelId] = useState('');
  const [category, setCategory] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSource();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const channel = checkChannelId(channelId);
    create.reset();
    if (!channel.ok) {
      setError(channel.error);
      return;
    }
    setError(null);
    create.mutate(
      { channel_id: channel.value, assigned_category: category || undefined },
      { onSuccess: () => setChannelId('') },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={submit}
        noValidate
        className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_auto]"
      >
        <Field id={`${id}-channel`} label={t('sources.channelToRegister')} error={error}>
          <input
            id={`${id}-channel`}
            value={channelId}
            onChange={(event) => {
              setChannelId(event.target.value);
              setError(null);
            }}
            placeholder={t('import.channelPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-channel-hint`}
            className={`${fieldClasses} font-mono`}
          />
        </Field>
        <Field id={`${id}-category`} label={t('suggest.category')}>
          <CategorySelect
            id={`${id}-category`}
            emptyLabel={t('editor.noCategory')}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          />
        </Field>
        <Button type="submit" disabled={create.isPending} className="sm:mt-6.5">
          {create.isPending ? t('sources.adding') : t('sources.add')}
        </Button>
      </form>
      <div aria-live="polite" className="text-sm empty:hidden">
        {create.isError && <p className="font-medium text-destructive">❌ {create.error.message}</p>}
        {create.isSuccess && (
          <p className="font-medium text-primary">
            {t('sources.registered', { name: create.data.source.channel_title ?? create.data.source.channel_id })}
          </p>
        )}
      </div>
      {create.isSuccess && (
        <JobStatus key={create.data.job_id} jobId={create.data.job_id} label={t('sources.importProgress')} />
      )}
    </div>
  );
}

/** Channels FocusTube fetches again on a schedule: list, add, edit and delete. */
export function SourcesPanel() {
  const t = useT();
  const language = useLanguage();
  const sources = useSources();
  const categories = useCategories();
  const categoryLabel = (slug: string | null) =>
    slug ? (categories.results.find((category) => category.slug === slug)?.label ?? slug) : t('moderation.none');

  return (
    <div className="flex flex-col gap-6 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm">
      <AddSourceForm />
      {sources.isPending ? (
        <Spinner label={t('sources.loading')} />
      ) : sources.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {sources.error.message}
        </p>
      ) : sources.data.results.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('sources.none')}</p>
      ) : (
        <ul aria-label={t('tools.sources')} className="flex flex-col divide-y divide-border border-t border-border">
          {sources.data.results.map((source) => (
            <li
              key={source.id}
              className="grid gap-3 py-4 md:grid-cols-[minmax(0,1.5fr)_repeat(3,minmax(0,1fr))_auto] md:items-center"
            >
              <div className="flex min-w-0 flex-col">
                <span className="font-medium">{source.channel_title ?? t('sources.untitled')}</span>
                <code className="truncate font-mono text-xs text-muted-foreground">{source.channel_id}</code>
              </div>
              <SourceFact label={t('suggest.category')} value={categoryLabel(source.assigned_category)} />
              <SourceFact label={t('sources.schedule')} value={describeSchedule(source.refresh_pattern)} />
              <SourceFact
                label={t('sources.lastRefreshed')}
                value={formatDateTime(source.last_refreshed_at, INTL_LOCALE[language]) || t('sources.notYet')}
              />
              <div className="flex gap-2 md:justify-self-end">
                <EditSourceDialog source={source} />
                <DeleteSourceDialog source={source} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SourceFact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-2 text-sm md:flex-col md:gap-0">
      <span className="text-muted-foreground md:text-xs">{label}</span>
      <span>{value}</span>
    </div>
  );
}
