import { useLocation } from 'react-router-dom';

import { useLanguage, useT } from '@/lib/i18n';
import { siteUrl } from '@/lib/site-origin';

export const SITE_NAME = 'FocusTube';
export const SITE_DESCRIPTION =
  'Moderator-approved educational videos without the distractions: technology, languages, mindset, business, health and more.';
/** The picture a shared link shows when the page has none of its own (1200×630, as link previews expect). */
export const SITE_IMAGE = '/og-image.png';

export type PageMetaProps = {
  /** The page's own title; the site's name is added after it. */
  title: string;
  description?: string;
  /**
   * The canonical path, with its query where that names another page (a list's `?page=3`); by default the
   * current path without its query.
   */
  path?: string;
  /** An absolute image URL or a site path. */
  image?: string;
  type?: 'website' | 'video.other';
  /** Pages search engines should not keep: missing videos, search results. */
  noindex?: boolean;
  /** schema.org data for search engines (JSON-LD). */
  structuredData?: Record<string, unknown>;
};

const absolute = (url: string) => (url.startsWith('/') ? siteUrl(url) : url);

/**
 * What a page is, for browsers, search engines and the link previews of chat apps: title, description,
 * canonical URL, Open Graph and Twitter card tags, and JSON-LD. React places the tags in the document's
 * head, on the server and after every navigation.
 */
export function PageMeta({
  title,
  description,
  path,
  image = SITE_IMAGE,
  type = 'website',
  noindex = false,
  structuredData,
}: PageMetaProps) {
  const { pathname } = useLocation();
  const t = useT();
  const language = useLanguage();
  description ??= t('site.description');
  // The address does not carry the language: the Swahili page is the same path with ?lang=sw (the server
  // renders it in Swahili and remembers the choice), so each language has a URL search engines can keep.
  const base = siteUrl(path ?? pathname);
  const inLanguage = (code: string) => (code === 'en' ? base : `${base}${base.includes('?') ? '&' : '?'}lang=${code}`);
  const url = inLanguage(language);
  const fullTitle = title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
  const imageUrl = absolute(image);
  // Link previews cut long descriptions themselves; search engines show about 160 characters.
  const summary = description.length > 200 ? `${description.slice(0, 197).trimEnd()}…` : description;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {!noindex && (
        <>
          <link rel="alternate" hrefLang="en" href={inLanguage('en')} />
          <link rel="alternate" hrefLang="sw" href={inLanguage('sw')} />
          <link rel="alternate" hrefLang="x-default" href={inLanguage('en')} />
        </>
      )}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content={language === 'sw' ? 'sw_TZ' : 'en_GB'} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={summary} />
      <meta name="twitter:image" content={imageUrl} />
      {structuredData && (
        <script
          type="application/ld+json"
          // Escaped so no title can close the element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, '\\u003c') }}
        />
      )}
    </>
  );
}
