import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';

import { useCourseHistory } from '../api/moderation-courses';

import { ModalDialog } from '@/components/ui/dialog';

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  publish: 'Published',
  unpublish: 'Unpublished',
  lessons: 'Changed the lessons',
  delete: 'Deleted',
};

/** Who changed the course, how and when, newest first. */
export function CourseHistoryDialog({
  slug,
  title,
  open,
  onOpenChange,
}: {
  slug: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const history = useCourseHistory(slug, open);
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title="History" description={title}>
      {history.isPending ? (
        <Spinner label="Loading the history…" />
      ) : history.isError ? (
        <p role="alert">{history.error.message}</p>
      ) : history.data.results.length === 0 ? (
        <p className="text-muted-foreground">Nobody has changed this course yet.</p>
      ) : (
        <ol className="flex flex-col">
          {history.data.results.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className="flex flex-col gap-1 border-b border-border py-3 last:border-b-0">
              <p className="font-medium">
                {ACTIONS[entry.action] ?? entry.action} <span className="font-normal text-muted-foreground">by</span>{' '}
                {entry.actor ?? 'the system'}
              </p>
              <p className="text-sm text-muted-foreground">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </ModalDialog>
  );
}
