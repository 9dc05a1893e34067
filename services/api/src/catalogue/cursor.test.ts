import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';

describe('feed cursor', () => {
  it('round-trips a position', () => {
    const position = { approvedAt: '2024-05-01T10:20:30.123Z', id: 4711 };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each([
    '',
    'abc',
    Buffer.from('2024-05-01|x').toString('base64url'),
    Buffer.from("1' or 1=1|2").toString('base64url'),
  ])('rejects %j', (cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });
});
