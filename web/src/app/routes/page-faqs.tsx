import { Link } from 'react-router-dom';

import { FaqList } from '@/features/pages/components/faq-list';
import { PageHeader } from '@/features/pages/components/page-header';

export function FaqsRoute() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Frequently Asked Questions"
        tabTitle="FAQs"
        lead="Everything you need to know about learning on FocusTube."
      />
      <FaqList />
      <p className="text-muted-foreground">
        Still have a question?{' '}
        <Link to="/contacts_us" className="font-medium text-primary underline-offset-4 hover:underline">
          Contact us
        </Link>
        .
      </p>
    </div>
  );
}
