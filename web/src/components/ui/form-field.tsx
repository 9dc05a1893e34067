import { CircleAlert } from '@/components/ui/icons';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { useT } from '@/lib/i18n';

export type FormFieldProps = Omit<ComponentProps<'input'>, 'id' | 'name' | 'onChange'> & {
  name: string;
  label: string;
  error?: string;
  /** A short help line under the input, announced with it. */
  hint?: ReactNode;
  /** Something at the right end of the label row, e.g. a "Forgot your password?" link. */
  labelAside?: ReactNode;
  onValueChange: (value: string) => void;
};

/**
 * A field's error, under it: the alert icon and the message. `id` is what the field names in its
 * aria-describedby (with aria-invalid), so a screen reader reads the message with the field; `alert`
 * also announces it the moment it appears (an error found on its own, not by submitting the form).
 */
export function FieldError({ id, alert, children }: { id: string; alert?: boolean; children: ReactNode }) {
  return (
    <p id={id} role={alert ? 'alert' : undefined} className="flex items-start gap-1.5 text-sm text-destructive">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/** A labelled input whose error is tied to it with aria-invalid and aria-describedby. */
export function FormField({
  name,
  label,
  error,
  hint,
  labelAside,
  onValueChange,
  className,
  ...input
}: FormFieldProps) {
  const id = `${useId()}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ''}`}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        id={id}
        name={name}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        className="h-11 w-full rounded-lg border border-border bg-background px-3 text-base shadow-xs transition-colors placeholder:text-muted-foreground/70 hover:border-ring/60 aria-[invalid=true]:border-destructive sm:text-sm"
        {...input}
      />
      {errorId && <FieldError id={errorId}>{error}</FieldError>}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The email field the sign-in, registration and reset forms share. */
export function EmailField(props: Omit<FormFieldProps, 'name' | 'label' | 'type'>) {
  const t = useT();
  return (
    <FormField
      name="email"
      label={t('form.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      {...props}
    />
  );
}

/** A required password input; `autoComplete` says whether it is the current password or a new one. */
export function PasswordField(
  props: Omit<FormFieldProps, 'type' | 'autoComplete'> & { autoComplete: 'current-password' | 'new-password' },
) {
  return <FormField type="password" required {...props} />;
}
