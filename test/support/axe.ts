import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core's serious and critical violations on `page` (within `include`, else the whole page), one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  // A page without frames is checked by axe.run() in the page itself: the same rules and results as
  // AxeBuilder's default (runPartial in each frame, then finishRun in a blank page it opens and loads axe
  // into a second time), in about a third of the time. A page with frames keeps the default, which also
  // reaches frames of other origins.
  if (page.frames().length === 1) builder.setLegacyMode();
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
