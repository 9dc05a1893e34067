/**
 * The web project runs its files one after another in one worker and one jsdom (isolate: false): each
 * file starts as on a fresh jsdom, without the storage, cookies, markup, stubbed globals or fake timers
 * a file before it left behind.
 */
import { afterAll, beforeAll, vi } from 'vitest';

beforeAll(() => {
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
});

afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
