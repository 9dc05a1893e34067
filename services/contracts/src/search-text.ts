// Combining marks (\p{Mn}, \p{Mc}) stay: they are part of letters in scripts such as Hindi or
// Arabic, and dropping them would turn "हिंदी" into something else. Variation selectors are marks
// too, but only dress up emoji, so they go with them.
const NOT_SEARCH_TEXT = /[^\p{L}\p{Mn}\p{Mc}\p{N}\s]|[\uFE00-\uFE0F]/gu;

/**
 * Search text keeps only letters (with their marks), digits and whitespace (spec §5). Spacing is kept,
 * so a search box can apply it as the user types.
 */
export function sanitizeSearchText(text: string): string {
  return text.replace(NOT_SEARCH_TEXT, '');
}

/** The text a search or suggestion query is run with: sanitized, spaces collapsed, trimmed. */
export function cleanSearchQuery(text: string): string {
  return sanitizeSearchText(text).replace(/\s+/g, ' ').trim();
}
