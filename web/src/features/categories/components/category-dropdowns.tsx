import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';

import { useCategories } from '@/lib/categories';
import { useHydrationMark } from '@/lib/hydration-mark';
import { headerMenus, type HeaderMenu } from '../header-menus';

import { CategoryIcon } from './category-icon';

/** Long menus (Technology, Languages…) spread over columns so the panel stays on screen. */
const columnsFor = (count: number) => (count > 12 ? 'grid-cols-3' : count > 5 ? 'grid-cols-2' : 'grid-cols-1');

function CategoryDropdown({ menu }: { menu: HeaderMenu }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="group inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-foreground">
        {menu.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          collisionPadding={16}
          className={`z-50 grid max-h-[var(--radix-dropdown-menu-content-available-height)] gap-1 overflow-y-auto rounded-xl border border-border bg-card p-2 text-card-foreground shadow-lg ${columnsFor(menu.items.length)}`}
        >
          <DropdownMenu.Label className="col-span-full px-3 pb-1 pt-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {menu.label}
          </DropdownMenu.Label>
          {menu.items.map((item) => (
            <DropdownMenu.Item key={item.path} asChild>
              <Link
                to={item.path}
                className="flex min-w-44 items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
              >
                <CategoryIcon
                  slug={menu.id === 'more' ? item.slug : menu.id}
                  className="size-4 text-muted-foreground"
                />
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The desktop header's category menus, one dropdown panel each. */
export function CategoryDropdowns() {
  useHydrationMark('category-menus');
  const menus = headerMenus(useCategories());
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
