import type { ComponentProps } from 'react';

import { useHydrated } from '@/lib/hydrated';

const variants = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  outline: 'border border-border bg-card text-card-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  /** What cannot be undone (delete a course, a source): red, with the page's background colour as its text. */
  destructive: 'bg-destructive text-background hover:bg-destructive/90',
} as const;

export type ButtonVariant = keyof typeof variants;

/** Classes for anything that should look like a button, including router links. */
export function buttonClasses(variant: ButtonVariant = 'primary', className = '') {
  return `inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors disabled:opacity-50 aria-disabled:opacity-50 ${variants[variant]} ${className}`;
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant };

export function Button({ variant, className, type = 'button', disabled, ...props }: ButtonProps) {
  // A submit button pressed on a server-rendered page before the app has taken it over would post the form
  // to the page, which can only answer with the page again: what was typed (an email, a message) is lost.
  // It waits for the app; without JavaScript the page says that forms need it.
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={disabled || (type === 'submit' && !hydrated)}
      className={buttonClasses(variant, className)}
      {...props}
    />
  );
}

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'disabled'> & { pending: boolean; pendingLabel: string };

/** A form's submit button: disabled and saying what it is doing while the request runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className = 'mt-2 h-11 w-full',
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending} className={className} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
