/** A cookie's value in a Cookie header (or `document.cookie`), or null when it is not there. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const [key, value] = pair.split('=', 2);
    if (key?.trim() === name) return value ?? '';
  }
  return null;
}
