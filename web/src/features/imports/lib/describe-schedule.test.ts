import { describe, expect, it } from 'vitest';

import { describeSchedule } from './describe-schedule';

describe('describeSchedule', () => {
  it('words a daily pattern and leaves any other as it is', () => {
    expect(describeSchedule('0 3 * * *')).toBe('Every day at 03:00');
    expect(describeSchedule('30 14 * * *')).toBe('Every day at 14:30');
    expect(describeSchedule('0 */6 * * *')).toBe('0 */6 * * *');
  });
});
