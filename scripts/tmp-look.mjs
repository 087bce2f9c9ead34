import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveStatic } from './serve.mjs';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const server = await serveStatic(join(ROOT, 'dist'), { port: 0, prefix: '/lab/' });
const base = `http://127.0.0.1:${server.address().port}/lab/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const out = '/tmp/look';
async function look(name, { width, height, dark = false, touch = false, url, act }) {
  const page = await browser.newPage({ viewport: { width, height }, colorScheme: dark ? 'dark' : 'light',
    ...(touch ? { hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : {}) });
  await page.goto(url);
  await page.waitForTimeout(1500);
  if (act) await act(page);
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/${name}.png` });
  await page.close();
}
const timed = async (page) => {
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft']) {
    await page.locator('#board').focus().catch(() => {});
    await page.keyboard.press(key); await page.waitForTimeout(200);
  }
  await page.locator('#speedsolve-card').scrollIntoViewIfNeeded();
};
const mtm = async (page) => {
  await page.selectOption('#move-metric', 'mtm');
  await page.keyboard.press('Shift+ArrowLeft').catch(() => {});
};
for (const dark of [false, true]) {
  const d = dark ? '-dark' : '';
  await look(`desktop-timed${d}`, { width: 1366, height: 768, dark, url: `${base}?scramble=3x3:12345`, act: timed });
  await look(`phone-timed${d}`, { width: 390, height: 844, dark, touch: true, url: `${base}?scramble=4x4:77`, act: timed });
  await look(`desktop-mtm${d}`, { width: 1366, height: 768, dark, url: `${base}?board=8,6,7,2,5,4,3,0,1`, act: mtm });
}
await look('phone-mtm', { width: 390, height: 844, touch: true, url: `${base}?board=8,6,7,2,5,4,3,0,1`, act: mtm });
await browser.close(); server.close();
