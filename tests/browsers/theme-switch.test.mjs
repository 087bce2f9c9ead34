// Issue 14, the theme switch, in every engine: the theme chosen against the system's scheme (Light
// on a dark system, Dark on a light one) with Start fresh asking, checked by axe-core; and the
// colours each engine resolves from the one light-dark() palette (issue 28): Auto the system's
// scheme, Light and Dark their own, for the page and for a token read as a canvas reads it
// (web/dom/theme-colour.js), against the values of web/shell/tokens.css. In a file
// of its own: WebKitGTK's driver holds one session, and the files that reopen pages with their
// storage keep theirs for the whole file.
import assert from 'node:assert/strict';

import { schemes } from '../js/support/theme-tokens.mjs';
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

const PALETTE = schemes();

/** '#0e1320' → 'rgb(14, 19, 32)', as an engine gives a computed colour. */
function rgb(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** What a scheme should show: the page's background and the surface token as a canvas gets it. */
const expected = (scheme) => ({
  background: rgb(PALETTE[scheme].bg),
  surface: rgb(PALETTE[scheme].surface),
});

/** Runs in the page: the background on show and --surface resolved through a probe's colour. */
function shownColours() {
  const probe = document.createElement('span');
  probe.hidden = true;
  document.body.append(probe);
  probe.style.color = 'var(--surface)';
  const surface = getComputedStyle(probe).color;
  probe.remove();
  return { background: getComputedStyle(document.body).backgroundColor, surface };
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
      assert.deepEqual(
        await page.evaluate(shownColours),
        expected(system),
        `${page.engine}: Auto on a ${system} system shows the ${system} scheme`,
      );
      assert.ok(await page.evaluate(choose, { id: 'theme', value: theme }));
      assert.deepEqual(
        await page.evaluate(shownColours),
        expected(theme),
        `${page.engine}: ${theme} on a ${system} system shows the ${theme} scheme`,
      );
      await page.click(button('Start fresh'));
      await page.assertAxeClean(`the ${theme} theme on a ${system} system, Start fresh asking`);
      await page.click(button('Keep them'));
      assert.equal(await page.attribute('#start-fresh-confirm', 'hidden'), '');
      await page.close();
    }
  },
  // Six page states through axe-core: WebKitGTK took over 120 s once on a clean CI machine.
  { timeout: 300_000 },
);
