/** The /tailwind page: a small list that shows the styling pipeline works (spec route table). */
const CHECKS = [
  { name: 'Theme colours', detail: 'Background, card, muted and primary tokens in light and dark' },
  { name: 'Typography', detail: 'Headings, body text and muted captions' },
  { name: 'Spacing and layout', detail: 'Flex and grid utilities with responsive breakpoints' },
  { name: 'Focus rings', detail: 'Keyboard focus is visible on every control' },
  { name: 'Motion', detail: 'Animations respect reduced-motion settings' },
];

export function TestList() {
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card shadow-sm lg:max-w-2xl">
      {CHECKS.map((check, index) => (
        <li key={check.name} className="flex items-start gap-4 p-4 hover:bg-muted">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground">
            {index + 1}
          </span>
          <div>
            <p className="font-medium">{check.name}</p>
            <p className="text-sm text-muted-foreground">{check.detail}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
