import type { Suggestion } from '@focustube/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiGet } from '@/lib/api-client';

import { fallbackSuggestions, type SuggestionOption } from '../fallback-suggestions';
import { useDebouncedValue } from '../use-debounced-value';

import { searchKeys } from './search-keys';

/** Wait this long after the last keystroke before asking for suggestions. */
export const SUGGESTIONS_DEBOUNCE_MS = 150;

export function getSuggestions(text: string, signal?: AbortSignal): Promise<Suggestion[]> {
  return apiGet<Suggestion[]>(`/api/suggestions?${new URLSearchParams({ query: text })}`, { signal });
}

export const getSuggestionsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(text),
    // The signal lets TanStack Query abort a request once its text is no longer the one typed.
    queryFn: ({ signal }) => getSuggestions(text, signal),
    staleTime: 5 * 60_000,
    // A failure shows the local fallback at once rather than after retries.
    retry: false,
  });

/**
 * Suggestions for what is typed: asked for only when the trimmed text is not empty, once typing
 * pauses; the spec's local sample when the call fails (§8).
 */
export function useSuggestions(text: string): { suggestions: SuggestionOption[]; isFallback: boolean } {
  const query = useDebouncedValue(text.trim(), SUGGESTIONS_DEBOUNCE_MS);
  const result = useQuery({
    ...getSuggestionsQueryOptions(query),
    enabled: query.length > 0,
    // Keep the last list on screen while the next one loads, so it does not flicker per keystroke.
    placeholderData: keepPreviousData,
  });
  if (query.length === 0 || text.trim().length === 0) return { suggestions: [], isFallback: false };
  if (result.isError) return { suggestions: fallbackSuggestions(query), isFallback: true };
  return { suggestions: result.data ?? [], isFallback: false };
}
