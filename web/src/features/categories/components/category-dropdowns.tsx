import { ChevronDown } from '@/components/ui/icons';

import { PopoverMenu, popoverItemClasses } from '@/components/ui/popover-menu';
import { useCategories } from '@/lib/categories';
import { useHydrationMark } from '@/lib/hydration-mark';
import { useInAppLinks } from '@/lib/in-app-links';
import { useT } from '@/lib/i18n';
import { headerMenus, type HeaderMenu } from '../header-menus';

import { CategoryIcon } from './category-icon';

/** Long menus (Technology, Languages…) spread over columns so the panel stays on screen. */
const columnsFor = (count: number) => (count > 12 ? 'grid-cols-3' : count > 5 ? 'grid-cols-2' : 'grid-cols-1');

function CategoryDropdown({ menu }: { menu: HeaderMenu }) {
  const followInApp = useInAppLinks();
  return (
    <PopoverMenu
      id={`menu-${menu.id}`}
      label={menu.label}
      align="start"
      buttonClassName="group inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground [&:has(+:popover-open)]:bg-muted [&:has(+:popover-open)]:text-foreground"
      panelClassName="rounded-xl border border-border bg-card p-2 text-card-foreground shadow-lg"
      button={
        <>
          {menu.label}
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform [:has(+:popover-open)>&]:rotate-180 motion-reduce:transition-none"
          />
        </>
      }
    >
      <p className="px-3 pb-1 pt-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{menu.label}</p>
      {/* Plain links, followed in the app by one handler (useInAppLinks): a hundred on every page. */}
      <ul className={`grid gap-1 ${columnsFor(menu.items.length)}`} onClick={followInApp}>
        {menu.items.map((item) => (
          <li key={item.path}>
            <a href={item.path} className={`${popoverItemClasses} min-w-44`}>
              {/* A category's own icon; inside one category's menu it would be the same one on every line. */}
              {menu.id === 'more' && <CategoryIcon slug={item.slug} className="size-4 text-muted-foreground" />}
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </PopoverMenu>
  );
}

/** The desktop header's category menus, one dropdown panel each. */
export function CategoryDropdowns() {
  useHydrationMark('category-menus');
  const t = useT();
  const menus = headerMenus(useCategories(), t('menu.more'));
  return (
    <ul className="flex items-center gap-1">
      {menus.map((menu) => (
        <li key={menu.id}>
          <CategoryDropdown menu={menu} />
        </li>
      ))}
    </ul>
  );
}
