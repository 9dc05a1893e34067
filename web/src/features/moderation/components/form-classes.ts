/** The moderation screens' popovers and form fields. */
export const popoverClasses =
  'z-40 w-72 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-lg outline-none data-[state=open]:animate-[fade-in_120ms_ease-out] motion-reduce:animate-none';
export const fieldClasses =
  'w-full rounded-lg border border-border bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground';
