const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe inside XML or HTML, as element content or a quoted attribute (sitemaps, the pages' head). */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
