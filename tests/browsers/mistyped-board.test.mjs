// Issue 9, acceptance: a mistyped board can never produce a solution, and its error is tied to
// the text box. docs/contracts.md §4: while the board text is invalid, the textbox whose name
// begins with `Board` has aria-invalid=true and the reason as its description, and Solve is
// disabled; Solve answers exactly the board on show.
import assert from 'node:assert/strict';

import { EIGHT_PUZZLE } from './support/boards.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

const MISTYPED = '1 2 3 3 5 6 7 8 0';
const FIXED = '1 2 3 4 5 6 7 0 8';

/** Records every text the status shows from now on, in window.__statusesSeen. */
function recordStatuses() {
  const status = document.querySelector('[role=status]');
  window.__statusesSeen = [];
  new MutationObserver(() =>
    window.__statusesSeen.push(status.textContent.replace(/\s+/g, ' ').trim()),
  ).observe(status, { childList: true, characterData: true, subtree: true });
}

/** Waits until the box is marked invalid with a description matching `reason`. */
async function waitForInvalid(page, box, reason) {
  const state = async () => ({
    invalid: await page.attribute(box, 'aria-invalid'),
    description: await page.description(box),
  });
  try {
    await page.waitUntil(
      async () => {
        const { invalid, description } = await state();
        return invalid === 'true' && reason.test(description);
      },
      { message: `aria-invalid=true on the board text box, described by ${reason}` },
    );
  } catch (error) {
    const { invalid, description } = await state();
    throw new Error(
      `${error.message}; it has aria-invalid=${invalid}, description "${description}"`,
      {
        cause: error,
      },
    );
  }
}

scenario(
  'a mistyped board is marked invalid, disables Solve and is never solved',
  async ({ open, sites }) => {
    const page = await open(sites.appUrl(EIGHT_PUZZLE.query));
    await page.waitForReady();
    const box = `#${await page.idOf({ role: 'textbox', name: /^Board/ })}`;
    const solve = `#${await page.idOf(button('Solve'))}`;
    assert.equal(await page.isDisabled(solve), false, 'Solve is enabled for the valid board');

    await page.fill(box, MISTYPED);
    await waitForInvalid(page, box, /tile 3 appears twice/);
    await page.waitFor((solve) => document.querySelector(solve).disabled, solve, {
      message: 'Solve to be disabled while the text is invalid',
    });

    // Neither Enter in the box nor a press on Solve may answer anything, let alone the old board.
    await page.evaluate(recordStatuses);
    await page.press(box, 'Enter');
    await page.click(button('Solve'), { force: true });
    // An 8-puzzle is solved in well under a second: give a wrong answer time to show.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const seen = await page.evaluate(() => [
      ...window.__statusesSeen,
      document.querySelector('[role=status]').textContent.trim(),
    ]);
    assert.deepEqual(
      seen.filter((status) => /Solution requires/.test(status)),
      [],
      `no solution for a mistyped board; the status said: ${JSON.stringify(seen)}`,
    );
    assert.equal(
      (await page.evaluate((box) => document.querySelector(box).value, box)).trim(),
      MISTYPED,
      'the typed text is kept',
    );
    assert.equal(await page.attribute(box, 'aria-invalid'), 'true', 'still marked invalid');
    assert.equal(await page.isDisabled(solve), true, 'Solve still disabled');

    // Fixed, the board is valid again and Solve answers it: one move.
    await page.fill(box, FIXED);
    await page.waitFor(
      (box) => document.querySelector(box).getAttribute('aria-invalid') !== 'true',
      box,
      {
        message: 'aria-invalid to be cleared once the text is fixed',
      },
    );
    assert.doesNotMatch(await page.description(box), /appears twice/, 'the old reason is gone');
    await page.click(button('Solve'));
    assert.equal(await page.waitForStatus(/^Solution requires/), 'Solution requires 1 step');
  },
);
