import { ModalDialog } from '@/components/ui/dialog';
import { useT, type MessageId } from '@/lib/i18n';

export const SHORTCUTS: [key: string, what: MessageId][] = [
  ['j', 'shortcuts.next'],
  ['k', 'shortcuts.previous'],
  ['a', 'shortcuts.approve'],
  ['r', 'shortcuts.remove'],
  ['o', 'shortcuts.play'],
  ['g', 'shortcuts.gift'],
  ['?', 'shortcuts.help'],
];

export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shortcuts.title')}
      description={t('shortcuts.description')}
    >
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
        {SHORTCUTS.map(([key, what]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="inline-flex min-w-8 justify-center rounded-md border border-border bg-muted px-2 py-0.5 font-mono text-sm">
                {key}
              </kbd>
            </dt>
            <dd>{t(what)}</dd>
          </div>
        ))}
      </dl>
    </ModalDialog>
  );
}
