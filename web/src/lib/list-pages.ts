import { listPageParam } from '@focustube/contracts';
import { useSearchParams } from 'react-router-dom';

/**
 * The page a list or search results start at: `?page=N` (N ≥ 2), the address of a plain link a reader
 * without JavaScript followed, or one shared or found in a search engine; 1 otherwise. The server reads
 * the same rule (contracts' listPageParam), so both draw the same page.
 */
export function useListPage(): number {
  return listPageParam(useSearchParams()[0].get('page')) ?? 1;
}

/**
 * The address of page `page` of the list at `pathname`, with the parameters its address carries (`keep`:
 * the search's `q`, Best First's `ordering`), in that order; the first page's has no `page`. Built from what
 * the page reads rather than copied from the address, so the server's HTML and the browser's render name
 * the same link whatever else the address holds (a tracking parameter, `?lang=`).
 */
export function listPageHref(
  pathname: string,
  page: number,
  keep: Record<string, string | null | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(keep)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
