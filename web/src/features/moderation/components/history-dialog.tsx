import { useQuery } from '@tanstack/react-query';

import { Spinner } from '@/components/ui/spinner';

import { getHistoryQueryOptions, type HistoryEntry } from '../api/get-history';

import { ModalDialog } from '@/components/ui/dialog';

const ACTIONS: Record<string, string> = {
  approve: 'Approved',
  remove: 'Removed',
  deapprove: 'Moved to the dustbin',
  approve_again: 'Approved again',
  bulk_approve: 'Approved (bulk)',
  assign_gift: 'Gifted a voucher',
  import: 'Imported',
  suggest: 'Suggested',
};

const actionLabel = (action: string) => ACTIONS[action] ?? action.replaceAll('_', ' ');
const when = (at: string) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Entry({ entry }: { entry: HistoryEntry }) {
  return (
    <li className="flex flex-col gap-1 border-b border-border py-3 last:border-b-0">
      <p className="font-medium">
        {actionLabel(entry.action)} <span className="font-normal text-muted-foreground">by</span>{' '}
        {entry.actor ?? 'the system'}
      </p>
      <p className="text-sm text-muted-foreground">
        <time dateTime={entry.at}>{when(entry.at)}</time>
        {entry.from !== entry.to && entry.to && ` · ${entry.from ?? 'new'} → ${entry.to}`}
      </p>
      {entry.reason && <p className="text-sm">Reason: {entry.reason}</p>}
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
  const history = useQuery({ ...getHistoryQueryOptions(videoId), enabled: open });
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title="History" description={title} placement="side">
      {history.isPending ? (
        <Spinner label="Loading the history…" />
      ) : history.isError ? (
        <p role="alert">{history.error.message}</p>
      ) : history.data.results.length === 0 ? (
        <p className="text-muted-foreground">Nobody has acted on this video yet.</p>
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
