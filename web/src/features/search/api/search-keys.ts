/** Query keys for the search feature. */
export const searchKeys = {
  all: ['search'] as const,
  suggestions: (text: string) => [...searchKeys.all, 'suggestions', text] as const,
  results: (q: string) => [...searchKeys.all, 'results', q] as const,
};
