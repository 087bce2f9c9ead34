// Issue 14 item 5, languages: what the solver says for people (the C++ core's messages by id,
// web/common/solver-message.js and web/i18n/<lang>/solver.js), in Chromium.
// - In the pseudo-language `en-XA` every catalogued message shows wrapped in ⟦ ⟧: a mistyped
//   board and an unsolvable board (typed, then Solve pressed) leave no text from outside the
//   catalogs in the status, the notice and the board's facts — the core's reason included, with
//   its parity words and counts each from the catalog too.
// - In German the same boards read in German, with none of the core's English left.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { uncataloguedText } from '../browsers/support/page-scripts.mjs';
import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

// Where the page shows what the solver says (uncataloguedText names a finding by its nearest id).
const SOLVER_WORDS = /^#(status|notice|board-text-error|solvable-why-text)(\s|$)/;

async function open(t, lang) {
  const app = await browser.openUrl(t, `${browser.baseUrl}index.html?lang=${lang}`, {
    waitForLoaded: false, // the fixture waits for the English loading sentence to go
    pseudoLanguage: lang === 'en-XA',
  });
  await app.page.locator('#solve:not([disabled])').waitFor({ timeout: 30_000 });
  app.assertNoErrors('on load');
  return app;
}

const textOf = async (app, selector) =>
  ((await app.page.locator(selector).textContent()) ?? '').trim();

async function typeBoard(app, board) {
  await app.page.locator('#board-text').fill(board);
}

async function solverFindings(app, when) {
  const found = await app.page.evaluate(uncataloguedText);
  assert.deepEqual(
    found
      .filter(({ where }) => SOLVER_WORDS.test(where))
      .map(({ where, text }) => `${where}: ${text}`),
    [],
    `text from no catalog ${when}`,
  );
}

test('en-XA: a mistyped board and an unsolvable one show only catalogued text', async (t) => {
  const app = await open(t, 'en-XA');
  await typeBoard(app, '1 2 3 4 5 6 7 8 8');
  await app.page.waitForFunction(() =>
    document.getElementById('status').textContent.includes('⟦tile 8 appears twice⟧'),
  );
  await solverFindings(app, 'with a duplicate tile');

  await typeBoard(app, '1 2 3/4 5/6 7 0');
  await app.page.waitForFunction(() =>
    document.getElementById('status').textContent.includes('⟦row 2 has 2 tiles, expected 3⟧'),
  );
  await solverFindings(app, 'with a short row');

  await typeBoard(app, '2 1 3 4 5 6 7 8 0');
  await app.page.waitForFunction(() =>
    /⟦Unsolvable: the tiles are ⟦1 swap⟧ from the goal \(⟦odd⟧ permutation/.test(
      document.getElementById('status').textContent,
    ),
  );
  await solverFindings(app, 'with an unsolvable board');
  await app.page.locator('#solve').click();
  await app.page.waitForFunction(() =>
    /Swapping tiles 2 and 1 would make it solvable\.⟧/.test(
      document.getElementById('status').textContent,
    ),
  );
  await solverFindings(app, 'after Solve on the unsolvable board');
  app.assertNoErrors();
});

test('de: the same boards in German, with none of the English left', async (t) => {
  const app = await open(t, 'de');
  const english = /\b(tile|appears|twice|swap|blank|goal|unsolvable|parities|expected)\b/i;

  await typeBoard(app, '1 2 3 4 5 6 7 8 8');
  await app.page.waitForFunction(() =>
    document.getElementById('status').textContent.includes('Plättchen 8 kommt zweimal vor'),
  );
  assert.doesNotMatch(await textOf(app, '#status'), english);

  await typeBoard(app, '1 2 3/4 5/6 7 0');
  await app.page.waitForFunction(() =>
    document.getElementById('status').textContent.includes('Zeile 2 hat 2 Plättchen, erwartet: 3'),
  );
  assert.doesNotMatch(await textOf(app, '#status'), english);

  await typeBoard(app, '2 1 3 4 5 6 7 8 0');
  await app.page.waitForFunction(() =>
    /Plättchen sind 1 Vertauschung vom Ziel entfernt \(ungerade Permutation, Lücke mitgezählt\)/.test(
      document.getElementById('status').textContent,
    ),
  );
  await app.page.locator('#solve').click();
  await app.page.waitForFunction(() =>
    /Ein Tausch der Plättchen 2 und 1 würde es lösbar machen\./.test(
      document.getElementById('status').textContent,
    ),
  );
  const status = await textOf(app, '#status');
  assert.doesNotMatch(status, english, status);
  app.assertNoErrors();
});
