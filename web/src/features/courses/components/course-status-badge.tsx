import type { CourseStatus } from '@focustube/contracts';

import { useT } from '@/lib/i18n';

/** Draft or Published, as a small chip. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const t = useT();
  return status === 'published' ? (
    <span className="inline-flex items-center rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
      {t('courseAdmin.publishedOne')}
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
      {t('courseAdmin.draft')}
    </span>
  );
}
