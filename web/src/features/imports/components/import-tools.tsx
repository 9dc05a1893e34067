import { useRef, useState } from 'react';

import { FetchChannelForm } from './fetch-channel-form';
import { ResolveChannelForm } from './resolve-channel-form';
import { SaveVideoForm } from './save-video-form';

/** The three import tools side by side; a resolved channel id can go straight into the fetch form. */
export function ImportTools({ autoFocusFetch = false }: { autoFocusFetch?: boolean }) {
  const [channelId, setChannelId] = useState('');
  const channelInput = useRef<HTMLInputElement>(null);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <SaveVideoForm />
      <FetchChannelForm
        channelId={channelId}
        onChannelIdChange={setChannelId}
        channelInputRef={channelInput}
        autoFocus={autoFocusFetch}
      />
      <ResolveChannelForm
        onUseChannelId={(resolved) => {
          setChannelId(resolved);
          channelInput.current?.focus();
        }}
      />
    </div>
  );
}
