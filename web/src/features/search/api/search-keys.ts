/** Query keys for the search feature. */
export const searchKeys = {
  all: ['search'] as const,
  suggestions: (text: string) => [...searchKeys.all, 'suggestions', text] as const,
  /** From page `page` on: results opened at a later page (`?page=3`) are pages of their own. */
  results: (q: string, page = 1) => [...searchKeys.all, 'results', q, ...(page > 1 ? [page] : [])] as const,
};
