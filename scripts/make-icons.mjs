// Renders the app icons (web/pwa/icon.svg, icon-maskable.svg) to the PNG sizes the web app
// manifest and iOS ask for (iOS rounds the corners itself: its icon is the full-bleed one), with Debian's Chromium. The PNGs are checked in; run this again
// after changing an SVG:  node scripts/make-icons.mjs
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

const dir = new URL('../web/pwa/', import.meta.url).pathname;
const ICONS = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon.png', size: 180 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const { svg, png, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = await readFile(join(dir, svg), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`,
    );
    await page.screenshot({ path: join(dir, png), omitBackground: true });
    await page.close();
    console.log(`web/pwa/${png}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
