import { Send } from '@/components/ui/icons';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { translate, useT } from '@/lib/i18n';

/** Spec §4 and §9: the simulated admin answers one second after each message. */
export const ADMIN_REPLY_DELAY_MS = 1000;
export const ADMIN_REPLY = 'Thanks for reaching out! A member of the FocusTube team will get back to you soon.';

type ChatMessage = { id: number; sender: 'user' | 'admin'; text: string };

/** A local-only chat: nothing is sent anywhere; it shows what talking to the team feels like. */
export function SupportChat() {
  const t = useT();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const inputId = useId();

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const add = (sender: ChatMessage['sender'], text: string) =>
    setMessages((current) => [...current, { id: nextId.current++, sender, text }]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    add('user', text);
    setDraft('');
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      add('admin', translate('chat.reply'));
    }, ADMIN_REPLY_DELAY_MS);
    timers.current.add(timer);
  };

  return (
    <section aria-labelledby="support-chat" className="flex flex-col rounded-xl border border-border bg-card shadow-sm">
      <div className="border-b border-border p-4">
        <h2 id="support-chat" className="text-lg font-semibold">
          {t('chat.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('chat.lead')}</p>
      </div>
      <div role="log" aria-label={t('chat.messages')} className="flex min-h-48 flex-col overflow-y-auto p-4">
        {messages.length === 0 ? (
          <p className="m-auto text-sm text-muted-foreground">{t('chat.empty')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {messages.map((message) => (
              <li
                key={message.id}
                className={`max-w-[80%] rounded-2xl px-3 py-2 text-sm ${
                  message.sender === 'user'
                    ? 'self-end bg-primary text-primary-foreground'
                    : 'self-start bg-muted text-foreground'
                }`}
              >
                <span className="sr-only">{message.sender === 'user' ? t('chat.you') : t('chat.admin')}</span>
                {message.text}
              </li>
            ))}
          </ol>
        )}
      </div>
      <form method="post" onSubmit={send} className="flex gap-2 border-t border-border p-4">
        <label htmlFor={inputId} className="sr-only">
          {t('chat.label')}
        </label>
        <input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('chat.placeholder')}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-lg border border-border bg-background px-3 py-2 text-sm placeholder:text-muted-foreground"
        />
        <Button type="submit">
          <Send aria-hidden="true" className="size-4" />
          {t('chat.send')}
        </Button>
      </form>
    </section>
  );
}
