import * as Dialog from '@radix-ui/react-dialog';
import { HandHeart, Lightbulb, Mail, Share2, X, type IconComponent } from '@/components/ui/icons';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { siteUrl } from '@/lib/site-origin';
import { Button, buttonClasses } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';

import { SuggestionForm } from './suggestion-form';

function OptionCard({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: IconComponent;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm">
      <span className="flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="flex-1 text-sm text-muted-foreground">{children}</p>
      <div>{action}</div>
    </li>
  );
}

function SuggestVideosAction() {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const openForm = () => {
    if (session.status === 'signed-in') setOpen(true);
    else void navigate('/login', { state: { from: '/contribute' } });
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Button onClick={openForm} disabled={session.status === 'loading'}>
        {t('contribute.suggestVideo')}
      </Button>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-foreground/40 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-1/2 overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-lg">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">{t('contribute.suggestVideo')}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted-foreground">
                {t('contribute.reviewed')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('common.close')}
              className="rounded-full p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <SuggestionForm />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SpreadTheWordAction() {
  const t = useT();
  const [status, setStatus] = useState('');
  const siteLink = siteUrl('/');

  const share = async () => {
    const shareData = { title: 'FocusTube', text: t('contribute.shareText'), url: siteLink };
    try {
      if (navigator.share) {
        await navigator.share(shareData);
        return;
      }
      await navigator.clipboard.writeText(siteLink);
      setStatus(t('contribute.copied'));
    } catch (error) {
      // Closing the share sheet is not a failure worth reporting.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setStatus(t('contribute.copyThis', { url: siteLink }));
    }
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="outline" onClick={() => void share()}>
        {t('contribute.share')}
      </Button>
      <p aria-live="polite" className="text-sm break-all text-muted-foreground">
        {status}
      </p>
    </div>
  );
}

/** The four ways to help (spec §2), each with a working action. */
export function ContributeOptions() {
  const t = useT();
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      <OptionCard icon={Lightbulb} title={t('contribute.suggestTitle')} action={<SuggestVideosAction />}>
        {t('contribute.suggestBody')}
      </OptionCard>
      <OptionCard
        icon={HandHeart}
        title={t('contribute.volunteerTitle')}
        action={
          <Link to="/contacts_us" className={buttonClasses('outline')}>
            {t('contribute.volunteerAction')}
          </Link>
        }
      >
        {t('contribute.volunteerBody')}
      </OptionCard>
      <OptionCard icon={Share2} title={t('contribute.spreadTitle')} action={<SpreadTheWordAction />}>
        {t('contribute.spreadBody')}
      </OptionCard>
      <OptionCard
        icon={Mail}
        title={t('nav.contactUs')}
        action={
          <Link to="/contacts_us" className={buttonClasses('outline')}>
            {t('contribute.contactAction')}
          </Link>
        }
      >
        {t('contribute.contactBody')}
      </OptionCard>
    </ul>
  );
}
