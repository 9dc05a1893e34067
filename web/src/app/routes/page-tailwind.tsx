import { PageHeader } from '@/features/pages/components/page-header';
import { TestList } from '@/features/pages/components/test-list';

export function TailwindRoute() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Tailwind test list" lead="A quick check that styles, themes and focus rings render." />
      <TestList />
    </div>
  );
}
