import type { Language } from '@focustube/contracts';

import { setApiLanguage } from './api-client';
import { activateLanguage, appI18n, rememberLanguage } from './i18n';

/**
 * Switches the whole app to `language` in place: remembered in the `lang` cookie (the server renders the
 * next page in it), asked of the API from now on, and the page's `<html lang>` follows.
 */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  setApiLanguage(language);
  await activateLanguage(appI18n, language);
  document.documentElement.lang = language;
}
