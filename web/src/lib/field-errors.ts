import { USERNAME_PATTERN } from '@focustube/contracts';

import { ApiError } from '@/lib/api-client';
import { translate } from '@/lib/i18n';

/** One message per field, as the forms show them under their inputs. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The server's first message for each of `fields` from its problem+json `errors`. */
export function serverFieldErrors<Field extends string>(error: unknown, fields: readonly Field[]): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  if (!(error instanceof ApiError)) return found;
  for (const field of fields) {
    const first = error.problem?.errors?.[field]?.[0];
    if (first) found[field] = first;
  }
  return found;
}

/** Moves focus to the first field, in form order, that has an error; true when there was one. */
export function focusFirstError<Field extends string>(
  form: HTMLFormElement | null,
  fields: readonly Field[],
  errors: FieldErrors<Field>,
): boolean {
  const first = fields.find((field) => errors[field]);
  if (!first) return false;
  const control = form?.elements.namedItem(first);
  if (control instanceof HTMLElement) control.focus();
  return true;
}

/** Client-side checks that mirror the server's messages, so most mistakes are caught before sending. */
export const check = {
  required: (value: string, message: string) => (value.trim() ? undefined : message),
  email(value: string) {
    if (!value.trim()) return translate('form.emailRequired');
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : translate('form.emailInvalid');
  },
  username(value: string) {
    const name = value.trim();
    if (!name) return translate('form.usernameRequired');
    if (name.length < 3) return translate('form.usernameShort');
    if (name.length > 30) return translate('form.usernameLong');
    return USERNAME_PATTERN.test(name) ? undefined : translate('form.usernameRule');
  },
  password(value: string) {
    if (!value) return translate('form.passwordRequired');
    if (value.length < 8) return translate('form.passwordShort');
    return value.length > 128 ? translate('form.passwordLong') : undefined;
  },
};

/** Drops the fields whose check passed. */
export function collectErrors<Field extends string>(
  checks: Partial<Record<Field, string | undefined>>,
): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message)) as FieldErrors<Field>;
}
