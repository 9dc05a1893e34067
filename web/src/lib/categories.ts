import type { CategoryTree } from '@focustube/contracts';
import { queryOptions, replaceEqualDeep, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { apiGet } from './api-client';
import { useLanguage, type Language } from './i18n';
import { STATIC_CATEGORY_TREE } from './static-categories';

export const categoryKeys = {
  all: ['categories'] as const,
  tree: () => [...categoryKeys.all, 'tree'] as const,
};

export function getCategories(signal?: AbortSignal): Promise<CategoryTree> {
  return apiGet<CategoryTree>('/api/categories', { signal });
}

/** The site's menus (/api/categories), one cached copy for the header, the lists and the moderators' forms. */
export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.tree(),
    queryFn: ({ signal }) => getCategories(signal),
    // Menus change when moderators edit them, not while someone reads a page.
    staleTime: 30 * 60_000,
  });

/** Whether a tree is exactly the copy the app ships (STATIC_CATEGORY_TREE). */
export const isShippedCategoryTree = (tree: unknown) =>
  replaceEqualDeep(STATIC_CATEGORY_TREE, tree) === STATIC_CATEGORY_TREE;

/**
 * Puts the copy the app ships in the cache as the server's answer, read at `updatedAt`: a server-rendered
 * page leaves the tree out of its data when the two are the same (12 KB of every page).
 */
export function seedShippedCategoryTree(queryClient: QueryClient, updatedAt: number) {
  queryClient.setQueryData(categoryKeys.tree(), STATIC_CATEGORY_TREE, { updatedAt });
}

type Labelled = { label: string; labels?: Partial<Record<Language, string>> };
const labelIn = (entry: Labelled, language: Language) => entry.labels?.[language] ?? entry.label;

/** The tree with every `label` in `language` (the tree stores both: `labels: { en, sw }`). */
export function treeInLanguage(tree: CategoryTree, language: Language): CategoryTree {
  if (language === 'en') return tree;
  return {
    ...tree,
    results: tree.results.map((category) => ({
      ...category,
      label: labelIn(category, language),
      subcategories: category.subcategories.map((sub) => ({ ...sub, label: labelIn(sub, language) })),
    })),
  };
}

/**
 * The category tree, its labels in the reader's language: the spec's static copy at once, the server's
 * as soon as it answers (or if it never does). Menus, chips and breadcrumbs all read their labels here.
 */
export function useCategories(): CategoryTree {
  const { data } = useQuery({ ...getCategoriesQueryOptions(), placeholderData: STATIC_CATEGORY_TREE });
  const language = useLanguage();
  const tree = data ?? STATIC_CATEGORY_TREE;
  return useMemo(() => treeInLanguage(tree, language), [tree, language]);
}

/** The label a reader knows a category or subcategory by, e.g. "Mind_Set" or "Build a PC". */
export function useCategoryLabel(category: string | undefined, subcategory: string | null): string | undefined {
  const tree = useCategories();
  if (!category) return undefined;
  const entry = tree.results.find((c) => c.slug === category);
  if (subcategory) return entry?.subcategories.find((s) => s.slug === subcategory)?.label ?? titleCase(subcategory);
  return entry?.label ?? titleCase(category);
}

const titleCase = (slug: string) => slug.replace(/[-_]+/g, ' ').replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/** A category's whole list: a menu section's own path is a prefix, its whole list at {path}/{slug} (e.g. /health/health). */
export const wholeListPath = (category: CategoryTree['results'][number]): string =>
  category.subcategories.length > 0 ? `${category.path}/${category.slug}` : category.path;

/** A list a search can point to: a category's whole list or a subcategory's, named in the reader's language. */
export type ListMatch = { label: string; parent: string | null; path: string };

const wordsOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The lists whose name a search names, in English or Kiswahili ("afya", "biashara", "machine learning"):
 * every word of the list's name is among the search's words. Titles are mostly English, so a Kiswahili
 * search may find no video while its subject has a list. `tree` is in the reader's language; at most
 * `limit`, categories first.
 */
export function listsNamedBy(tree: CategoryTree, q: string, limit = 4): ListMatch[] {
  const asked = new Set(wordsOf(q));
  if (asked.size === 0) return [];
  /** How many words of the entry's name the search has, when it has them all (0: not named). */
  const named = (entry: Labelled & { slug: string }) =>
    Math.max(
      0,
      ...[entry.label, ...Object.values(entry.labels ?? {}), entry.slug.replace(/-/g, ' ')].map((name) => {
        const words = wordsOf(name);
        return words.length > 0 && words.every((word) => asked.has(word)) ? words.length : 0;
      }),
    );
  const found: (ListMatch & { words: number })[] = [];
  const seen = new Set<string>();
  const add = (match: ListMatch & { words: number }) => {
    if (match.words === 0 || seen.has(match.path)) return;
    seen.add(match.path);
    found.push(match);
  };
  for (const category of tree.results) {
    if (category.menu === null) continue;
    add({ label: category.label, parent: null, path: wholeListPath(category), words: named(category) });
  }
  for (const category of tree.results) {
    if (category.menu === null) continue;
    for (const sub of category.subcategories)
      add({ label: sub.label, parent: category.label, path: sub.path, words: named(sub) });
  }
  // The fullest match first ("machine learning": Machine Learning before Learning); then sections first.
  return found
    .sort((a, b) => b.words - a.words)
    .slice(0, limit)
    .map(({ label, parent, path }) => ({ label, parent, path }));
}
