import { useCategoryLabel } from '@/lib/categories';

type CategoryLabelProps = {
  /** A category's slug, as stored on a video (`business`, `Quran`). */
  category: string;
  subcategory?: string | null;
  /** Between the category and its subcategory. */
  separator?: string;
};

/** A video's category (and subcategory) as readers know them, in their language: "Biashara · Fedha". */
export function CategoryLabel({ category, subcategory = null, separator = ' · ' }: CategoryLabelProps) {
  const main = useCategoryLabel(category, null);
  const sub = useCategoryLabel(category, subcategory);
  return (
    <>
      {main}
      {subcategory && `${separator}${sub}`}
    </>
  );
}
