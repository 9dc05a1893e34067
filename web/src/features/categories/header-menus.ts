import type { CategoryTree } from '@focustube/contracts';

export type MenuItem = { slug: string; label: string; path: string };
/** One header dropdown (or drawer group): a main category's subcategories, or "More". */
export type HeaderMenu = { id: string; label: string; items: MenuItem[] };

/** The header's menus in the API's order: each 'main' category with its subcategories, then "More". */
export function headerMenus(tree: CategoryTree, moreLabel = 'More'): HeaderMenu[] {
  const main = tree.results
    .filter((category) => category.menu === 'main')
    .map((category) => ({ id: category.slug, label: category.label, items: category.subcategories }));
  const more = tree.results
    .filter((category) => category.menu === 'more')
    .map(({ slug, label, path }) => ({ slug, label, path }));
  return more.length > 0 ? [...main, { id: 'more', label: moreLabel, items: more }] : main;
}
