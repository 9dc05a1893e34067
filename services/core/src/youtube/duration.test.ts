import { describe, expect, it } from 'vitest';
import { parseIsoDuration } from './duration.ts';

describe('parseIsoDuration', () => {
  it.each([
    ['PT45S', 45],
    ['PT4M13S', 253],
    ['PT20M', 1200],
    ['PT1H', 3600],
    ['PT1H2M3S', 3723],
    ['PT10H0M1S', 36001],
    ['P1DT2H3M4S', 93784],
    ['P1W', 604800],
    ['P0D', 0],
    ['PT1.6S', 2],
  ])('%s is %i seconds', (text, seconds) => {
    expect(parseIsoDuration(text)).toBe(seconds);
  });

  it.each([[''], [null], [undefined], ['P'], ['PT'], ['P1DT'], ['1H2M'], ['PT1H2X'], ['P1Y'], ['P1M']])(
    'refuses %j',
    (text) => {
      expect(parseIsoDuration(text)).toBeNull();
    },
  );
});
