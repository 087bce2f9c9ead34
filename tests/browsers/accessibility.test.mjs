// Issues 9 and 12, acceptance: axe-core finds no serious or critical violation on the main page (with a
// solution on show), each panel of the teaching lab, embed mode (alone and with the Compare
// panel) and the offline file, in light and in dark colour schemes, in every engine.
// Every violation found, of any impact, is also printed as a diagnostic.
import assert from 'node:assert/strict';

import { EIGHT_PUZZLE } from './support/boards.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

// Each lab tab, and what brings it into the state with the most on show (null: opening it).
const LAB_TABS = {
  // One Step: the open list, the counts and the search tree (a canvas and an ARIA tree).
  'Step through': async (page) => {
    await page.click(button('Step'));
    await page.waitFor(
      () => document.getElementById('step-expanded')?.textContent.trim() === '1',
      undefined,
      { timeout: 30_000, message: 'one expansion in Step through' },
    );
  },
  Compare: null,
  'Weighted A*': null,
  Solvability: null,
  // The board with its numbers drawn on it, the sum in words and h*.
  Heuristic: async (page) => {
    await page.waitFor(
      () => document.querySelector('#heuristic-board[data-h]') !== null,
      undefined,
      {
        timeout: 30_000,
        message: 'the heuristic drawn on the board',
      },
    );
  },
  // The four searches run on opening: the table, the re-openings and the f-contour chart.
  Consistency: async (page) => {
    await page.waitFor(
      () => document.getElementById('consistency-results')?.hidden === false,
      undefined,
      {
        timeout: 60_000,
        message: 'the consistency results',
      },
    );
  },
  // A small experiment, so the table, the chart and the CSV button are on show.
  Experiments: async (page) => {
    // By id: WebKitGTK's WebDriver calls a number field a textbox named "To depth 24".
    await page.fill('#experiment-to', '8');
    await page.fill('#experiment-count', '10');
    await page.click(button('Run experiment'));
    await page.waitFor(
      () =>
        /Experiment finished/.test(
          document.getElementById('experiment-progress-text')?.textContent ?? '',
        ),
      undefined,
      { timeout: 60_000, message: 'the experiment to finish' },
    );
  },
};

const BLOCKING = new Set(['serious', 'critical']);

/** Clicks the lab tab `name` and waits until its panel shows. */
async function openTab(page, name) {
  await page.click({ role: 'tab', name });
  await page.waitFor(
    (name) => {
      const tab = [...document.querySelectorAll('[role=tab]')].find(
        (candidate) => candidate.textContent.trim() === name,
      );
      const panel = tab && document.getElementById(tab.getAttribute('aria-controls'));
      return tab?.getAttribute('aria-selected') === 'true' && panel && !panel.hidden;
    },
    name,
    { message: `the ${name} panel to show` },
  );
}

async function solve(page) {
  await page.click(button('Solve'));
  assert.equal(
    await page.waitForStatus(/^Solution requires|invalid|unsolvable/i),
    EIGHT_PUZZLE.status,
  );
}

/** The pages to check, each {url, visit(page, check)}: visit brings the page into each state and calls check(state), which runs axe. */
function pageStates(sites) {
  return [
    {
      url: sites.appUrl(EIGHT_PUZZLE.query),
      async visit(page, check) {
        await page.click(button('Hint'));
        // A boolean, not the element: an element does not come back from every engine's driver.
        await page.waitFor(
          () => document.querySelector('#board .cell.is-hinted') !== null,
          undefined,
          {
            message: 'a hint on the board',
          },
        );
        await check('main page with a hint');
        await solve(page);
        await check('main page with a solution');
        for (const [tab, bringUp] of Object.entries(LAB_TABS)) {
          await openTab(page, tab);
          await bringUp?.(page);
          await check(`lab: ${tab}`);
        }
      },
    },
    {
      url: sites.appUrl(`${EIGHT_PUZZLE.query}&embed=1`),
      async visit(page, check) {
        await solve(page);
        await check('embed=1 with a solution');
      },
    },
    {
      url: sites.appUrl(`${EIGHT_PUZZLE.query}&embed=1&lab=compare`),
      async visit(page, check) {
        await check('embed=1&lab=compare');
      },
    },
    {
      url: sites.offlineUrl(EIGHT_PUZZLE.query),
      async visit(page, check) {
        await solve(page);
        await check('offline file with a solution');
      },
    },
  ];
}

function describeViolation({ state, id, impact, help, nodes }) {
  const targets = nodes.map((node) => node.target.join(' ')).join(', ');
  return `${state}: ${id} (${impact}) ${help} — ${targets}`;
}

for (const colorScheme of ['light', 'dark']) {
  scenario(
    `axe-core: no serious or critical violation on any page state (${colorScheme})`,
    async ({ engine, sites, open, close, t }) => {
      const found = [];
      for (const { url, visit } of pageStates(sites)) {
        const page = await open(url, { colorScheme });
        await page.waitForReady();
        await visit(page, async (state) => {
          for (const violation of await page.axe()) found.push({ state, ...violation });
        });
        await close(page);
      }
      for (const violation of found)
        t.diagnostic(`${engine} ${colorScheme}: ${describeViolation(violation)}`);
      const blocking = found.filter((violation) => BLOCKING.has(violation.impact));
      assert.deepEqual(
        blocking.map(describeViolation),
        [],
        `${blocking.length} serious or critical violations`,
      );
    },
    { timeout: 300_000 },
  );
}
