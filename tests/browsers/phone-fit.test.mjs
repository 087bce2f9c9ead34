// Issue 29, "fits the phone": on a 390×844 screen, after Solve, the board, the status line and
// Play are all on the screen at once, without scrolling; and a hint's text is never cut by the
// bottom edge.
import assert from 'node:assert/strict';

import { EIGHT_PUZZLE } from './support/boards.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

const PHONE = { width: 390, height: 844 };

/** Each element's box against the viewport: whether it lies wholly inside it. */
function onScreen(ids) {
  return ids.map((id) => {
    const box = document.getElementById(id).getBoundingClientRect();
    const inside =
      box.height > 0 &&
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= window.innerHeight &&
      box.right <= window.innerWidth;
    return { id, inside, top: Math.round(box.top), bottom: Math.round(box.bottom) };
  });
}

/** Of the elements named, those whose middle shows another element (the bar over them). */
const coveredTexts = (texts) =>
  texts.flatMap((id) => {
    const element = document.getElementById(id);
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const hit = document.elementFromPoint(x, box.top + box.height / 2);
    if (element.contains(hit)) return [];
    const over = hit?.closest('[id], [class]');
    const playback = document.querySelector('.playback').getBoundingClientRect();
    return [
      `${id} (${Math.round(box.top)}-${Math.round(box.bottom)}) under ` +
        `${over?.id || over?.className} (playback ${Math.round(playback.top)}-${Math.round(playback.bottom)})`,
    ];
  });

// The 15-puzzle's first Solve also shows a notice under the status (where its pattern databases
// came from): that too is on the screen, not under the playback bar.
// The rows above and under the board wrap differently in each language (German and Spanish
// take a line more than English): the fit is held in those too.
const BOARDS = {
  '3×3': EIGHT_PUZZLE.query,
  '4×4': '?board=5,1,6,2,9,10,3,0,13,14,4,7,15,8,11,12',
  '3×3 in German': `${EIGHT_PUZZLE.query}&lang=de`,
  '3×3 in Spanish': `${EIGHT_PUZZLE.query}&lang=es`,
};

for (const [size, query] of Object.entries(BOARDS)) {
  scenario(
    `on a 390×844 phone, after Solve on a ${size}, the board, the status and Play fit together`,
    async ({ open, sites }) => {
      const page = await open(sites.appUrl(query), { viewport: PHONE });
      // By id: the page may be in any language.
      await page.waitFor(() => document.getElementById('solve')?.disabled === false, undefined, {
        message: 'Solve ready',
      });
      // Pressed in the page, not through the driver: WebKitGTK's driver scrolls the page to what
      // it clicks, which a finger on a phone does not (Chromium's and Firefox's leave it).
      await page.evaluate(() => document.getElementById('solve')?.click());
      await page.waitFor(() => !document.getElementById('play')?.disabled, undefined, {
        timeout: 90_000,
        message: 'a solution to play',
      });
      assert.ok(await page.status(), 'the status line says something');
      const height = await page.evaluate(() => window.innerHeight);
      assert.equal(height, PHONE.height, 'the viewport is the phone’s');
      const ids = ['board', 'status', 'play'];
      if (await page.evaluate(() => !document.getElementById('notice').hidden)) ids.push('notice');
      const texts = ids.filter((id) => id === 'status' || id === 'notice');
      // The page lays itself out again for what the answer put on show (board-room.js measures
      // the room as it is laid out): the screen is judged once that has settled, a few frames on.
      await page
        .waitUntil(
          async () =>
            (await page.evaluate(onScreen, ids)).every((box) => box.inside) &&
            (await page.evaluate(coveredTexts, texts)).length === 0,
          { timeout: 3_000, message: 'the layout to settle' },
        )
        .catch(() => {}); // the assertions below say what does not fit
      const boxes = await page.evaluate(onScreen, ids);
      for (const box of boxes) {
        assert.ok(
          box.inside,
          `#${box.id} on screen (top ${box.top}, bottom ${box.bottom} of ${height})`,
        );
      }
      // Nothing lies over the status or the notice: the element at each one's middle is its own.
      const covered = await page.evaluate(coveredTexts, texts);
      assert.deepEqual(covered, [], 'nothing covers the status or the notice');
    },
    { timeout: 180_000 },
  );
}

scenario(
  'on a 390×844 phone a hint’s text is not cut by the bottom edge',
  async ({ open, sites }) => {
    const page = await open(sites.appUrl(EIGHT_PUZZLE.query), { viewport: PHONE });
    await page.waitForReady();
    await page.waitFor(() => !document.getElementById('hint')?.disabled, undefined, {
      timeout: 30_000,
      message: 'Hint to be usable',
    });
    await page.click(button('Hint'));
    await page.waitFor(() => !document.getElementById('hint-text')?.hidden, undefined, {
      timeout: 30_000,
      message: 'the hint’s text',
    });
    const [box] = await page.evaluate(onScreen, ['hint-text']);
    assert.ok(box.inside, `the hint's text on screen (top ${box.top}, bottom ${box.bottom})`);
  },
);
