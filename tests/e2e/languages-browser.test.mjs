// Issue 14 item 5: without a `lang` parameter the page starts in the first of the browser's
// languages it has, else English; a `lang` in the link wins over the browser's. The browser's
// language is Chromium's own locale emulation (navigator.languages, Accept-Language), as a
// visitor's browser set to that language would report it.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const BOARD = '?board=8,6,7,2,5,4,3,0,1';

/** The language the page shows: <html lang> and the words on Solve. */
async function shown(app) {
  return app.page.evaluate(() => ({
    lang: document.documentElement.lang,
    solve: document.getElementById('solve')?.textContent?.trim(),
  }));
}

for (const [locale, query, expected] of [
  ['de-DE', BOARD, { lang: 'de', solve: 'Lösen' }],
  ['es-MX', BOARD, { lang: 'es', solve: 'Resolver' }],
  ['zh-CN', BOARD, { lang: 'zh-Hans', solve: '求解' }],
  ['fr-FR', BOARD, { lang: 'en', solve: 'Solve' }],
  ['de-DE', `${BOARD}&lang=es`, { lang: 'es', solve: 'Resolver' }],
]) {
  test(`a browser in ${locale} opening ${query} shows the page in ${expected.lang}`, async (t) => {
    const app = await browser.openApp(t, query, { contextOptions: { locale } });
    assert.deepEqual(
      await app.page.evaluate(() => navigator.languages[0]),
      locale,
      'the browser reports its language',
    );
    assert.deepEqual(await shown(app), expected);
  });
}
