import {
  Clapperboard,
  CircleQuestionMark,
  GraduationCap,
  HandCoins,
  House,
  Mail,
  Sparkles,
  X,
  type IconComponent,
} from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { useT, type MessageId } from '@/lib/i18n';

import { LanguageSwitch } from './language-switch';

const PAGES: { label: MessageId; to: string; icon: IconComponent }[] = [
  { label: 'nav.home', to: '/', icon: House },
  { label: 'nav.courses', to: '/courses', icon: GraduationCap },
  { label: 'nav.donate', to: '/donate', icon: HandCoins },
  { label: 'nav.faqs', to: '/faqs', icon: CircleQuestionMark },
  { label: 'nav.contactsUs', to: '/contacts_us', icon: Mail },
  { label: 'nav.insideFocusTubeDrawer', to: '/what_inside_focustube', icon: Sparkles },
  { label: 'nav.videoGuidelines', to: '/vidoeguideline', icon: Clapperboard },
];

type DrawerSheetProps = { titleId: string; groups: ReactNode };

/** The small-screen menu's contents: the site's pages, and `groups` below them. */
export function DrawerSheet({ titleId, groups }: DrawerSheetProps) {
  const location = useLocation();
  const t = useT();
  return (
    <>
      <div className="flex h-14 shrink-0 items-center justify-between border-b border-border px-4">
        <h2 id={titleId} className="text-lg font-bold tracking-tight">
          Focus<span className="text-primary">Tube</span>
        </h2>
        <button
          type="button"
          aria-label={t('drawer.close')}
          popoverTarget="site-drawer"
          popoverTargetAction="hide"
          className="inline-flex size-10 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <nav aria-label={t('drawer.site')} className="flex-1 overflow-y-auto overscroll-contain p-2">
        <ul className="flex flex-col border-b border-border pb-2">
          {PAGES.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                aria-current={location.pathname === to ? 'page' : undefined}
                className="flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-muted aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
              >
                <Icon aria-hidden="true" className="size-5 text-primary" />
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {t('drawer.categories')}
        </p>
        {groups}
        <div className="mt-2 flex items-center gap-2 border-t border-border px-3 pt-2 text-sm text-muted-foreground">
          {t('userMenu.language')}
          <LanguageSwitch />
        </div>
      </nav>
    </>
  );
}
