import type { CategoryTree } from '@focustube/contracts';

import { treeInLanguage } from '@/lib/categories';
import { useLanguage, useT } from '@/lib/i18n';

import { fieldClasses } from './form-classes';

type CategoryFieldsProps = {
  /** Prefix of the two selects' ids (a `useId()`). */
  id: string;
  /** The first select's label: "Category", "New category"… */
  label: string;
  tree: CategoryTree | undefined;
  category: string;
  subcategory: string;
  onChange: (category: string, subcategory: string) => void;
  /** Marked "(now)" in the list: where the video is today. */
  current?: string | null;
};

/**
 * A category and one of its subcategories, as moderators choose them (Approve, Move). A value the tree does
 * not list (an imported video's own) stays choosable rather than silently dropped.
 */
export function CategoryFields({
  id,
  label,
  tree: anyTree,
  category,
  subcategory,
  onChange,
  current,
}: CategoryFieldsProps) {
  const t = useT();
  const language = useLanguage();
  // The tree holds both languages' labels; the reader's are shown.
  const tree = anyTree && treeInLanguage(anyTree, language);
  const subcategories = tree?.results.find((c) => c.slug === category)?.subcategories ?? [];
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-category`} className="text-sm font-medium">
          {label}
        </label>
        <select
          id={`${id}-category`}
          required
          value={category}
          onChange={(event) => onChange(event.target.value, '')}
          className={fieldClasses}
        >
          <option value="">{t('moderation.chooseCategory')}</option>
          {category && !tree?.results.some((c) => c.slug === category) && <option value={category}>{category}</option>}
          {tree?.results.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.label}
              {c.slug === current ? t('moderation.now') : ''}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-subcategory`} className="text-sm font-medium">
          {t('moderation.subcategory')}
        </label>
        <select
          id={`${id}-subcategory`}
          value={subcategory}
          onChange={(event) => onChange(category, event.target.value)}
          className={fieldClasses}
        >
          <option value="">{t('moderation.none')}</option>
          {subcategory && !subcategories.some((s) => s.slug === subcategory) && (
            <option value={subcategory}>{subcategory}</option>
          )}
          {subcategories.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
