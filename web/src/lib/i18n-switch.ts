import { languageFromCookie, type Language } from '@focustube/contracts';

import { setApiLanguage } from './api-client';
import { activateLanguage, appI18n, rememberLanguage } from './i18n';
import { authRequest, getSessionState } from './session';

/**
 * Switches the whole app to `language` in place: remembered in the `lang` cookie (the server renders the
 * next page in it), asked of the API from now on, and the page's `<html lang>` follows.
 */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  setApiLanguage(language);
  await activateLanguage(appI18n, language);
  document.documentElement.lang = language;
  if (getSessionState().status === 'signed-in') await saveLanguageToAccount(language);
}

/** The language a member chose in their account (null: follow the browser). */
type Member = { language?: Language | null };

/**
 * For members, the choice also lives in their account (PATCH /api/user/ `language`), so it follows them to
 * another phone. Saved when they switch; on signing in, a choice made on this device (the cookie) is kept
 * and saved to the account, and with none here the account's choice is taken.
 */
export async function saveLanguageToAccount(language: Language): Promise<void> {
  await authRequest('/api/user/', { method: 'PATCH', body: { language } }).catch(() => undefined);
}

export async function syncLanguageWithAccount(member: Member): Promise<void> {
  const chosenHere = languageFromCookie(document.cookie);
  if (chosenHere) {
    if (member.language !== chosenHere) await saveLanguageToAccount(chosenHere);
  } else if (member.language && member.language !== appI18n.locale) {
    await changeLanguage(member.language);
  }
}
