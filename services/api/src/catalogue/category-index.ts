import { CATEGORY_ALIASES, type Category, type CategoryTree, HOME_CATEGORIES } from '@focustube/contracts';
import { BadRequestError } from '../errors.ts';
import { msg } from '../i18n.ts';
import type { CategoryRow } from './queries.ts';
import type { FeedFilter } from './queries.ts';

/** The category menu, held in memory to validate list filters without a query. */
export class CategoryIndex {
  readonly tree: CategoryTree;
  private readonly subcategories = new Map<string, Set<string>>();

  constructor(rows: CategoryRow[]) {
    const top = rows.filter((r) => r.parentKey === null);
    for (const c of top) this.subcategories.set(c.slug, new Set());
    for (const r of rows) if (r.parentKey !== null) this.subcategories.get(r.parentKey)?.add(r.slug);
    const labels = (r: CategoryRow) => ({ en: r.label, sw: r.labelSw ?? r.label });
    const results: Category[] = top.map((c) => ({
      slug: c.slug,
      label: c.label,
      labels: labels(c),
      path: c.path,
      menu: c.menu === 'main' || c.menu === 'more' ? c.menu : null,
      subcategories: rows
        .filter((r) => r.parentKey === c.key)
        .map((r) => ({ slug: r.slug, label: r.label, labels: labels(r), path: r.path })),
    }));
    this.tree = { results, home: [...HOME_CATEGORIES] };
  }

  /**
   * Turns `categories` / `subcategory` query values into a filter: case-insensitive, the spec's
   * "bussiness" spelling accepted, `/motivation/motivation`-style repeats meaning the whole category.
   * Unknown names are a 400 naming the valid ones, so a typo never looks like an empty category.
   */
  parseFilter(input: { categories?: string; subcategory?: string }): FeedFilter {
    const categories = [
      ...new Set(
        (input.categories ?? '')
          .split(',')
          .map((c) => c.trim().toLowerCase())
          .filter(Boolean)
          .map((c) => CATEGORY_ALIASES.get(c) ?? c),
      ),
    ];
    for (const c of categories) {
      if (!this.subcategories.has(c)) {
        throw new BadRequestError(
          msg('catalogue.unknownCategory', { category: c, categories: [...this.subcategories.keys()].join(', ') }),
          'categories',
        );
      }
    }
    let subcategory = input.subcategory?.trim().toLowerCase() || null;
    if (subcategory && categories.length === 1 && subcategory === categories[0]) subcategory = null;
    if (subcategory) {
      const scope = categories.length > 0 ? categories : [...this.subcategories.keys()];
      if (!scope.some((c) => this.subcategories.get(c)!.has(subcategory!))) {
        throw new BadRequestError(
          categories.length > 0
            ? msg('catalogue.unknownSubcategoryIn', { subcategory, categories: categories.join(', ') })
            : msg('catalogue.unknownSubcategory', { subcategory }),
          'subcategory',
        );
      }
    }
    return { categories: categories.sort(), subcategory };
  }

  /**
   * A moderator's choice of where a video belongs: exactly one category (and optionally one of its
   * subcategories), spelled as a list filter is. Null when no category was given.
   */
  placement(
    category?: string | null,
    subcategory?: string | null,
  ): { assigned: string; subcategory: string | null } | null {
    if (!category) return null;
    const filter = this.parseFilter({ categories: category, subcategory: subcategory ?? undefined });
    if (filter.categories.length !== 1)
      throw new BadRequestError(msg('catalogue.chooseOneCategory'), 'assigned_category');
    return { assigned: filter.categories[0]!, subcategory: filter.subcategory };
  }
}
