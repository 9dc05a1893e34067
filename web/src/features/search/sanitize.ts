// Combining marks (\p{Mn}, \p{Mc}) stay: they are part of letters in scripts such as Hindi or
// Arabic, and dropping them would turn "हिंदी" into something else. Variation selectors are marks
// too, but only dress up emoji, so they go with them.
const NOT_SEARCH_TEXT = /[^\p{L}\p{Mn}\p{Mc}\p{N}\s]|[\uFE00-\uFE0F]/gu;
const NOT_TITLE_TEXT = /[^\p{L}\p{Mn}\p{Mc}\p{N}\p{P}\s]|[\uFE00-\uFE0F]/gu;

/** The header search box keeps only letters, digits and whitespace (spec §5). */
export function sanitizeSearchText(text: string): string {
  return text.replace(NOT_SEARCH_TEXT, '');
}

/** Suggestion titles show only letters, numbers, punctuation and spaces (spec §5); emoji and symbols go. */
export function cleanSuggestionTitle(title: string): string {
  return title.replace(NOT_TITLE_TEXT, '').replace(/\s+/g, ' ').trim();
}
