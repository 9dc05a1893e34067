import { useT, type MessageId } from '@/lib/i18n';

/** The /tailwind page: a small list that shows the styling pipeline works (spec route table). */
const CHECKS: { name: MessageId; detail: MessageId }[] = [
  { name: 'tailwind.check1', detail: 'tailwind.check1Detail' },
  { name: 'tailwind.check2', detail: 'tailwind.check2Detail' },
  { name: 'tailwind.check3', detail: 'tailwind.check3Detail' },
  { name: 'tailwind.check4', detail: 'tailwind.check4Detail' },
  { name: 'tailwind.check5', detail: 'tailwind.check5Detail' },
];

export function TestList() {
  const t = useT();
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card shadow-sm lg:max-w-2xl">
      {CHECKS.map((check, index) => (
        <li key={check.name} className="flex items-start gap-4 p-4 hover:bg-muted">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground">
            {index + 1}
          </span>
          <div>
            <p className="font-medium">{t(check.name)}</p>
            <p className="text-sm text-muted-foreground">{t(check.detail)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
