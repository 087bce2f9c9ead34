// Lists the text on the page that comes from no message catalog (web/i18n/), for whoever adds a
// string or a language: opens the built site (dist/) in Debian's Chromium in the pseudo-language
// `en-XA`, where every catalogued message shows wrapped in ⟦ ⟧, and prints each visible text and
// accessible name found outside the brackets, with where it is. Exit 1 when there is any.
//
//   node scripts/i18n-report.mjs ['board=8,6,7,2,5,4,3,0,1&lab=compare']   (more URL parameters)
//   SOLVE=1 node scripts/i18n-report.mjs   (press Solve first and wait for the answer)
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

import { allowPseudoLanguage, uncataloguedText } from '../tests/browsers/support/page-scripts.mjs';
import { PSEUDO_LANGUAGE_SWITCH } from '../web/common/i18n.js';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './chromium-args.mjs';
import { serveStatic } from './serve.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const server = await serveStatic(join(ROOT, 'dist'), { port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.addInitScript(allowPseudoLanguage, PSEUDO_LANGUAGE_SWITCH);
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`console error: ${message.text()}`);
  });
  const query = ['lang=en-XA', process.argv[2]].filter(Boolean).join('&');
  await page.goto(`http://127.0.0.1:${server.address().port}/index.html?${query}`);
  await page.waitForFunction(() => !document.querySelector('#solve')?.disabled);
  if (process.env.SOLVE) {
    await page.click('#solve');
    await page.waitForFunction(() => !document.querySelector('#solve')?.disabled);
  }
  const found = await page.evaluate(uncataloguedText);
  for (const { where, text } of found) console.log(`${where}\n    ${text}`);
  console.log(`${found.length} text(s) from no catalog (?${query})`);
  process.exitCode = found.length === 0 ? 0 : 1;
} finally {
  await browser.close();
  server.close();
}
