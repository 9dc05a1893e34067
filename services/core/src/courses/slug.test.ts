import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugFromTitle } from './slug.ts';

describe('course addresses', () => {
  it('are made from the title, without marks or punctuation', () => {
    expect(slugFromTitle('Python from zero!')).toBe('python-from-zero');
    expect(slugFromTitle('Français pour débutants')).toBe('francais-pour-debutants');
    expect(slugFromTitle('عربي')).toBe('course');
  });

  it('never take the editor’s own address', () => {
    expect(slugFromTitle('New')).toBe('new-course');
    expect(slugFromTitle('New!')).toBe('new-course');
    expect(slugFromTitle('New beginnings')).toBe('new-beginnings');
  });

  it('get a number when taken, within the length limit', () => {
    expect(firstFreeSlug('intro', new Set(['intro', 'intro-2']))).toBe('intro-3');
    expect(firstFreeSlug('a'.repeat(80), new Set(['a'.repeat(80)])).length).toBeLessThanOrEqual(80);
  });
});
