import type { CourseStatus } from '@focustube/contracts';

/** Draft or Published, as a small chip. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  return status === 'published' ? (
    <span className="inline-flex items-center rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground">
      Published
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
      Draft
    </span>
  );
}
