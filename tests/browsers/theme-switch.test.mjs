// Issue 14, the theme switch, in every engine: the theme chosen against the system's scheme (Light
// on a dark system, Dark on a light one) with Start fresh asking, checked by axe-core. In a file
// of its own: WebKitGTK's driver holds one session, and the files that reopen pages with their
// storage keep theirs for the whole file.
import assert from 'node:assert/strict';

import { EIGHT_PUZZLE } from './support/boards.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

/** Chooses `value` in the select `id` as a user would (the change event the page listens to). */
function choose({ id, value }) {
  const select = /** @type {HTMLSelectElement} */ (document.getElementById(id));
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return select.value === value;
}

scenario(
  'each theme against the system, and Start fresh asking, pass axe-core',
  async ({ open, sites }) => {
    for (const [system, theme] of [
      ['dark', 'light'],
      ['light', 'dark'],
    ]) {
      const page = await open(sites.appUrl(EIGHT_PUZZLE.query), { colorScheme: system });
      await page.waitForReady();
      assert.ok(await page.evaluate(choose, { id: 'theme', value: theme }));
      await page.click(button('Start fresh'));
      const violations = await page.axe();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert.deepEqual(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
        [],
        `${page.engine}: axe, the ${theme} theme on a ${system} system, Start fresh asking`,
      );
      await page.click(button('Keep them'));
      assert.equal(await page.attribute('#start-fresh-confirm', 'hidden'), '');
      await page.close();
    }
  },
  // Six page states through axe-core: WebKitGTK took over 120 s once on a clean CI machine.
  { timeout: 300_000 },
);
