import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { INTL_LOCALE, useLanguage, useT, type MessageId } from '@/lib/i18n';

import { useCourseHistory } from '../api/moderation-courses';

import { ModalDialog } from '@/components/ui/dialog';

const ACTIONS: Record<string, MessageId> = {
  create: 'courseHistory.create',
  update: 'courseHistory.update',
  publish: 'courseHistory.publish',
  unpublish: 'courseHistory.unpublish',
  lessons: 'courseHistory.lessons',
  delete: 'courseHistory.delete',
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
  const t = useT();
  const language = useLanguage();
  const history = useCourseHistory(slug, open);
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={t('history.title')} description={title}>
      {history.isPending ? (
        <Spinner label={t('history.loading')} />
      ) : history.isError ? (
        <p role="alert">{history.error.message}</p>
      ) : history.data.results.length === 0 ? (
        <p className="text-muted-foreground">{t('courseHistory.empty')}</p>
      ) : (
        <ol className="flex flex-col">
          {history.data.results.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className="flex flex-col gap-1 border-b border-border py-3 last:border-b-0">
              <p className="font-medium">
                {entry.action in ACTIONS ? t(ACTIONS[entry.action]!) : entry.action}{' '}
                <span className="font-normal text-muted-foreground">{t('history.by')}</span>{' '}
                {entry.actor ?? t('history.system')}
              </p>
              <p className="text-sm text-muted-foreground">
                <time dateTime={entry.at}>{formatDateTime(entry.at, INTL_LOCALE[language])}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </ModalDialog>
  );
}
