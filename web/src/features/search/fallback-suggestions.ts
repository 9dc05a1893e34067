/** A suggestion the list can show; `id` is absent for local fallbacks, which search for their title instead. */
export type SuggestionOption = { id?: string; title: string; description: string };

/** The local sample shown when the suggestions call fails (spec §8). */
export const FALLBACK_SUGGESTIONS: readonly SuggestionOption[] = [
  { title: 'AI in healthcare', description: 'How artificial intelligence is changing medicine.' },
  { title: 'travel tips for Africa', description: 'Planning a trip across the continent.' },
];

/** The fallback suggestions whose title contains the typed text, ignoring case. */
export function fallbackSuggestions(text: string): SuggestionOption[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [];
  return FALLBACK_SUGGESTIONS.filter((suggestion) => suggestion.title.toLocaleLowerCase().includes(needle));
}
