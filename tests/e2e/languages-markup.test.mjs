// Issue 14 item 5, languages: the words of the page's own markup (index.html), in Chromium.
// - In the pseudo-language `en-XA` every catalogued message shows wrapped in ⟦ ⟧, so
//   uncataloguedText() (tests/browsers/support/page-scripts.mjs) finds the text no catalog gave.
//   The page at start-up and with each lab tab opened (before anything runs there) may show no
//   such text in the markup. Words a script writes (rule 1 of the i18n design: the script's owner
//   translates them with t(), the feature folders under web/) are not the markup's: SCRIPT_WRITES below
//   names every element whose words a script sets, and a finding inside one is reported (as a
//   diagnostic) rather than failed; every other finding fails. Those are tested by
//   tests/e2e/languages-page.test.mjs and tests/e2e/languages-lab.test.mjs.
// - In German and Chinese every element that names a message (data-i18n, data-i18n-attr) shows
//   that language's message, <title> and the description included; switching back to English
//   in the page gives the English of the markup again.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { CATALOGS } from '../../web/i18n/catalogs.js';
import { LAB_PANEL_IDS } from '../../web/lab/lab-panels.js';
import { uncataloguedText } from '../browsers/support/page-scripts.mjs';
import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

/** Runs in the page: the ids of the teaching lab's tabs, in their order. */
const labTabIds = () => [...document.querySelectorAll('#lab [role="tab"]')].map((tab) => tab.id);

/**
 * The elements whose words a script writes: [selector, what it writes, the script]. What is
 * 'text' (the element's text and everything inside it) or '[attribute]'. A finding is the
 * script's when every element it can be is inside one of these for that kind.
 */
const SCRIPT_WRITES = [
  // The page (web/ outside web/lab/).
  ['#board', '[aria-label]', 'board-view.js: the board and its tiles'],
  ['#board', '[aria-description]', 'board-view.js: a stale board, a hint'],
  ['#hint', '[title]', 'hint-panel.js'],
  ['#solve', '[title]', 'solve-controller.js'],
  ['#scrubber', '[aria-valuetext]', 'playback-bar.js'],
  ['#status', 'text', 'status-panel.js, startup-guard.js'],
  ['#notice', 'text', 'status-panel.js'],
  ['#memory-note', 'text', 'preferences-panel.js'],
  ['#edit', 'text', 'board-panel.js'],
  ['#distance', 'text', 'hint-panel.js'],
  ['#hint-text', 'text', 'hint-panel.js'],
  ['#celebration-text', 'text', 'play-panel.js'],
  ['#celebration-detail', 'text', 'play-panel.js'],
  ['#best-list', 'text', 'play-panel.js'],
  ['#best-time', 'text', 'play-panel.js'],
  ['#step-label', 'text', 'playback-bar.js'],
  ['#size', 'text', 'puzzle-panel.js: the size menu'],
  ['#algorithm', 'text', 'solver-options.js: the algorithm menu'],
  ['#heuristic', 'text', 'solver-options.js: the heuristic menu'],
  ['#solver-summary', 'text', 'solver-options.js'],
  ['#board-text-error', 'text', 'puzzle-panel.js'],
  ['#weight-error', 'text', 'solver-options.js'],
  ['#memory-error', 'text', 'solver-options.js'],
  ['#board-facts', 'text', 'facts-panel.js'],
  ['#heuristic-facts', 'text', 'facts-panel.js'],
  ['#solvable-why-text', 'text', 'facts-panel.js'],
  ['#picture-scenes', 'text', 'picture-panel.js: the built-in pictures'],
  ['#picture-message', 'text', 'picture-panel.js'],
  ['#stats', 'text', 'solution-panel.js'],
  ['#move-list', 'text', 'solution-panel.js'],
  ['#move-list-more', 'text', 'solution-panel.js'],
  // The lab (web/lab/).
  ['#lab-board', 'text', 'lab-controller.js'],
  ['#step-intro', 'text', 'step-panel.js'],
  ['#step-status', 'text', 'step-panel.js'],
  ['#step-open-term', 'text', 'step-panel.js: Open list / Path depth'],
  ['#step-fbound-term', 'text', 'step-panel.js: f-bound / Threshold'],
  ['#step-closed-size', 'text', 'step-panel.js'],
  ['#step-thresholds', 'text', 'step-panel.js'],
  ['#step-node-heading', 'text', 'step-panel.js'],
  ['#step-node-board', 'all', 'step-panel.js (mini-board.js)'],
  ['#step-node-values', 'text', 'step-panel.js'],
  ['#step-open-heading', 'text', 'step-panel.js'],
  ['#step-tie-break', 'text', 'step-panel.js'],
  ['#step-open-table thead th:first-child', 'text', 'step-panel.js: Order / Depth'],
  ['#step-open-table tbody', 'all', 'step-panel.js'],
  ['#step-open-more', 'text', 'step-panel.js'],
  ['#step-path-heading', 'text', 'step-panel.js'],
  ['#step-path', 'all', 'step-panel.js'],
  ['#search-tree-summary', 'text', 'search-tree-panel.js'],
  ['#search-tree-iteration', 'text', 'search-tree-panel.js'],
  ['#search-tree-node-heading', 'text', 'search-tree-panel.js'],
  ['#search-tree-node-board', 'all', 'search-tree-panel.js'],
  ['#search-tree-node-values', 'text', 'search-tree-panel.js'],
  ['#search-tree-node-path', 'text', 'search-tree-panel.js'],
  ['#search-tree-collapse', 'text', 'search-tree-panel.js'],
  ['#search-tree-outline li', 'all', 'search-tree-outline.js'],
  ['#compare-pairs', 'all', 'compare-panel.js'],
  ['#compare-progress', 'all', 'compare-panel.js'],
  ['#compare-caption', 'text', 'compare-panel.js'],
  ['#compare-table tbody', 'all', 'compare-panel.js'],
  ['#compare-chart', 'all', 'compare-panel.js (bar-chart.js)'],
  ['#memory-view', 'all', 'compare-panel.js'],
  ['#weighted-intro', 'text', 'weighted-panel.js'],
  ['#weighted-progress', 'text', 'weighted-panel.js'],
  ['#weighted-table tbody', 'all', 'weighted-panel.js'],
  ['#weighted-summary', 'text', 'weighted-panel.js'],
  ['#solvability', 'all', 'solvability-panel.js'],
  ['#heuristic-choice', 'text', 'heuristic-panel.js'],
  ['#heuristic-status', 'text', 'heuristic-panel.js'],
  ['#heuristic-board', 'all', 'heuristic-panel.js (heuristic-board.js)'],
  ['#heuristic-sum', 'text', 'heuristic-panel.js'],
  ['#heuristic-legend li', 'all', 'heuristic-panel.js'],
  ['#heuristic-sentences', 'all', 'heuristic-panel.js'],
  ['#heuristic-pdb-note', 'text', 'heuristic-panel.js'],
  ['#heuristic-true', 'text', 'heuristic-panel.js'],
  ['#consistency-progress', 'all', 'consistency-panel.js'],
  ['#consistency-table tbody', 'all', 'consistency-panel.js'],
  ['#consistency-reopening', 'text', 'consistency-panel.js'],
  ['#consistency-edge', 'text', 'consistency-panel.js'],
  ['#consistency-edge-boards', 'all', 'consistency-panel.js'],
  ['#consistency-overestimate', 'text', 'consistency-panel.js'],
  ['#consistency-chart', 'all', 'consistency-panel.js'],
  ['#consistency-contour-table tbody', 'all', 'consistency-panel.js'],
  ['#experiment-progress', 'all', 'experiments-panel.js'],
  ['#experiment-errors', 'all', 'experiments-panel.js'],
  ['#experiment-caption', 'text', 'experiments-panel.js'],
  ['#experiment-table', 'all', 'experiments-panel.js: its head and body'],
  ['#experiment-notes', 'text', 'experiments-panel.js'],
  ['#experiment-chart', 'all', 'experiments-panel.js (experiments-chart.js)'],
  ['#experiment-legend li', 'all', 'experiments-panel.js'],
];

/**
 * Runs in the page: each finding of uncataloguedText() with the script that writes it, or null
 * when it is the markup's. A finding names its element by a selector of up to four levels
 * ("#id > tag > tag", then " [attribute]" for an attribute); every element that selector and the
 * finding's text can be must lie in a SCRIPT_WRITES entry of its kind for the script to own it.
 */
function ownerOfFindings([found, scriptWrites]) {
  const owner = (element, attribute) => {
    for (const [selector, what, script] of scriptWrites) {
      const fits = what === 'all' || (attribute ? what === `[${attribute}]` : what === 'text');
      if (fits && element.closest(selector)) return script;
    }
    return null;
  };
  return found.map(({ where, text }) => {
    if (where === 'title') return { where, text, script: null };
    const match = / \[([a-z-]+)\]$/.exec(where);
    const attribute = match?.[1];
    const selector = match ? where.slice(0, match.index) : where;
    const candidates = [...document.body.querySelectorAll(selector)].filter((element) =>
      attribute
        ? element.getAttribute(attribute) === text
        : [...element.childNodes].some(
            (node) =>
              node.nodeType === Node.TEXT_NODE && node.textContent.trim().slice(0, 120) === text,
          ),
    );
    const scripts = candidates.map((element) => owner(element, attribute));
    const script = candidates.length > 0 && scripts.every(Boolean) ? scripts[0] : null;
    return { where, text, script };
  });
}

/** The markup's findings (failed) and the scripts' (reported), on the page as it is now. */
async function findings(t, page, state) {
  const found = await page.evaluate(uncataloguedText);
  const owned = await page.evaluate(ownerOfFindings, [found, SCRIPT_WRITES]);
  for (const { where, text, script } of owned.filter((finding) => finding.script)) {
    t.diagnostic(`${state}: ${where} "${text}" is written by ${script}`);
  }
  return owned.filter((finding) => !finding.script).map(({ where, text }) => `${where}: ${text}`);
}

/** Opens the page with `query` and waits until Solve can be pressed (the solver is ready). */
async function openReady(t, query) {
  const app = await browser.openUrl(t, `${browser.baseUrl}index.html?${query}`, {
    waitForLoaded: false, // the fixture waits for the English loading sentence to go
    pseudoLanguage: query.includes('lang=en-XA'),
  });
  await app.page.waitForFunction(() => !document.querySelector('#solve')?.disabled);
  app.assertNoErrors('on load');
  return app;
}

test('en-XA: the markup at start-up and with each lab tab opened shows only catalogued text', async (t) => {
  const app = await openReady(t, 'lang=en-XA');
  const { page } = app;
  // The pseudo-language is on show: the markup's words are wrapped.
  assert.equal(await page.locator('#lab-heading').textContent(), '⟦Teaching lab⟧');
  assert.match(
    await page.locator('meta[name=description]').getAttribute('content'),
    /^⟦Solve sliding-tile puzzles .*⟧$/,
  );
  assert.deepEqual(await findings(t, page, 'start-up'), [], 'start-up');

  const tabs = await page.evaluate(labTabIds);
  assert.equal(
    tabs.length,
    LAB_PANEL_IDS.length,
    'the lab has a tab for each panel of its registry',
  );
  for (const tab of tabs) {
    await page.locator(`#${tab}`).click();
    const panel = page.locator(`#${await page.locator(`#${tab}`).getAttribute('aria-controls')}`);
    await panel.waitFor({ state: 'visible' });
    assert.match(await page.locator(`#${tab}`).textContent(), /^\s*⟦.+⟧\s*$/, `${tab}'s name`);
    assert.deepEqual(await findings(t, page, tab), [], `${tab} opened`);
  }
  app.assertNoErrors();
});

/** Runs in the page: every message the markup names, as shown: [key, shown text] pairs. */
function markupMessages() {
  const shown = [];
  for (const element of document.querySelectorAll('[data-i18n], [data-i18n-attr]')) {
    const key = element.getAttribute('data-i18n');
    if (key) shown.push([key, element.textContent]);
    for (const pair of (element.getAttribute('data-i18n-attr') ?? '').trim().split(/\s+/)) {
      if (!pair) continue;
      const [name, attributeKey] = pair.split(':');
      shown.push([attributeKey, element.getAttribute(name)]);
    }
  }
  return shown;
}

/** The pairs of markupMessages() that do not show `lang`'s message. */
function notIn(lang, shown) {
  return shown
    .filter(([key, text]) => text !== CATALOGS[lang][key])
    .map(([key, text]) => `${key}: "${text}" instead of "${CATALOGS[lang][key]}"`);
}

test('German and Chinese: every element that names a message shows it; English comes back', async (t) => {
  const app = await openReady(t, 'lang=de');
  const { page } = app;
  const shown = await page.evaluate(markupMessages);
  assert.ok(shown.length > 250, `the markup names its messages (${shown.length})`);
  assert.deepEqual(notIn('de', shown), [], 'German from the link');
  assert.equal(await page.title(), CATALOGS.de['markup.title']);
  assert.equal(await page.getAttribute('html', 'lang'), 'de');

  await page.locator('#language').selectOption('zh');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-Hans');
  assert.deepEqual(notIn('zh', await page.evaluate(markupMessages)), [], 'Chinese from the switch');

  await page.locator('#language').selectOption('en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.deepEqual(notIn('en', await page.evaluate(markupMessages)), [], 'English again');
  // The accessible names the contract and the English tests rely on are the markup's again.
  for (const name of ['Download the solution as Text', 'Step back one expansion']) {
    const button = page.getByRole('button', { name, exact: true, includeHidden: true });
    assert.equal(await button.count(), 1, name);
  }
  app.assertNoErrors();
});
