import { Check, ClipboardPaste, Copy } from '@/components/ui/icons';
import { useId, useState, type FormEvent } from 'react';

import { Button, SubmitButton } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

import { useResolveChannelId } from '../api/resolve-channel-id';
import { checkVideoInput } from '../lib/import-messages';

import { ToolCard, VideoInputField } from './form-fields';

/** Find the channel of a video, to copy or to fetch straight away. */
export function ResolveChannelForm({ onUseChannelId }: { onUseChannelId: (channelId: string) => void }) {
  const t = useT();
  const [video, setVideo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const resolve = useResolveChannelId();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkVideoInput(video);
    resolve.reset();
    setCopied(false);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    resolve.mutate(checked.value);
  };

  const copy = async (channelId: string) => {
    try {
      await navigator.clipboard.writeText(channelId);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <ToolCard title={t('import.resolveTitle')} lead={t('import.resolveLead')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <VideoInputField
          id={`${id}-video`}
          value={video}
          onValueChange={(value) => {
            setVideo(value);
            setError(null);
          }}
          error={error}
          placeholder={t('suggest.videoPlaceholder')}
        />
        <SubmitButton pending={resolve.isPending} pendingLabel={t('import.resolving')} className="self-start">
          {t('import.resolveSubmit')}
        </SubmitButton>
      </form>
      <div aria-live="polite" className="flex flex-col gap-3 text-sm empty:hidden">
        {resolve.isError && (
          <p className="font-medium text-destructive">
            {t('import.resolveFailed')} <span className="font-normal">{resolve.error.message}</span>
          </p>
        )}
        {resolve.isSuccess && (
          <>
            <p className="font-medium text-primary">{t('import.resolved')}</p>
            <code className="break-all rounded-md bg-muted px-3 py-2 font-mono text-foreground">
              {resolve.data.channel_id}
            </code>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" className="px-3 py-1.5" onClick={() => void copy(resolve.data.channel_id)}>
                {copied ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <Copy aria-hidden="true" className="size-4" />
                )}
                {copied ? t('import.copied') : t('import.copy')}
              </Button>
              <Button variant="outline" className="px-3 py-1.5" onClick={() => onUseChannelId(resolve.data.channel_id)}>
                <ClipboardPaste aria-hidden="true" className="size-4" />
                {t('import.useInFetch')}
              </Button>
            </div>
          </>
        )}
      </div>
    </ToolCard>
  );
}
