// Issue 14 item 5, languages: the words the page's scripts write (web/app.js, the feature folders,
// web/common/), in Chromium.
// - In the pseudo-language `en-XA` every catalogued message shows wrapped in ⟦ ⟧, so
//   uncataloguedText() (tests/browsers/support/page-scripts.mjs) finds the text no catalog gave;
//   it finds none on the whole page in each state whose words the scripts write: start-up, a
//   mistyped board, ignored URL parameters, solved, playing back and paused, a hint on show, a
//   small board played to its goal by hand (the celebration and the best list), the share panel
//   open with a link copied, and the picture panel with a built-in picture and a refused file.
// - Switching the language in the page (#language) after solving keeps the board, the solution
//   and the step on show, and writes the status, the step's name, the solution card and the
//   board's names in the new language; switching back gives the English again.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { uncataloguedText } from '../browsers/support/page-scripts.mjs';
import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

/** Opens the page in `query` (with lang=en-XA) and waits until it has checked its board. */
async function openPseudo(t, query = '') {
  const app = await browser.openUrl(t, `${browser.baseUrl}index.html?lang=en-XA${query}`, {
    waitForLoaded: false, // the fixture waits for the English loading sentence to go
    pseudoLanguage: true,
  });
  await app.page.waitForFunction(() => {
    const status = document.getElementById('status')?.textContent ?? '';
    return status !== '' && !status.includes('Loading the solver');
  });
  app.assertNoErrors('on load');
  return app;
}

/**
 * Asserts that uncataloguedText() finds nothing on the whole page: the words of the page's scripts
 * checked in their working states here, and the markup's and the lab's around them as they are
 * in those states (their own states: languages-markup and languages-lab).
 */
async function allCatalogued(app, when) {
  const found = await app.page.evaluate(uncataloguedText);
  assert.deepEqual(
    found.map(({ where, text }) => `${where}: ${text}`),
    [],
    `text from no catalog ${when}`,
  );
}

const statusText = (app) => app.page.locator('#status').textContent();

test('en-XA: start-up, ignored URL parameters and a mistyped board come from the catalogs', async (t) => {
  const app = await openPseudo(t, '&speed=999&lab=nowhere&algorithm=nothing');
  const notice = app.page.locator('#notice');
  await notice.waitFor();
  assert.match(await notice.textContent(), /^⟦Ignored the "speed" parameter: ⟦expected/);
  assert.match(await notice.textContent(), /⟦Ignored the algorithm "nothing"/);
  await app.page.locator('#coach:not([hidden]) #distance[data-state="exact"]').waitFor();
  await allCatalogued(app, 'at start-up');
  // Edit mode's button changes its words.
  await app.page.locator('#edit').click();
  await allCatalogued(app, 'in edit mode');
  await app.page.locator('#edit').click();

  await app.page.locator('#board-text').fill('1 2 3 4 5 6 7 8 8');
  await app.page.locator('#board-text-error:not([hidden])').waitFor();
  assert.match(await statusText(app), /^⟦⟦Invalid board: .*⟧ ?Fix the board text/);
  await allCatalogued(app, 'with a mistyped board');
});

test('en-XA: solved, playing back, paused, and a hint on show come from the catalogs', async (t) => {
  const app = await openPseudo(t);
  await app.page.locator('#solve').click();
  await app.page.waitForFunction(() =>
    /Solution requires 31 steps/.test(document.getElementById('status').textContent),
  );
  await app.page.locator('#stats dt').first().waitFor();
  await allCatalogued(app, 'once solved');

  await app.page.locator('#play').click();
  await app.page.waitForFunction(() => Number(document.getElementById('scrubber').value) >= 2);
  await allCatalogued(app, 'while playing back');
  await app.page.locator('#pause').click();
  await app.page.locator('#pause[disabled]').waitFor();
  await app.page.waitForFunction(() =>
    /Paused at step/.test(document.getElementById('announcer').textContent),
  );
  await allCatalogued(app, 'paused (and its announcement)');

  await app.page.locator('#hint:not([disabled])').click();
  await app.page.locator('#hint-text:not([hidden])').waitFor();
  assert.match(await app.page.locator('#hint-text').textContent(), /^⟦Hint: slide \d+ ⟦\w+⟧/);
  await allCatalogued(app, 'with a hint on show');
  app.assertNoErrors();
});

test('en-XA: a board played to its goal by hand: the celebration and the best list', async (t) => {
  const app = await openPseudo(t, '&board=1,2,3,4,5,6,7,0,8');
  await app.page.locator('#distance[data-state="exact"]').waitFor();
  // Tile 8 is right of the blank: one click slides it into place.
  await app.page.locator('#board [data-tile="8"] button').click();
  await app.page.locator('#celebration:not([hidden])').waitFor();
  await app.page.waitForFunction(() =>
    /the shortest is 1/.test(document.getElementById('celebration-text').textContent),
  );
  await app.page.locator('#best-results:not([hidden])').waitFor();
  await allCatalogued(app, 'with the celebration and the best list');
  assert.match(await statusText(app), /^⟦Solved in ⟦1 move⟧.⟧$/);
  app.assertNoErrors();
});

test('en-XA: the share panel and the picture panel come from the catalogs', async (t) => {
  const app = await openPseudo(t);
  await app.page.locator('#embed-details > summary').click();
  await app.page.locator('#embed-code').waitFor();
  await app.page.locator('#copy-link').click();
  await app.page.locator('.confirmation:not([hidden])').waitFor(); // beside the button
  await allCatalogued(app, 'with the share panel open and a link copied');
  // The embed code's title (the frame's name on a course page) is the page's words too.
  assert.match(
    await app.page.locator('#embed-code').inputValue(),
    /title="⟦N-Puzzle Lab: ⟦8-puzzle⟧/,
  );

  await app.page.locator('#picture-scenes button').first().click();
  await app.page.locator('#picture-crop-area:not([hidden])').waitFor();
  await allCatalogued(app, 'with a built-in picture on the tiles');
  await app.page.locator('#picture-file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await app.page.locator('#picture-message:not([hidden])').waitFor();
  assert.match(
    await app.page.locator('#picture-message').textContent(),
    /^⟦“notes\.txt” is not an image/,
  );
  await allCatalogued(app, 'with a refused file in the picture panel');
});

test('switching the language after solving keeps the board, the solution and the step', async (t) => {
  const app = await browser.openApp(t);
  await app.button('Solve').click();
  assert.equal(await app.waitForStatus(/^Solution requires/), 'Solution requires 31 steps');
  for (let step = 0; step < 5; step++) await app.page.locator('#step-forward').click();
  await app.page.waitForFunction(() => document.getElementById('scrubber').value === '5');
  // The URL follows the page a moment later (its rewrites are throttled).
  await app.page.waitForFunction(() => new URLSearchParams(location.search).get('step') === '5');
  const board = app.boardParam();
  const englishLabel = await app.page.locator('#step-label').textContent();
  assert.match(englishLabel, /^Step 5 of 31: Move \d+ (up|down|left|right)$/);
  const tile = /Move (\d+)/.exec(englishLabel)[1];

  await app.page.locator('#language').selectOption('de');
  await app.waitForStatus('Die Lösung braucht 31 Schritte');
  assert.match(
    await app.page.locator('#step-label').textContent(),
    new RegExp(`^Schritt 5 von 31: ${tile} nach (oben|unten|links|rechts) schieben$`),
  );
  assert.equal(await app.page.locator('#scrubber').inputValue(), '5', 'the step is kept');
  await app.page.waitForFunction(() => new URLSearchParams(location.search).get('lang') === 'de');
  assert.deepEqual(app.boardParam(), board, 'the board is kept');
  assert.equal(new URL(app.page.url()).searchParams.get('step'), '5', 'the URL keeps the step');
  assert.equal(await app.page.locator('#solution-card').isHidden(), false, 'the solution is kept');
  assert.deepEqual(await app.page.locator('#stats dt').allTextContents(), [
    'Länge',
    'Kürzestmöglich',
    'Untere Schranke',
    'Algorithmus',
    'Heuristik',
    'Expandiert',
    'Erzeugt',
    'Max. Front',
    'Zeit',
    'Spitzenspeicher',
  ]);
  assert.equal(await app.page.locator('#move-list li').count(), 31);
  assert.match(
    await app.page.locator('#move-list li').first().textContent(),
    /^1\.\d+ nach \w+ schieben$/,
  );
  await app.page.getByRole('grid', { name: 'Spielbrett' }).waitFor();
  await app.page.getByRole('button', { name: `Plättchen ${tile}`, exact: true }).waitFor();
  assert.match(
    await app.page.locator('#distance').textContent(),
    /^26 Züge vom Ziel \(kürzester Weg\)$/,
  );

  // The playback goes on from where it was, in German.
  await app.page.locator('#step-forward').click();
  await app.page.waitForFunction(() =>
    /^Schritt 6 von 31: /.test(document.getElementById('step-label').textContent),
  );

  await app.page.locator('#language').selectOption('en');
  await app.waitForStatus('Solution requires 31 steps');
  assert.match(await app.page.locator('#step-label').textContent(), /^Step 6 of 31: Move \d+ \w+$/);
  await app.grid.waitFor();
  assert.match(
    await app.page.locator('#distance').textContent(),
    /^25 moves from the goal \(shortest\)$/,
  );
  app.assertNoErrors();
});

test('switching the language rewrites the notice, the status and the names the scripts gave', async (t) => {
  const app = await browser.openApp(t, '?speed=999&algorithm=nothing');
  const notice = app.page.locator('#notice');
  assert.match(
    await notice.textContent(),
    /^Ignored the "speed" parameter: .* Ignored the algorithm "nothing": the choices are /,
  );
  assert.equal(await app.statusText(), 'Ready to solve.');

  await app.page.locator('#language').selectOption('es');
  await app.waitForStatus('Listo para resolver.');
  assert.match(
    await notice.textContent(),
    /^Se ignoró el parámetro «speed»: se esperaban movimientos .* Se ignoró el algoritmo «nothing»: las opciones son /,
  );
  await app.page.getByRole('grid', { name: 'Tablero del puzle' }).waitFor();
  await app.page.getByRole('button', { name: 'Ficha 8', exact: true }).waitFor();
  assert.equal(
    await app.page.locator('#hint').getAttribute('title'),
    'Muestra el siguiente movimiento de un camino más corto (H)',
  );
  assert.equal(
    await app.page.locator('#memory-note').textContent(),
    'Este navegador recuerda tu tablero y tus ajustes.',
  );
  assert.match(await app.page.locator('#algorithm option:checked').textContent(), /^Automático/);

  await app.page.locator('#language').selectOption('zh');
  await app.waitForStatus('可以求解。');
  assert.match(await notice.textContent(), /^已忽略参数“speed”/);
  app.assertNoErrors();
});

test('switching the language keeps the celebration and the best list, in the new words', async (t) => {
  const app = await browser.openApp(t, '?board=1,2,3,4,5,6,7,0,8');
  await app.page.locator('#distance[data-state="exact"]').waitFor();
  await app.tile(8).click();
  await app.page.waitForFunction(() =>
    /^1 move — the shortest is 1$/.test(document.getElementById('celebration-text').textContent),
  );
  const time = /^Time (\d+:\d\d\.\d)\./.exec(
    await app.page.locator('#celebration-detail').textContent(),
  )[1];

  await app.page.locator('#language').selectOption('de');
  await app.waitForStatus('Gelöst in 1 Zug.');
  assert.equal(await app.page.locator('#celebration').isHidden(), false, 'still celebrating');
  assert.equal(
    await app.page.locator('#celebration-text').textContent(),
    '1 Zug – der kürzeste Weg hat 1',
  );
  assert.equal(
    await app.page.locator('#celebration-detail').textContent(),
    `Zeit ${time}. Eine kürzeste Lösung! Neue Bestleistung auf diesem Brett.`,
  );
  assert.match(
    await app.page.locator('#best-list li').first().textContent(),
    new RegExp(`^1 Zug in ${time.replace('.', '\\.')} · `),
  );
  assert.equal(await app.moveCount(), 1, 'the move count is kept');
  app.assertNoErrors();
});

test('a solver that cannot start is said again in the language switched to', async (t) => {
  const base = await browser.serve(t, {
    // The host header docs/architecture.md gives, without 'wasm-unsafe-eval' ('unsafe-inline'
    // lets the inline start-up guard run; the page's own policy still pins it by hash).
    csp: "default-src 'self'; script-src 'self' 'unsafe-inline'; worker-src 'self' blob:",
  });
  const app = await browser.openUrl(t, `${base}index.html`, { waitForLoaded: false });
  await app.waitForStatus(/does not allow WebAssembly/, 20_000);
  await app.page.locator('#language').selectOption('de');
  assert.match(
    await app.statusText(),
    /^Die Sicherheitsrichtlinie dieser Website .* erlaubt kein WebAssembly, .*npuzzle-lab\.html\.$/,
  );
  app.assertNoErrors(); // Chromium reports the refused compile as warnings only
});
