import { Link } from 'react-router-dom';

import { Message, useT } from '@/lib/i18n';
import { FaqList } from '@/features/pages/components/faq-list';
import { PageHeader } from '@/features/pages/components/page-header';

export function FaqsRoute() {
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('faqs.title')} tabTitle={t('nav.faqs')} lead={t('faqs.lead')} />
      <FaqList />
      <p className="text-muted-foreground">
        <Message
          id="faqs.stillQuestion"
          components={{
            0: <Link to="/contacts_us" className="font-medium text-primary underline-offset-4 hover:underline" />,
          }}
        />
      </p>
    </div>
  );
}
