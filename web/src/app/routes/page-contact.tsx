import { CommentForm } from '@/features/contact/components/comment-form';
import { ContactDetails } from '@/features/contact/components/contact-details';
import { SupportChat } from '@/features/contact/components/support-chat';
import { useT } from '@/lib/i18n';
import { PageHeader } from '@/features/pages/components/page-header';

export function ContactRoute() {
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('nav.contactUs')} lead={t('contact.lead')} />
      {/* One column as wide as the screen (not as wide as the widest card's content) below 1024 px. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <ContactDetails />
        <SupportChat />
      </div>
      <div className="lg:max-w-3xl">
        <CommentForm />
      </div>
    </div>
  );
}
