import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { importKeys } from '@/features/imports/api/import-keys';
import { useLiveJobs, type JobFinishedEvent } from '@/features/imports/api/use-live-jobs';
import { ImportTools } from '@/features/imports/components/import-tools';
import { RecentJobs } from '@/features/imports/components/recent-jobs';
import { SourcesPanel } from '@/features/imports/components/sources-panel';
import { ToolLinks } from '@/features/imports/components/tool-links';
import { RoleGate } from '@/features/users/components/role-gate';
import { useT, type MessageId } from '@/lib/i18n';
import { useSession } from '@/lib/session';

function ImportToolPage({ title, fetchFirst }: { title: MessageId; fetchFirst: boolean }) {
  const t = useT();
  const session = useSession();
  const queryClient = useQueryClient();
  // A finished import moves a source's "last refreshed".
  const onJobFinished = useCallback(
    (event: JobFinishedEvent) => {
      if (event.type === 'job:completed') void queryClient.invalidateQueries({ queryKey: importKeys.sources() });
    },
    [queryClient],
  );
  useLiveJobs(onJobFinished);

  return (
    <div className="flex flex-col gap-10">
      <header className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t(title)}</h1>
          <p className="text-muted-foreground">{t('tools.lead')}</p>
        </div>
        <ToolLinks isAdmin={session.user?.role === 'admin'} />
      </header>
      <ImportTools autoFocusFetch={fetchFirst} />
      <section aria-labelledby="sources-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="sources-heading" className="text-xl font-semibold">
            {t('tools.sources')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('tools.sourcesLead')}</p>
        </div>
        <SourcesPanel />
      </section>
      <section aria-labelledby="jobs-heading" className="flex flex-col gap-4">
        <h2 id="jobs-heading" className="text-xl font-semibold">
          {t('tools.recentJobs')}
        </h2>
        <RecentJobs />
      </section>
    </div>
  );
}

export function ImportToolRoute() {
  return (
    <RoleGate role="moderator">
      <ImportToolPage title="tools.adminTools" fetchFirst={false} />
    </RoleGate>
  );
}

export function FetchVideosRoute() {
  return (
    <RoleGate role="moderator">
      <ImportToolPage title="tools.fetchTitle" fetchFirst />
    </RoleGate>
  );
}
