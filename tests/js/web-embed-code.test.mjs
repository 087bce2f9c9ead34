// The embed snippet: a titled iframe with escaped attributes, pointing at the page itself.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { embedSize, iframeCode, pageAddress } from '../../web/share/embed-code.js';

test('an iframe with src, title and size; attribute values are escaped', () => {
  const code = iframeCode('https://x.github.io/lab/index.html?board=1,2,3,0&embed=1', {
    title: 'N-Puzzle Lab: "quotes" & <tags>',
    width: 560,
    height: 700,
  });
  assert.equal(
    code,
    '<iframe src="https://x.github.io/lab/index.html?board=1,2,3,0&amp;embed=1" ' +
      'title="N-Puzzle Lab: &quot;quotes&quot; &amp; &lt;tags&gt;" width="560" height="700" ' +
      'style="border:0;max-width:100%" loading="lazy"></iframe>',
  );
});

test('the page address drops the query and hash, for http and file URLs alike', () => {
  assert.equal(
    pageAddress('https://x.github.io/lab/index.html?board=1,2,3,0#top'),
    'https://x.github.io/lab/index.html',
  );
  assert.equal(
    pageAddress('file:///home/me/npuzzle-lab.html?embed=1'),
    'file:///home/me/npuzzle-lab.html',
  );
});

// What each size shows is measured in the browsers (tests/browsers/embed-fits.test.mjs).
test('a lab panel makes the frame larger: a column for the board, one for the panel', () => {
  const alone = embedSize(null);
  for (const lab of ['step', 'solvability']) {
    const withLab = embedSize(lab);
    assert.ok(withLab.width > alone.width && withLab.height > alone.height, lab);
    // Landscape: the layout puts the panel beside the board (web/shell/embed.css).
    assert.ok(withLab.width > withLab.height, lab);
  }
  assert.ok(alone.width > alone.height);
});
