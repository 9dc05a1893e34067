import { LANGUAGES } from '@focustube/contracts';
import { useLocation } from 'react-router-dom';

import { LANGUAGE_NAMES, useLanguage, useT } from '@/lib/i18n';
import { changeLanguage } from '@/lib/i18n-switch';

/**
 * The page's own query (a search's `q`, `page`, `course`…) with `lang` set: from the router's location,
 * the same on the server and in the browser.
 */
function languageHref(search: string, code: string) {
  const params = new URLSearchParams(search);
  params.set('lang', code);
  return `?${params.toString()}`;
}

/**
 * "EN | SW": links to the page in each language (`?lang=sw`, which the server remembers in the cookie),
 * so they work before or without the page's script; once it has run, a press switches in place.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const language = useLanguage();
  const t = useT();
  const { search } = useLocation();
  return (
    <nav aria-label={t('language.choose')} className={`flex items-center text-xs font-semibold ${className}`}>
      {LANGUAGES.map((code, index) => (
        <span key={code} className="flex items-center">
          {index > 0 && (
            <span aria-hidden="true" className="text-border">
              |
            </span>
          )}
          <a
            href={languageHref(search, code)}
            hrefLang={code}
            lang={code}
            // The name says the language in full after the code shown ("EN English"), so a voice-control
            // user who says what they see ("click EN") reaches it too.
            aria-label={`${code.toUpperCase()} ${LANGUAGE_NAMES[code]}`}
            aria-current={code === language ? 'true' : undefined}
            title={LANGUAGE_NAMES[code]}
            onClick={(event) => {
              event.preventDefault();
              void changeLanguage(code);
            }}
            className="inline-flex h-10 min-w-8 items-center justify-center rounded-full px-1 uppercase sm:min-w-9 sm:px-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=true]:text-primary"
          >
            {code}
          </a>
        </span>
      ))}
    </nav>
  );
}
