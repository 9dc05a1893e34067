/** Text as a LIKE pattern matches it literally: its `\`, `%` and `_` escaped. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for the text anywhere in a value. */
export const containingPattern = (text: string) => `%${likeEscape(text)}%`;
