import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core's serious and critical violations on `page` (within `include`, else the whole page), one line each.
 *
 * axe runs in the page itself, loaded into it once (until it navigates away), with full details for
 * violations only; AxeBuilder (`@axe-core/playwright`) loaded axe's 550 KB again for every check, ran each
 * frame's part, then finished in a blank page of its own and detailed every passing node too: three to four
 * times as long, and its current version wants Node 22. Frames are left out (`iframes: false`): the only
 * ones on our pages are YouTube's player, whose inside is YouTube's; the frame element itself (its title)
 * is checked like any other.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async (selector) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(selector ? { include: [[selector]] } : document, {
          iframes: false,
          resultTypes: ['violations'],
        })
      ).violations.map(({ id, impact, nodes }) => ({ id, impact, nodes: nodes.map(({ target }) => ({ target })) })),
    include,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * `seriousViolations` in light and then in dark on the same page, each line naming its scheme: the
 * system's colour scheme is switched as a visitor's phone does at dusk (the app follows it until the
 * visitor picks a theme), and colours are measured once every transition has ended (not a skeleton's
 * endless pulse).
 */
export async function seriousViolationsLightAndDark(page: Page, include?: string): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      colorScheme === 'dark',
    );
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          // One cancelled meanwhile (its element gone) has nothing left to draw.
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    found.push(...(await seriousViolations(page, include)).map((line) => `${line} (${colorScheme})`));
  }
  return found;
}
