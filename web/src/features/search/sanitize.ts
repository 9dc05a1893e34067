// As contracts' sanitizeSearchText (which the search box uses), plus punctuation: combining marks
// belong to letters of scripts such as Hindi; variation selectors only dress up emoji.
const NOT_TITLE_TEXT = /[^\p{L}\p{Mn}\p{Mc}\p{N}\p{P}\s]|[\uFE00-\uFE0F]/gu;

/** Suggestion titles show only letters, numbers, punctuation and spaces (spec §5); emoji and symbols go. */
export function cleanSuggestionTitle(title: string): string {
  return title.replace(NOT_TITLE_TEXT, '').replace(/\s+/g, ' ').trim();
}
