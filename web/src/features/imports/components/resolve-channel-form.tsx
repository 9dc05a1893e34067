import { Check, ClipboardPaste, Copy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Button, SubmitButton } from '@/components/ui/button';

import { useResolveChannelId } from '../api/resolve-channel-id';
import { checkVideoInput, RESOLVE_FAILED, RESOLVED } from '../lib/import-messages';

import { ToolCard, VideoInputField } from './form-fields';

/** Find the channel of a video, to copy or to fetch straight away. */
export function ResolveChannelForm({ onUseChannelId }: { onUseChannelId: (channelId: string) => void }) {
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
    <ToolCard title="Resolve a channel ID" lead="Finds the channel that published a video.">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <VideoInputField
          id={`${id}-video`}
          value={video}
          onValueChange={(value) => {
            setVideo(value);
            setError(null);
          }}
          error={error}
          placeholder="https://www.youtube.com/watch?v=…"
        />
        <SubmitButton pending={resolve.isPending} pendingLabel="Resolving…" className="self-start">
          Resolve channel ID
        </SubmitButton>
      </form>
      <div aria-live="polite" className="flex flex-col gap-3 text-sm empty:hidden">
        {resolve.isError && (
          <p className="font-medium text-destructive">
            {RESOLVE_FAILED} <span className="font-normal">{resolve.error.message}</span>
          </p>
        )}
        {resolve.isSuccess && (
          <>
            <p className="font-medium text-primary">{RESOLVED}</p>
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
                {copied ? 'Copied' : 'Copy channel ID'}
              </Button>
              <Button variant="outline" className="px-3 py-1.5" onClick={() => onUseChannelId(resolve.data.channel_id)}>
                <ClipboardPaste aria-hidden="true" className="size-4" />
                Use in fetch form
              </Button>
            </div>
          </>
        )}
      </div>
    </ToolCard>
  );
}
