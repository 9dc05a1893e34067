import { describe, expect, it } from 'vitest';
import { LIST_PAGE_MAX, listPageParam } from './page-parameters.ts';

describe('listPageParam', () => {
  it('reads a page from 2 on, as its number', () => {
    expect(listPageParam('2')).toBe(2);
    expect(listPageParam('37')).toBe(37);
    expect(listPageParam('02')).toBe(2);
    expect(listPageParam(String(LIST_PAGE_MAX))).toBe(LIST_PAGE_MAX);
  });

  it('takes anything that is not such a page for the first page', () => {
    for (const value of [
      null,
      undefined,
      '',
      '1',
      '0',
      '00',
      '-2',
      '+2',
      '2.5',
      '2.0',
      '1e3',
      ' 2',
      '2 ',
      'two',
      '0x10',
      '２',
    ])
      expect(listPageParam(value), String(value)).toBeNull();
  });

  it('takes a page past any list’s end, or a number too long to be one, for the first page', () => {
    expect(listPageParam(String(LIST_PAGE_MAX + 1))).toBeNull();
    expect(listPageParam('99999999999999999999')).toBeNull();
  });
});
