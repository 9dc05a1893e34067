/** `next`/`previous` paths for an offset-paged list; `keep` holds the filters every link repeats. */
export function pageLinks(
  base: string,
  page: number,
  size: number,
  total: number,
  keep: Record<string, string | undefined> = {},
): { next: string | null; previous: string | null } {
  const link = (p: number) => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(keep)) if (v) search.set(k, v);
    search.set('page', String(p));
    search.set('page_size', String(size));
    return `${base}?${search}`;
  };
  return { next: page * size < total ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null };
}
