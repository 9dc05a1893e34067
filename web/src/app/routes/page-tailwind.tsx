import { useT } from '@/lib/i18n';
import { PageHeader } from '@/features/pages/components/page-header';
import { TestList } from '@/features/pages/components/test-list';

export function TailwindRoute() {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('tailwind.title')} lead={t('tailwind.lead')} />
      <TestList />
    </div>
  );
}
