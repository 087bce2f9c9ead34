// Issue 30, item 3: the lab's Exercises, in every engine, from a teacher's link with a fixed
// seed. Compute h: a student types every tile of the first board right but one, and the page
// marks that tile wrong with its right value and why, the others right; the second board's
// total typed right is right; the score line counts both; the hand-in text and the CSV carry
// the seed. Predict: a wrong pick is called wrong and the node the search expanded is named.
// Admissible? consistent?: a wrong answer is called wrong and the move where h drops by 2 is
// named with its numbers; a right one right, with the board where h > h*; each h* on show is
// breadth-first search's. Every right value comes from the wasm module in Node (the core's
// explanation, its random boards, its stepper, its solve), never from this file; axe-core finds
// nothing serious in the panel.
import assert from 'node:assert/strict';

import { planSet } from '../../web/lab/exercises/exercise-model.js';
import { loadWasmModule, solveInSlices } from '../js/support/wasm-module.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();
const module = await loadWasmModule();

const SEED = 20261202;
const rowsOf = (tiles, width = 3) =>
  Array.from({ length: tiles.length / width }, (_, row) =>
    tiles.slice(row * width, row * width + width).join(' '),
  ).join(' / ');
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The core's boards of the set (the page asks the worker for the same). */
function boards(kind) {
  return planSet(kind, SEED).map(
    (item) => JSON.parse(module.randomBoard('3x3', 'blank-last', item.walk, item.seed)).board,
  );
}

/** Each tile's Manhattan distance and the board's h, from the core's explanation. */
function manhattan(tiles) {
  const explanation = JSON.parse(module.explainHeuristics(tiles.join(' '), '3x3', '', 0));
  const perTile = new Map(
    explanation.tiles.filter((t) => t.tile !== 0).map((t) => [t.tile, t.manhattan]),
  );
  const h = explanation.heuristics.find((entry) => entry.id === 'manhattan').value;
  return { perTile, h };
}

/** The verdict's first line once it reads something; with the reasons. */
async function verdict(page, pattern) {
  await page.waitFor(
    (source) =>
      new RegExp(source).test(document.getElementById('exercise-verdict')?.textContent ?? ''),
    pattern.source,
    { timeout: 30_000, message: `the verdict ${pattern}` },
  );
  return page.evaluate(() => ({
    verdict: document.getElementById('exercise-verdict').textContent.trim(),
    reasons: [...document.querySelectorAll('#exercise-reasons li')].map((li) =>
      li.textContent.trim(),
    ),
    score: document.getElementById('exercise-score').textContent.trim(),
  }));
}

scenario(
  'Exercises, Compute h: per-tile verdicts, the score and the hand-in',
  async ({ open, sites }) => {
    const [first, second] = boards('compute-h');
    const page = await open(
      sites.appUrl(`?lab=exercises&exercise=compute-h&seed=${SEED}&heuristic=manhattan`),
    );
    await page.waitForReady();
    await page.waitFor(() => document.getElementById('exercise-answer-total') !== null, undefined, {
      timeout: 30_000,
      message: 'the first exercise',
    });
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('#exercise-work .exercise-cell')].map((cell) =>
        Number(cell.querySelector('input')?.dataset.tile ?? 0),
      ),
    );
    assert.deepEqual(shown, first, 'the board of the seed is the core’s');

    // Every tile right but one, typed into the fields named after the tiles; no total.
    const { perTile, h } = manhattan(first);
    const [wrongTile, value] = [...perTile].find(([, distance]) => distance > 0);
    for (const [tile, distance] of perTile) {
      const id = await page.idOf({ role: 'textbox', name: `Tile ${tile} adds` });
      await page.fill(`#${id}`, String(tile === wrongTile ? distance + 1 : distance));
    }
    await page.click(button('Check'));
    let seen = await verdict(page, /^Not quite/);
    assert.equal(seen.verdict, `Not quite: 1 tile is wrong. The heuristic gives h = ${h}.`);
    const wrong = seen.reasons.find((line) => line.startsWith(`Tile ${wrongTile},`));
    assert.match(wrong, new RegExp(`^Tile ${wrongTile}, you wrote ${value + 1}: .*: ${value}\\.$`));
    const right = seen.reasons.filter((line) => /^Tile \d+, right: /.test(line));
    assert.equal(right.length, perTile.size - 1, seen.reasons.join('\n'));
    assert.equal(seen.score, 'Score: 0 of 1 answered (5 in the set)');

    // The second board: the total alone, right.
    await page.click(button('Next exercise'));
    await page.waitFor(
      (tiles) =>
        [...document.querySelectorAll('#exercise-work .exercise-cell')]
          .map((cell) => cell.querySelector('input')?.dataset.tile ?? '0')
          .join(',') === tiles,
      second.join(','),
      { timeout: 30_000, message: 'the second exercise' },
    );
    await page.fill('#exercise-answer-total', String(manhattan(second).h));
    await page.click(button('Check'));
    seen = await verdict(page, /^Right/);
    assert.equal(seen.verdict, `Right: h = ${manhattan(second).h}.`);
    assert.equal(seen.score, 'Score: 1 of 2 answered (5 in the set)');

    // The hand-in: the text on show and the CSV downloaded carry the seed and the answers.
    const text = await page.text('#exercise-result');
    assert.match(text, new RegExp(`Seed: ${SEED}`));
    assert.match(
      text,
      new RegExp(`1\\. ${escape(rowsOf(first))} — answer .* — wrong, expected h=${h}`),
    );
    // The file's text as the page hands it to the browser (the download itself left out).
    await page.evaluate(() => {
      const make = URL.createObjectURL;
      URL.createObjectURL = (blob) => {
        window.__download = blob.text();
        return make(blob);
      };
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function () {
        if (!this.download) click.call(this);
      };
    });
    await page.click(button('Download CSV'));
    await page.waitFor(() => window.__download !== undefined, undefined, {
      message: 'the CSV download',
    });
    const csv = (await page.evaluate(() => window.__download)).trimEnd().split('\r\n');
    assert.equal(csv[0], 'exercise,setting,seed,goal,number,board,answer,expected,right');
    assert.equal(csv.length, 3);
    assert.match(csv[1], new RegExp(`^compute-h,manhattan 3x3,${SEED},blank-last,1,.*,h=${h},0$`));
    assert.match(csv[2], new RegExp(`^compute-h,manhattan 3x3,${SEED},blank-last,2,.*,1$`));

    await page.assertAxeClean('the exercises');
    await page.assertNoProblems();
  },
);

scenario(
  'Exercises, Predict: a wrong pick is called wrong and the node expanded named',
  async ({ open, sites }) => {
    const [board] = boards('predict');
    // The open list after the start's expansion, in the order A* pops it: open[0] comes next.
    const stepper = new module.SearchStepper();
    const request = {
      board: board.join(' '),
      size: '3x3',
      goal: 'blank-last',
      algorithm: 'astar',
      heuristic: 'manhattan',
      weight: 1,
      maxMemoryMB: 0,
      openLimit: 64,
    };
    stepper.start(request);
    const list = JSON.parse(stepper.step(1)).open;
    stepper.delete();
    assert.ok(list.length >= 2, 'a choice to make');
    const next = list[0];
    const pick = list[list.length - 1];

    const page = await open(
      sites.appUrl(
        `?lab=exercises&exercise=predict&seed=${SEED}&algorithm=astar&heuristic=manhattan`,
      ),
    );
    await page.waitForReady();
    await page.waitFor(
      (count) => document.querySelectorAll('input[name="exercise-pick"]').length === count,
      list.length,
      { timeout: 30_000, message: `the open list of ${list.length} nodes to pick from` },
    );
    const id = await page.idOf({
      role: 'radio',
      name: new RegExp(
        `^Expand ${escape(rowsOf(pick.board))}: g ${pick.g}, h ${pick.h}, f ${pick.f}, added \\d+$`,
      ),
    });
    await page.click(`#${id}`);
    await page.click(button('Check and step'));
    const seen = await verdict(page, /^(Right|Wrong)/);
    assert.match(
      seen.verdict,
      new RegExp(
        `^Wrong: the search expanded ${escape(rowsOf(next.board))} \\(g ${next.g}, h ${next.h}, f ${next.f}, added \\d+\\), not ${escape(rowsOf(pick.board))} `,
      ),
    );
    assert.ok(
      seen.reasons.some((line) => /^(Lowest f first|Both have f)/.test(line)),
      seen.reasons.join('\n'),
    );
    assert.ok(seen.reasons.some((line) => line.startsWith('The search’s order: lowest f = g + h')));
    assert.equal(seen.score, 'Score: 0 of 1 answered (5 in the set)');
    await page.assertAxeClean('the exercises');
    await page.assertNoProblems();
  },
);

scenario(
  'Exercises, Admissible? consistent?: a wrong and a right answer, the board and move named',
  async ({ open, sites }) => {
    // This seed's first chain shows a proposed heuristic with a drop of 2 (admissible, not
    // consistent), its second one raised above h* (neither); checked below from the numbers.
    const seed = 20261203;
    const page = await open(sites.appUrl(`?lab=exercises&exercise=admissible&seed=${seed}`));
    await page.waitForReady();

    /** The chain on show: each board's rows (from its name) with the h and h* under it. */
    const chainOnShow = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#exercise-work .exercise-chain-card')].map((card) => {
          const [h, hStar] = [...card.querySelectorAll('.exercise-chain-values span')].map((span) =>
            Number(span.textContent.replace(/^h\*? = /, '')),
          );
          const label = card.querySelector('[role="img"]').getAttribute('aria-label');
          const [, name, rows] = /^Board ([A-D]): (.*)$/.exec(label);
          return { name, rows, h, hStar };
        }),
      );
    /** The direct check over the numbers shown, each h* first checked against the core's solve. */
    const check = (chain) => {
      for (const board of chain) {
        const tiles = board.rows.replaceAll('/', ' ').trim().split(/\s+/).map(Number);
        const { result } = solveInSlices(module, {
          board: tiles.join(' '),
          algorithm: 'bfs',
          heuristic: 'auto',
        });
        assert.equal(result.length, board.hStar, `h* of board ${board.name} (breadth-first)`);
      }
      const over = chain.find((board) => board.h > board.hStar) ?? null;
      let drop = null;
      for (let i = 0; i + 1 < chain.length && !drop; i++) {
        if (chain[i].h > 1 + chain[i + 1].h) drop = [chain[i], chain[i + 1]];
        else if (chain[i + 1].h > 1 + chain[i].h) drop = [chain[i + 1], chain[i]];
      }
      return { over, drop };
    };
    const waitForChain = (notRows) =>
      page.waitFor(
        (previous) => {
          const card = document.querySelector('#exercise-work .exercise-chain-card [role="img"]');
          return (
            card !== null &&
            document.getElementById('exercise-answer-admissible-yes') !== null &&
            card.getAttribute('aria-label') !== previous
          );
        },
        notRows,
        { timeout: 30_000, message: 'the chain of boards' },
      );
    await waitForChain('');
    const legends = await page.evaluate(() =>
      [...document.querySelectorAll('#exercise-work fieldset legend')].map((l) => l.textContent),
    );
    assert.deepEqual(legends, ['Admissible on these boards', 'Consistent on these boards']);

    // The first chain: answered "admissible and consistent", which the numbers contradict.
    let chain = await chainOnShow();
    assert.equal(chain.length, 4);
    let truth = check(chain);
    assert.equal(truth.over, null, 'the first chain is admissible');
    assert.ok(truth.drop, 'the first chain has a drop of more than 1');
    await page.click('#exercise-answer-admissible-yes');
    await page.click('#exercise-answer-consistent-yes');
    await page.click(button('Check'));
    let seen = await verdict(page, /^Not quite/);
    assert.equal(
      seen.verdict,
      'Not quite: you said admissible and consistent; on these boards h is admissible but not consistent.',
    );
    const [a, b] = truth.drop;
    assert.ok(
      seen.reasons.includes(
        `Not consistent: the move from board ${a.name} to board ${b.name} costs 1, but h drops from ${a.h} to ${b.h}, by ${a.h - b.h}: h(${a.name}) = ${a.h} > 1 + h(${b.name}) = ${b.h + 1}.`,
      ),
      seen.reasons.join('\n'),
    );
    assert.ok(seen.reasons[0].startsWith('Admissible on these boards: h ≤ h* on every one'));
    assert.equal(seen.score, 'Score: 0 of 1 answered (5 in the set)');
    await page.assertAxeClean('the exercises');

    // The second: neither, answered so.
    const firstLabel = `Board A: ${chain[0].rows}`;
    await page.click(button('Next exercise'));
    await waitForChain(firstLabel);
    chain = await chainOnShow();
    truth = check(chain);
    assert.ok(truth.over && truth.drop, 'the second chain is neither');
    await page.click('#exercise-answer-admissible-no');
    await page.click('#exercise-answer-consistent-no');
    await page.click(button('Check'));
    seen = await verdict(page, /^Right/);
    assert.equal(seen.verdict, 'Right: on these boards h is neither admissible nor consistent.');
    const over = truth.over;
    assert.ok(
      seen.reasons.includes(
        `Not admissible: on board ${over.name}, h = ${over.h} but the true distance is h* = ${over.hStar}: h(${over.name}) > h*(${over.name}), h overestimates there.`,
      ),
      seen.reasons.join('\n'),
    );
    assert.equal(seen.score, 'Score: 1 of 2 answered (5 in the set)');
    const text = await page.text('#exercise-result');
    assert.match(text, new RegExp(`Seed: ${seed}`));
    assert.match(
      text,
      /1\. A: .* — answer admissible=yes consistent=yes — wrong, expected admissible=yes consistent=no \([A-D]-[A-D]\)/,
    );
    assert.match(text, /2\. A: .* — answer admissible=no consistent=no — right/);
    await page.assertAxeClean('the exercises');
    await page.assertNoProblems();
  },
);

scenario(
  'a teacher’s link with solve=hidden offers Exercises only: no Solve, no Hint, no distance, no h',
  async ({ open, sites }) => {
    // The link asks for step mode too: a panel that would show the answer is not offered.
    const page = await open(
      sites.appUrl(
        '?board=8,6,7,2,5,4,3,0,1&lab=step&exercise=optimal-length&solve=hidden&heuristic=manhattan',
      ),
    );
    await page.waitForReady();
    await page.waitFor(
      () => document.getElementById('exercise-work')?.childElementCount > 0,
      undefined,
      {
        timeout: 30_000,
        message: 'the exercise',
      },
    );
    const seen = await page.evaluate(() => {
      const shown = (element) =>
        element !== null && element.getClientRects().length > 0 && !element.closest('[hidden]');
      return {
        tabs: [...document.querySelectorAll('#lab [role=tab]')].filter(shown).map((tab) => tab.id),
        selected: document.querySelector('#lab [role=tab][aria-selected=true]')?.id,
        panelsShown: [...document.querySelectorAll('#lab [role=tabpanel]')]
          .filter(shown)
          .map((panel) => panel.id),
        solve: shown(document.getElementById('solve')),
        hint: shown(document.getElementById('hint')),
        distance: shown(document.getElementById('distance')),
        estimates: shown(document.getElementById('heuristic-estimates')),
      };
    });
    assert.deepEqual(seen.tabs, ['tab-exercises']);
    assert.equal(seen.selected, 'tab-exercises');
    assert.deepEqual(seen.panelsShown, ['panel-exercises']);
    assert.deepEqual(
      { solve: seen.solve, hint: seen.hint, distance: seen.distance, estimates: seen.estimates },
      { solve: false, hint: false, distance: false, estimates: false },
    );
    // The arrow keys stay on the one tab offered.
    await page.press('#tab-exercises', 'ArrowRight');
    assert.equal(
      await page.evaluate(() => document.querySelector('#lab [role=tab][aria-selected=true]')?.id),
      'tab-exercises',
    );
    await page.assertAxeClean('the exercises');
    await page.assertNoProblems();
  },
);
