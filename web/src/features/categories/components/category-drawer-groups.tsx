import { ChevronDown } from '@/components/ui/icons';

import { useCategories } from '@/lib/categories';
import { useInAppLinks } from '@/lib/in-app-links';
import { useT } from '@/lib/i18n';
import { headerMenus, type HeaderMenu } from '../header-menus';

import { CategoryIcon } from './category-icon';

/**
 * One group: the browser's own disclosure (<details>), so it opens from the server's HTML too, before or
 * without the page's script (Opera Mini's data saver); its summary is read as a button, expanded or not.
 */
function DrawerGroup({ menu }: { menu: HeaderMenu }) {
  const followInApp = useInAppLinks();
  return (
    <li>
      <details className="group">
        <summary className="flex w-full cursor-pointer list-none items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-muted [&::-webkit-details-marker]:hidden">
          <CategoryIcon slug={menu.id} className="size-5 text-primary" />
          <span className="flex-1 text-left">{menu.label}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-4 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <ul className="mb-1 ml-5 border-l border-border pl-3" onClick={followInApp}>
          {menu.items.map((item) => (
            <li key={item.path}>
              <a
                href={item.path}
                className="flex items-center gap-2.5 rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                <CategoryIcon slug={menu.id === 'more' ? item.slug : menu.id} className="size-4" />
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/** The drawer's collapsible category groups (Mind_Set … More). */
export function CategoryDrawerGroups() {
  const t = useT();
  const menus = headerMenus(useCategories(), t('menu.more'));
  return (
    <ul className="flex flex-col">
      {menus.map((menu) => (
        <DrawerGroup key={menu.id} menu={menu} />
      ))}
    </ul>
  );
}
