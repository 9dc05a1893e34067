import { describe, expect, it } from 'vitest';
import { GIFT_CODE_ALPHABET, GIFT_CODE_PATTERN } from '@focustube/contracts';
import { generateGiftCode } from './gift-community.ts';

describe('generateGiftCode', () => {
  it('makes readable GIFT-XXXX-XXXX codes from an alphabet without look-alikes', () => {
    expect(GIFT_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    const codes = Array.from({ length: 2000 }, generateGiftCode);
    for (const code of codes) expect(code).toMatch(GIFT_CODE_PATTERN);
    // 31^8 codes: 2,000 draws repeat one with a chance of about 2 in a million.
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join('').replace(/GIFT|-/g, ''))).toEqual(new Set(GIFT_CODE_ALPHABET));
  });
});
