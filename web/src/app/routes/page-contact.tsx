import { CommentForm } from '@/features/contact/components/comment-form';
import { ContactDetails } from '@/features/contact/components/contact-details';
import { SupportChat } from '@/features/contact/components/support-chat';
import { PageHeader } from '@/features/pages/components/page-header';

export function ContactRoute() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Contact Us"
        lead="Questions, ideas or feedback? Reach the FocusTube team by email, phone, chat or a comment."
      />
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <ContactDetails />
        <SupportChat />
      </div>
      <div className="lg:max-w-3xl">
        <CommentForm />
      </div>
    </div>
  );
}
