// Issue 14 item 5, languages: the words the teaching lab's scripts write (web/lab/), in Chromium.
// - In the pseudo-language `en-XA` every catalogued message shows wrapped in ⟦ ⟧, so
//   uncataloguedText() (tests/browsers/support/page-scripts.mjs) finds the text no catalog gave.
//   Each lab tab is brought into its working state: step mode stepped with its search tree and
//   a node picked, a comparison run, weighted A* run, the solvability of a solvable and of an
//   unsolvable board, the heuristic drawn for several heuristics, the consistency runs, and a
//   small experiment finished. Nothing in the lab may show text from no catalog.
// - Switching the language in the page (#language) with all those results on show says them
//   again in German without asking the worker for anything (no search runs again) and without
//   losing them: the same position, the same numbers.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { uncataloguedText } from '../browsers/support/page-scripts.mjs';
import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

// Seed 003's first pair: every search finishes in milliseconds, and A* needs 12 moves.
const BOARD = '&board=5,8,7,1,0,4,3,2,6&goal=5,7,6,3,0,8,4,1,2';
const UNSOLVABLE = '&board=2,1,3,4,5,6,7,8,0&goal=1,2,3,4,5,6,7,8,0';

/** Opens the page in the pseudo-language with `query` and waits until Solve can be pressed. */
async function openPseudo(t, query) {
  const app = await browser.openUrl(t, `${browser.baseUrl}index.html?lang=en-XA${query}`, {
    waitForLoaded: false, // the fixture waits for the English loading sentence to go
    pseudoLanguage: true,
  });
  await app.page.waitForFunction(() => !document.querySelector('#solve')?.disabled);
  app.assertNoErrors('on load');
  return app;
}

/**
 * What uncataloguedText() finds inside the lab (#lab and everything in it): everything else is
 * set aside for the look (translate="no", which the check skips), as a finding's `where` names
 * only its nearest id within four levels, which is not always the lab's.
 */
async function labFindings(page) {
  await page.evaluate(() => {
    window.__setAside = [];
    for (let at = document.getElementById('lab'); at && at !== document.body;) {
      const parent = at.parentElement;
      for (const sibling of parent?.children ?? []) {
        if (sibling === at || sibling.hasAttribute('translate')) continue;
        sibling.setAttribute('translate', 'no');
        window.__setAside.push(sibling);
      }
      at = parent;
    }
  });
  try {
    const found = await page.evaluate(uncataloguedText);
    return found
      .filter(({ where }) => where !== 'title')
      .map(({ where, text }) => `${where}: ${text}`);
  } finally {
    await page.evaluate(() => {
      for (const element of window.__setAside) element.removeAttribute('translate');
    });
  }
}

async function assertCatalogued(page, when) {
  assert.deepEqual(await labFindings(page), [], `text from no catalog in the lab ${when}`);
}

async function openTab(page, id) {
  await page.locator(`#tab-${id}`).click();
  await page.locator(`#panel-${id}`).waitFor();
}

/** The messages the page has sent the solver worker so far (tests/e2e/support's recorder). */
const sentToWorker = (page) =>
  page.evaluate(() => window.__workerMessages.filter((m) => m.direction === 'out').length);

/** Brings every lab tab into its working state, asserting after each that all is catalogued. */
async function workEveryTab(app) {
  const { page } = app;
  await assertCatalogued(page, 'at start-up, before step mode starts');
  await page.locator('#lab').scrollIntoViewIfNeeded();

  await openTab(page, 'step');
  const step = page.locator('#step-expand');
  for (let i = 0; i < 4; i++) {
    await page.waitForFunction(() => !document.querySelector('#step-expand').disabled);
    await step.click();
  }
  await page.waitForFunction(
    () => document.getElementById('search-tree')?.dataset.expanded === '4',
  );
  await page.locator('#step-open-table .node-button').first().click(); // pins an open node
  await page.locator('#search-tree-outline [role=treeitem]').first().click();
  await assertCatalogued(page, 'in step mode after 4 steps');

  await openTab(page, 'compare');
  await page.locator('#compare-bfs').check(); // BFS names itself in full
  await page.locator('[data-pair="wastar:manhattan"]').check(); // and weighted A* its weight
  await page.locator('#compare-run').click();
  await page
    .locator('#compare-progress-text', { hasText: /Comparison finished/ })
    .waitFor({ timeout: 30_000 });
  await page.locator('#compare-metric').selectOption('peakBytes'); // the bytes' axis
  await assertCatalogued(page, 'after a comparison');

  await openTab(page, 'weighted');
  await page.locator('#weighted-run').click();
  await page.locator('#weighted-summary', { hasText: /Weighted A\*/ }).waitFor();
  await assertCatalogued(page, 'after weighted A*');

  await openTab(page, 'solvability');
  await page.locator('#solvability .verdict').waitFor();
  await assertCatalogued(page, 'on the Solvability tab');

  await openTab(page, 'heuristic');
  await page.waitForFunction(() => {
    const view = document.getElementById('heuristic-view');
    return view && !view.hidden && !view.classList.contains('is-stale');
  });
  for (const id of ['misplaced-with-blank', 'euclidean', 'mixed', 'pdb', 'linear-conflict']) {
    if (!(await page.locator(`#heuristic-choice option[value="${id}"]`).count())) continue;
    await page.locator('#heuristic-choice').selectOption(id);
    await assertCatalogued(page, `on the Heuristic tab with ${id}`);
  }

  await openTab(page, 'consistency');
  await page.locator('#consistency-results').waitFor({ timeout: 30_000 });
  await page.locator('#consistency-contour-choice').selectOption('parity');
  await assertCatalogued(page, 'after the consistency runs');

  await openTab(page, 'exercises');
  await page.locator('#exercise-answer-total').waitFor({ timeout: 30_000 });
  await page.locator('#exercise-work input').first().fill('1');
  await page.locator('#exercise-answer-total').fill('3');
  await page.locator('#exercise-check').click();
  await page.locator('#exercise-feedback:not([hidden])').waitFor();
  await assertCatalogued(page, 'after a Compute h exercise');
  await page.locator('#exercise-kind').selectOption('optimal-length');
  await page.locator('#exercise-start').click();
  await page.locator('#exercise-answer-length').waitFor({ timeout: 30_000 });
  await page.locator('#exercise-answer-length').fill('5');
  await page.locator('#exercise-check').click();
  await page.locator('#exercise-feedback:not([hidden])').waitFor({ timeout: 30_000 });
  await assertCatalogued(page, 'after an optimal-length exercise');
  await page.locator('#exercise-kind').selectOption('predict');
  await page.locator('#exercise-start').click();
  await page.locator('input[name="exercise-pick"]').first().waitFor({ timeout: 30_000 });
  await page.locator('input[name="exercise-pick"]').last().check();
  await page.locator('#exercise-check').click();
  await page.locator('#exercise-feedback:not([hidden])').waitFor({ timeout: 30_000 });
  await assertCatalogued(page, 'after a prediction');
  await page.locator('#exercise-kind').selectOption('admissible');
  await page.locator('#exercise-start').click();
  await page.locator('#exercise-answer-admissible-yes').waitFor({ timeout: 30_000 });
  await page.locator('#exercise-answer-admissible-yes').check();
  await page.locator('#exercise-answer-consistent-no').check();
  await page.locator('#exercise-check').click();
  await page.locator('#exercise-feedback:not([hidden])').waitFor({ timeout: 30_000 });
  await assertCatalogued(page, 'after an Admissible? consistent? exercise');

  await openTab(page, 'experiments');
  await page.locator('#experiment-from').fill('2');
  await page.locator('#experiment-to').fill('4');
  await page.locator('#experiment-count').fill('3');
  await page.locator('#experiment-run').click();
  await page
    .locator('#experiment-progress-text', { hasText: /Experiment finished/ })
    .waitFor({ timeout: 30_000 });
  await assertCatalogued(page, 'after a small experiment');
}

test('every lab tab in its working state shows only catalogued text (en-XA)', async (t) => {
  const app = await openPseudo(t, BOARD);
  await workEveryTab(app);
  app.assertNoErrors('working the lab');
});

test('an unsolvable board: the solvability explanation and its fix are catalogued', async (t) => {
  const app = await openPseudo(t, `${UNSOLVABLE}&lab=solvability`);
  const { page } = app;
  await page.locator('#lab').scrollIntoViewIfNeeded();
  await page.locator('#solvability .fix button').waitFor();
  await assertCatalogued(page, 'explaining an unsolvable board');
  await openTab(page, 'step');
  await page.locator('#step-status', { hasText: /cannot be solved/ }).waitFor();
  await assertCatalogued(page, 'in step mode on an unsolvable board');
  app.assertNoErrors('on an unsolvable board');
});

test('IDA* in step mode, run to its end: thresholds, iterations and the solved status', async (t) => {
  const app = await openPseudo(t, `${BOARD}&algorithm=idastar&heuristic=manhattan&lab=step`);
  const { page } = app;
  await page.locator('#lab').scrollIntoViewIfNeeded();
  for (let i = 0; i < 6; i++) {
    await page.waitForFunction(() => !document.querySelector('#step-expand').disabled);
    await page.locator('#step-expand').click();
  }
  await page.waitForFunction(
    () => document.getElementById('search-tree')?.dataset.expanded === '6',
  );
  await assertCatalogued(page, 'stepping IDA*');
  await page.locator('#step-run').click();
  await page.waitForFunction(() =>
    document.getElementById('step-status').textContent.includes('Goal reached'),
  );
  await page.waitForFunction(() => !document.getElementById('search-tree-iteration-label').hidden);
  await page.locator('#search-tree-iteration').selectOption('0');
  await assertCatalogued(page, 'at the end of IDA*, its first iteration picked');
  app.assertNoErrors('stepping IDA*');
});

test('a 4×4 board on the Heuristic tab: the pattern databases not loaded, h* not computed', async (t) => {
  const app = await openPseudo(t, '&board=1,2,3,4,5,6,7,8,9,10,11,12,13,0,14,15&lab=heuristic');
  const { page } = app;
  await page.locator('#lab').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const view = document.getElementById('heuristic-view');
    return view && !view.hidden && !view.classList.contains('is-stale');
  });
  await assertCatalogued(page, 'explaining a 4×4 board');
  app.assertNoErrors('explaining a 4×4 board');
});

test('switching the language keeps every lab result and says it again, running nothing', async (t) => {
  const app = await openPseudo(t, BOARD);
  const { page } = app;
  await workEveryTab(app);
  const read = () =>
    page.evaluate(() => {
      const text = (id) => document.getElementById(id)?.textContent.trim() ?? '';
      const cells = (selector) =>
        [...document.querySelectorAll(selector)].map((cell) => cell.textContent.trim());
      return {
        stepStatus: text('step-status'),
        expanded: text('step-expanded'),
        treeNodes: document.getElementById('search-tree').dataset.nodes,
        treeSummary: text('search-tree-summary'),
        compareLengths: cells('#compare-table tbody tr td:nth-of-type(1)'),
        compareProgress: text('compare-progress-text'),
        compareCaption: text('compare-caption'),
        weightedSummary: text('weighted-summary'),
        weightedRows: cells('#weighted-table tbody th'),
        solvability: text('solvability'),
        heuristicSum: text('heuristic-sum'),
        consistencyReopening: text('consistency-reopening'),
        consistencyRows: cells('#consistency-table tbody td[data-field="length"]'),
        experimentCaption: text('experiment-caption'),
        experimentRows: document.querySelectorAll('#experiment-table tbody tr').length,
        experimentProgress: text('experiment-progress-text'),
        resultsShown: [
          'compare-results',
          'weighted-results',
          'consistency-results',
          'experiment-results',
        ].map((id) => !document.getElementById(id).hidden),
      };
    });
  const before = await read();
  const sent = await sentToWorker(page);

  await page.locator('#language').selectOption('de');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  await page.waitForFunction(() =>
    document.getElementById('step-status').textContent.startsWith('Expansion 4: der Knoten'),
  );
  const german = await read();
  assert.equal(await sentToWorker(page), sent, 'no search ran again for the new language');
  assert.deepEqual(german.resultsShown, [true, true, true, true], 'every result stays on show');
  assert.equal(german.expanded, before.expanded, 'step mode stays at its position');
  assert.equal(german.treeNodes, before.treeNodes, 'the search tree keeps its nodes');
  assert.match(german.stepStatus, /^Expansion 4: der Knoten mit g \d+, h \d+, f \d+ wurde/);
  assert.match(german.treeSummary, /expandiert/);
  assert.deepEqual(
    german.compareLengths.map((cell) => cell.replace(/\D/g, '')),
    before.compareLengths.map((cell) => cell.replace(/\D/g, '')),
    'the comparison keeps its numbers',
  );
  assert.match(german.compareProgress, /^Vergleich beendet: 7 Suchen\.$/);
  assert.match(german.compareCaption, /^Ergebnisse für /);
  assert.match(german.weightedSummary, /^Gewichtetes A\* \(w = /);
  assert.equal(german.weightedRows[0], 'A* (kürzester Pfad)');
  assert.match(german.solvability, /Dieses Brett ist lösbar\./);
  assert.equal(
    german.heuristicSum.replace(/\D/g, ''),
    before.heuristicSum.replace(/\D/g, ''),
    'the heuristic keeps its numbers',
  );
  assert.match(german.heuristicSum, /lineare Konflikte/);
  assert.match(
    german.consistencyReopening,
    /^Mit der Manhattan-Distanz öffnete A\* 0 Knoten wieder/,
  );
  assert.deepEqual(german.consistencyRows, before.consistencyRows);
  assert.match(
    german.experimentCaption,
    /^Suchaufwand nach Lösungstiefe: 3 × 3-Bretter, 3 pro Tiefe/,
  );
  assert.equal(german.experimentRows, before.experimentRows, 'the experiment keeps its rows');
  assert.match(german.experimentProgress, /^Experiment beendet: \d+ Bretter\.$/);

  // And back: English as before, the pseudo-language's brackets gone.
  await page.locator('#language').selectOption('en');
  await page.waitForFunction(() =>
    document.getElementById('step-status').textContent.startsWith('Expansion 4: took the node'),
  );
  const english = await read();
  assert.equal(await sentToWorker(page), sent, 'nor for English');
  assert.match(english.compareProgress, /^Comparison finished: 7 searches\.$/);
  assert.match(english.weightedSummary, /^Weighted A\* \(w = /);
  assert.match(english.experimentProgress, /^Experiment finished: \d+ boards\.$/);
  // The look itself sees the lab's words, deep ones too: in English nothing is bracketed.
  const unbracketed = (await labFindings(page)).join('\n');
  for (const text of ['Experiment finished', 'Effective branching', 'solution depth d']) {
    assert.ok(unbracketed.includes(text), `the check sees "${text}" in English`);
  }
  app.assertNoErrors('switching languages');
});
