import { ModalDialog } from '@/components/ui/dialog';

export const SHORTCUTS: [key: string, what: string][] = [
  ['j', 'Next card'],
  ['k', 'Previous card'],
  ['a', 'Approve the card'],
  ['r', 'Remove the card'],
  ['o', 'Open and play the video'],
  ['g', 'Gift: type a voucher code'],
  ['?', 'Show these shortcuts'],
];

export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Keyboard shortcuts"
      description="On the queue, when you are not typing in a field."
    >
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
        {SHORTCUTS.map(([key, what]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="inline-flex min-w-8 justify-center rounded-md border border-border bg-muted px-2 py-0.5 font-mono text-sm">
                {key}
              </kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </ModalDialog>
  );
}
