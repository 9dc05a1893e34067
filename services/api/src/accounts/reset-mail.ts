import type { Mail } from '@focustube/core';
import { translate, type Language } from '../i18n.ts';

/** The password-reset mail in a language: its subject and text come from the catalogues (`mail.reset.*`). */
export function resetMail(
  language: Language,
  values: { username: string; minutes: number; link: string },
): Pick<Mail, 'subject' | 'text'> {
  return {
    subject: translate(language, 'mail.reset.subject'),
    text: translate(language, 'mail.reset.text', values),
  };
}
