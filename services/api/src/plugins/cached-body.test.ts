import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedBody, matchesIfNoneMatch } from './cached-body.ts';

describe('CachedBody', () => {
  it('keeps each compressed form once, and each decodes to the body', () => {
    const body = new CachedBody(JSON.stringify({ results: Array.from({ length: 50 }, (_, i) => ({ i, t: 'title' })) }));
    const br = body.encoded('br');
    expect(body.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).equals(body.bytes)).toBe(true);
    expect(gunzipSync(body.encoded('gzip')).equals(body.bytes)).toBe(true);
  });

  it('has a weak validator that depends only on the content', () => {
    expect(new CachedBody('[1]').etag).toBe(new CachedBody('[1]').etag);
    expect(new CachedBody('[1]').etag).not.toBe(new CachedBody('[2]').etag);
    expect(new CachedBody('[1]').etag).toMatch(/^W\/"[\w-]+"$/);
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['"abd"', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});
