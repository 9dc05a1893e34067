import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('formatDate', () => {
  it('formats an ISO timestamp and refuses what is not a date', () => {
    expect(formatDate('2024-05-01T10:00:00Z')).toMatch(/2024/);
    expect(formatDate(null)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });
});
