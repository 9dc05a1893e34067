import { CATEGORY_TREE, HOME_CATEGORIES, labelFor, swahiliLabelFor, type CategoryTree } from '@focustube/contracts';

/**
 * The menus as /api/categories will answer them, built from the same definition the server seeds,
 * shown until the answer arrives so the header never waits or shifts.
 */
export const STATIC_CATEGORY_TREE: CategoryTree = {
  results: CATEGORY_TREE.map((c) => ({
    slug: c.slug,
    label: c.label,
    labels: { en: c.label, sw: swahiliLabelFor(c.slug) },
    path: c.path,
    menu: c.menu,
    subcategories: c.items.map((item) => ({
      slug: item,
      label: labelFor(item),
      labels: { en: labelFor(item), sw: swahiliLabelFor(item) },
      path: `${c.path}/${item}`,
    })),
  })),
  home: [...HOME_CATEGORIES],
};
