import { useQuery } from '@tanstack/react-query';

import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { INTL_LOCALE, translate, useLanguage, useT, type MessageId } from '@/lib/i18n';

import { getHistoryQueryOptions, type HistoryEntry } from '../api/get-history';

import { ModalDialog } from '@/components/ui/dialog';

const ACTIONS: Record<string, MessageId> = {
  approve: 'history.approve',
  remove: 'history.remove',
  deapprove: 'history.deapprove',
  approve_again: 'history.approveAgain',
  bulk_approve: 'history.bulkApprove',
  assign_gift: 'history.assignGift',
  import: 'history.import',
  suggest: 'history.suggest',
};

const actionLabel = (action: string) => {
  const id = ACTIONS[action];
  return id ? translate(id) : action.replaceAll('_', ' ');
};

function Entry({ entry }: { entry: HistoryEntry }) {
  const t = useT();
  const language = useLanguage();
  return (
    <li className="flex flex-col gap-1 border-b border-border py-3 last:border-b-0">
      <p className="font-medium">
        {actionLabel(entry.action)} <span className="font-normal text-muted-foreground">{t('history.by')}</span>{' '}
        {entry.actor ?? t('history.system')}
      </p>
      <p className="text-sm text-muted-foreground">
        <time dateTime={entry.at}>{formatDateTime(entry.at, INTL_LOCALE[language])}</time>
        {entry.from !== entry.to && entry.to && ` · ${entry.from ?? t('history.new')} → ${entry.to}`}
      </p>
      {entry.reason && <p className="text-sm">{t('history.reason', { reason: entry.reason })}</p>}
    </li>
  );
}

/** Who did what to a video, when and why, newest first. */
export function HistoryDialog({
  videoId,
  title,
  open,
  onOpenChange,
}: {
  videoId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const history = useQuery({ ...getHistoryQueryOptions(videoId), enabled: open });
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('history.title')}
      description={title}
      placement="side"
    >
      {history.isPending ? (
        <Spinner label={t('history.loading')} />
      ) : history.isError ? (
        <p role="alert">{history.error.message}</p>
      ) : history.data.results.length === 0 ? (
        <p className="text-muted-foreground">{t('history.empty')}</p>
      ) : (
        <ol>
          {history.data.results.map((entry, index) => (
            <Entry key={`${entry.at}-${index}`} entry={entry} />
          ))}
        </ol>
      )}
    </ModalDialog>
  );
}
