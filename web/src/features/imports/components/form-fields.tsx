import type { ComponentProps, ReactNode } from 'react';

import { useCategories } from '@/lib/categories';
import { useT } from '@/lib/i18n';

export const fieldClasses =
  'w-full rounded-lg border border-border bg-background px-3 py-2 text-sm placeholder:text-muted-foreground aria-[invalid=true]:border-destructive';

type FieldProps = {
  id: string;
  label: ReactNode;
  /** Shown under the field; replaced by `error` when there is one. */
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
};

/** A labelled field whose hint or error is tied to it for screen readers (`${id}-hint`). */
export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      <p id={`${id}-hint`} className="text-sm empty:hidden">
        {error ? (
          <span role="alert" className="text-destructive">
            {error}
          </span>
        ) : (
          hint && <span className="text-muted-foreground">{hint}</span>
        )}
      </p>
    </div>
  );
}

/** The category picker; empty means none. */
export function CategorySelect({ emptyLabel, ...props }: ComponentProps<'select'> & { emptyLabel: string }) {
  const categories = useCategories();
  return (
    <select className={fieldClasses} {...props}>
      <option value="">{emptyLabel}</option>
      {categories.results.map((category) => (
        <option key={category.slug} value={category.slug}>
          {category.label}
        </option>
      ))}
    </select>
  );
}

/** A tool's card: heading, one line on what it does, then the form. */
export function ToolCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const headingId = `tool-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{lead}</p>
      </div>
      {children}
    </section>
  );
}

/** The "Video ID or YouTube link" input of the save and resolve tools; `id` is the input's. */
export function VideoInputField({
  id,
  value,
  onValueChange,
  error,
  hint,
  placeholder,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  error: string | null;
  hint?: ReactNode;
  placeholder: string;
}) {
  const t = useT();
  return (
    <Field id={id} label={t('import.videoLabel')} error={error} hint={hint}>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        className={fieldClasses}
      />
    </Field>
  );
}

/** The optional category a tool files its imports under; empty means none yet. */
export function CategoryField({
  id,
  value,
  onValueChange,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <Field id={id} label={t('import.categoryOptional')}>
      <CategorySelect
        id={id}
        emptyLabel={t('import.noCategoryYet')}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </Field>
  );
}
