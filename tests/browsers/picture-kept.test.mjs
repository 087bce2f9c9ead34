// Issue 14, item 1, picture tiles that last, in every engine (pages in one browser profile, as
// one student's browser keeps its IndexedDB): a picture from a file on a 4 × 4 solves and plays
// back with it, the pieces reassembling the picture at the end; a reload restores it, cut again
// for a 3 × 5, which plays back whole too; Remove picture brings the numbered tiles back, for
// good. In a file of its own: WebKit's kept session cannot live beside fresh ones.
import assert from 'node:assert/strict';

import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';
import { FOUR, PICTURE, THREE_BY_FIVE, assertSlices, hasPicture } from './support/pictures.mjs';

const { scenario } = useEngines();

scenario(
  'a picture plays back whole, and a reload restores it, cut for a 3 × 5',
  async ({ open, close, sites }) => {
    const page = await open(sites.appUrl(FOUR.query), { keepStorage: true });
    await page.waitForReady();
    await page.chooseFile('#picture-file', PICTURE);
    await page.waitFor(hasPicture, undefined, { message: 'the picture on the board' });
    await assertSlices(page, FOUR, 'goal', 'on the 4 × 4');
    // The controls have names, and the tiles keep theirs.
    await page.idOf({ role: 'button', name: 'Remove picture' });
    // WebKitGTK's driver reads a slider's name with its value after it: `Zoom 1`.
    await page.idOf({ role: 'slider', name: /^Zoom( 1)?$/ });
    await page.idOf({ role: 'checkbox', name: 'Show the numbers on the tiles' });
    await page.idOf({ role: 'button', name: 'Tile 13' });

    await page.click(button('Solve'));
    assert.equal(await page.waitForStatus(/^Solution requires/), 'Solution requires 3 steps');
    await page.click(button('Play'));
    await page.waitFor(
      () => document.getElementById('board')?.classList.contains('is-solved'),
      undefined,
      { message: 'the playback to reach the goal' },
    );
    await assertSlices(page, FOUR, 'cell', 'after playback: the picture whole');
    await close(page);

    const again = await open(sites.appUrl(THREE_BY_FIVE.query), { keepStorage: true });
    await again.waitForReady();
    await again.waitFor(hasPicture, undefined, { message: 'the picture restored on reload' });
    await assertSlices(again, THREE_BY_FIVE, 'goal', 'restored, cut for the 3 × 5');
    await again.click(button('Solve'));
    assert.equal(await again.waitForStatus(/^Solution requires/), 'Solution requires 2 steps');
    await again.click(button('Play'));
    await again.waitFor(
      () => document.getElementById('board')?.classList.contains('is-solved'),
      undefined,
      { message: 'the 3 × 5 playback to reach the goal' },
    );
    await assertSlices(again, THREE_BY_FIVE, 'cell', 'after the 3 × 5 playback');

    // Remove picture: numbered tiles, and a reload keeps them numbered.
    await again.click(button('Remove picture'));
    await again.waitFor(() => !document.getElementById('board')?.classList.contains('has-picture'));
    // Said once the stored copy is gone: closing before then would race the deletion.
    await again.waitFor(
      () => /^Picture removed/.test(document.getElementById('announcer')?.textContent.trim() ?? ''),
      undefined,
      { message: 'the removal said, once forgotten' },
    );
    await close(again);
    const third = await open(sites.appUrl(THREE_BY_FIVE.query), { keepStorage: true });
    await third.waitForReady();
    // The picture would be back by the time the solver is ready; give IndexedDB a moment more.
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(await third.evaluate(hasPicture), false, 'removed for good');
    await close(third);
  },
  { timeout: 180_000 },
);
