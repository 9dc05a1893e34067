/**
 * `npx tsx scripts/web-icons.ts`: draws FocusTube's app icons (the header's mark: a play triangle on a
 * rounded square in the brand colour) and writes them to web/public/icons/, the PNGs rasterized by the
 * Chromium the end-to-end tests drive. Run it when the mark or the brand colour changes and commit the
 * files; neither the build nor the server needs it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../test/support/browser.ts';

// web/src/index.css, light theme: --primary oklch(0.5 0.1 210), --primary-foreground oklch(0.985 0.003 250).
const PRIMARY = '#007283';
const ON_PRIMARY = '#f9fafc';
// The header's mark (components/layout/brand-logo.tsx) drawn on 32 units, scaled to 512.
const TRIANGLE = 'M208 168v176l144-88z';

/** Rounded corners, transparent outside: for browsers, desktops and the favicon. */
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="144" fill="${PRIMARY}"/>
  <path d="${TRIANGLE}" fill="${ON_PRIMARY}"/>
</svg>
`;

/**
 * Full bleed, for launchers that cut their own shape (maskable) and for iOS, which rounds the corners
 * itself and fills transparency with black. The triangle stays well inside the central circle of 80%
 * that every mask keeps.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${PRIMARY}"/>
  <path d="${TRIANGLE}" fill="${ON_PRIMARY}"/>
</svg>
`;

/** The picture a shared link of a page without one of its own shows (Open Graph's 1200×630). */
const linkPreview = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${ON_PRIMARY}"/>
  <rect x="96" y="203" width="224" height="224" rx="63" fill="${PRIMARY}"/>
  <path d="M187 276.5v77l63-38.5z" fill="${ON_PRIMARY}"/>
  <text x="372" y="300" font-family="Helvetica, Arial, sans-serif" font-size="96" font-weight="700" fill="#1b1f24">Focus<tspan fill="${PRIMARY}">Tube</tspan></text>
  <text x="376" y="380" font-family="Helvetica, Arial, sans-serif" font-size="40" fill="#4b5563">Learn without the noise: educational</text>
  <text x="376" y="432" font-family="Helvetica, Arial, sans-serif" font-size="40" fill="#4b5563">videos, each approved by a moderator.</text>
</svg>
`;

const out = fileURLToPath(new URL('../web/public/icons/', import.meta.url));
mkdirSync(out, { recursive: true });
writeFileSync(`${out}icon.svg`, icon);

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  for (const [name, svg, width, height] of [
    ['icon-192.png', icon, 192, 192],
    ['icon-512.png', icon, 512, 512],
    ['icon-maskable-512.png', fullBleed, 512, 512],
    ['apple-touch-icon.png', fullBleed, 180, 180],
    ['../og-image.png', linkPreview, 1200, 630],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${width}px;height:${height}px}</style>${svg}`,
    );
    writeFileSync(`${out}${name}`, await page.screenshot({ omitBackground: true, type: 'png' }));
    console.log(`wrote web/public/icons/${name}`);
  }
} finally {
  await browser.close();
}
