import { ContributeOptions } from '@/features/contribute/components/contribute-options';
import { PageHeader } from '@/features/pages/components/page-header';

export function ContributeRoute() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Contribute to FocusTube"
        tabTitle="Contribute"
        lead="FocusTube grows with its community. Here is how you can help more people learn without distractions."
      />
      <ContributeOptions />
    </div>
  );
}
