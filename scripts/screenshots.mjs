// Screenshots of the built site (dist/) in Debian's Chromium, for looking at the page the way a
// student first meets it: desktop with a solution playing, embed in a 600×450 iframe, phone,
// and the dark scheme. Writes PNGs into the folder given (default: screenshots/).
//
//   node scripts/screenshots.mjs [OUT_DIR]
//   SHOTS=desktop-hint,phone-hint-dark node scripts/screenshots.mjs   (only the shots named)
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

import { serveStatic } from './serve.mjs';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const out = process.argv[2] ?? join(ROOT, 'screenshots');
const BOARD = 'board=8,6,7,2,5,4,3,0,1';

const server = await serveStatic(join(ROOT, 'dist'), { port: 0, prefix: '/lab/' });
const base = `http://127.0.0.1:${server.address().port}/lab/`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
await mkdir(out, { recursive: true });

const only = process.env.SHOTS ? process.env.SHOTS.split(',') : null;

// `element`: a selector; when given, the shot is of that element whole (a long lab panel).
// `touch`: a phone's screen (touch events, the mobile viewport, twice the pixels).
async function shot(name, { width, height, dark = false, touch = false, url, prepare, element }) {
  if (only && !only.includes(name)) return;
  const page = await browser.newPage({
    viewport: { width, height },
    colorScheme: dark ? 'dark' : 'light',
    ...(touch ? { hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : {}),
  });
  await page.goto(url);
  // By id, not by name: the page may be in any language (lang=…).
  await page.locator('#solve').waitFor();
  await page.waitForFunction(() => !document.querySelector('#solve')?.disabled);
  if (prepare) await prepare(page);
  const path = join(out, `${name}.png`);
  if (element) await page.locator(element).screenshot({ path });
  else await page.screenshot({ path });
  await page.close();
  console.log(`${name}.png`);
}

const solveAndPlay = async (page) => {
  if (process.env.SHOT_DELAY) await page.waitForTimeout(Number(process.env.SHOT_DELAY));
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Solution requires' }).waitFor();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForTimeout(1500);
};

await shot('desktop-playing', {
  width: 1366,
  height: 768,
  url: `${base}?${BOARD}&speed=2`,
  prepare: solveAndPlay,
});
await shot('desktop-first', { width: 1366, height: 768, url: `${base}` });
await shot('phone', { width: 390, height: 844, url: `${base}?${BOARD}` });
await shot('phone-dark', {
  width: 390,
  height: 844,
  dark: true,
  url: `${base}?${BOARD}`,
  prepare: solveAndPlay,
});
// After Solve on a phone held upright: the board, the status and Play on one screen (issue 29).
// Waits for Play rather than for the status's words, which may change.
const solve = async (page) => {
  await page.locator('#solve').click();
  await page.waitForFunction(() => !document.querySelector('#play')?.disabled);
};
for (const dark of [false, true]) {
  await shot(dark ? 'phone-solved-dark' : 'phone-solved', {
    width: 390,
    height: 844,
    dark,
    touch: true,
    url: `${base}?${BOARD}`,
    prepare: solve,
  });
}
await shot('desktop-dark-lab', {
  width: 1366,
  height: 768,
  dark: true,
  url: `${base}?${BOARD}&lab=step`,
  prepare: async (page) => page.locator('#lab').scrollIntoViewIfNeeded(),
});
await shot('embed-600x450', { width: 600, height: 450, url: `${base}?${BOARD}&embed=1` });
await shot('embed-600x450-dark', {
  width: 600,
  height: 450,
  dark: true,
  url: `${base}?${BOARD}&embed=1`,
  prepare: solveAndPlay,
});
// The lab embedded as courses frame it, at 600×450 and 800×600 (issue 30): step mode after a few
// steps, Compare after a run, the heuristic explained, and Check an answer with its verdict.
const labEmbeds = {
  step: async (page) => {
    for (let i = 0; i < 3; i++) {
      await page.locator('#step-expand:not([disabled])').click();
    }
    await page.locator('#step-open-table tbody tr').first().waitFor();
  },
  compare: async (page) => {
    await page.locator('#compare-run').click();
    await page.locator('#compare-csv:not([disabled])').waitFor({ timeout: 120_000 });
  },
  heuristic: async (page) => {
    await page.locator('#heuristic-sum').filter({ hasText: /h = / }).waitFor();
  },
  check: async (page) => {
    await page.locator('#check-solution').fill('Step 1: Move 5 down\nStep 2: Move 2 right');
    await page.locator('#check-run').click();
    await page.locator('#check-verdict:not([hidden])').waitFor();
  },
};
for (const [lab, prepare] of Object.entries(labEmbeds)) {
  for (const [width, height] of [
    [600, 450],
    [800, 600],
  ]) {
    for (const dark of [false, true]) {
      await shot(`embed-${lab}-${width}x${height}${dark ? '-dark' : ''}`, {
        width,
        height,
        dark,
        url: `${base}?${BOARD}&embed=1&lab=${lab}`,
        prepare,
      });
    }
  }
}
await shot('embed-800x600', { width: 800, height: 600, url: `${base}?${BOARD}&embed=1` });

await shot('desktop-mistyped', {
  width: 1366,
  height: 768,
  url: `${base}?${BOARD}`,
  prepare: async (page) => {
    await page.getByRole('textbox', { name: /^Board/ }).fill('1 2 3 3 5 6 7 8 0');
    await page.waitForFunction(() => document.getElementById('board-text').ariaInvalid === 'true');
  },
});

// Hints for players: a few moves played by hand, then Hint marks the next move of a shortest way.
const showHint = async (page) => {
  await page.locator('#distance[data-state="exact"]').waitFor();
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.locator('.cell.is-hinted').waitFor();
  await page.waitForTimeout(2600); // the pulse has ended
};
for (const [name, size] of [
  ['desktop-hint', { width: 1366, height: 768 }],
  ['phone-hint', { width: 390, height: 844 }],
]) {
  await shot(name, { ...size, url: `${base}?${BOARD}`, prepare: showHint });
  await shot(`${name}-dark`, { ...size, dark: true, url: `${base}?${BOARD}`, prepare: showHint });
}

// Consistency: the four searches on the hardest 8-puzzle, the violated edge and the f-contours.
const showConsistency = async (page) => {
  await page.getByRole('tab', { name: 'Consistency' }).click();
  await page.locator('#consistency-results').waitFor({ state: 'visible' });
  await page.locator('#consistency-chart svg').waitFor();
};
for (const [name, size] of [
  ['desktop-consistency', { width: 1366, height: 768 }],
  ['phone-consistency', { width: 390, height: 844 }],
]) {
  const options = { ...size, url: `${base}?${BOARD}`, prepare: showConsistency, element: '#lab' };
  await shot(name, options);
  await shot(`${name}-dark`, { ...options, dark: true });
}

// Compare: every search the courses teach on an easy 8-puzzle (20 moves), run, then the panel.
const showCompare = async (page) => {
  await page.locator('#compare-run:not([disabled])').click();
  await page.locator('#compare-csv:not([disabled])').waitFor({ timeout: 120_000 });
};
for (const [name, size] of [
  ['desktop-compare', { width: 1366, height: 768 }],
  ['phone-compare', { width: 390, height: 844 }],
]) {
  const searches =
    'astar:manhattan,idastar:manhattan,rbfs:manhattan,bfs,ucs,dfs,iddfs,bidirectional';
  const url = `${base}?board=8,1,5,2,0,6,3,4,7&lab=compare&compare=${searches}`;
  const options = { ...size, url, prepare: showCompare, element: '#lab' };
  await shot(name, options);
  await shot(`${name}-dark`, { ...options, dark: true });
}

// Search tree: A* stepped 40 times on seed 001's board, then the tree and its outline.
const showTree = async (page) => {
  await page.locator('#search-tree[data-nodes]:not([data-nodes="0"])').waitFor();
  await page.waitForFunction(() => document.getElementById('step-expanded').textContent === '40');
  await page.locator('#search-tree').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
};
for (const [name, size] of [
  ['desktop-lab-tree', { width: 1366, height: 768 }],
  ['phone-lab-tree', { width: 390, height: 844 }],
]) {
  const url = `${base}?board=8,0,6,5,4,7,2,3,1&goal=blank-first&algorithm=astar&heuristic=manhattan&lab=step&expansions=40`;
  const options = { ...size, url, prepare: showTree, element: '#search-tree' };
  await shot(name, options);
  await shot(`${name}-dark`, { ...options, dark: true });
}

// Experiments: the textbook table on 20 random 8-puzzles per depth, d = 2…24, with its chart.
const showExperiment = async (page) => {
  await page.getByRole('tab', { name: 'Experiments' }).click();
  await page
    .locator('#panel-experiments')
    .getByLabel('Boards per depth', { exact: true })
    .fill('20');
  await page.getByRole('button', { name: 'Run experiment' }).click();
  await page.locator('#experiment-progress-text', { hasText: 'Experiment finished' }).waitFor();
  await page.locator('#experiment-chart svg').waitFor();
};
for (const [name, size] of [
  ['desktop-experiments', { width: 1366, height: 768 }],
  ['phone-experiments', { width: 390, height: 844 }],
]) {
  const options = { ...size, url: base, prepare: showExperiment, element: '#panel-experiments' };
  await shot(name, options);
  await shot(`${name}-dark`, { ...options, dark: true });
}

// Heuristic: linear conflict explained on seed 001's board (distances, the pair 5 before 4, h*).
const showHeuristic = async (page) => {
  await page.locator('#heuristic-board[data-heuristic="linear-conflict"]').waitFor();
  await page.locator('#heuristic-true', { hasText: 'h* = 31' }).waitFor();
};
for (const [name, size] of [
  ['desktop-heuristic', { width: 1366, height: 768 }],
  ['phone-heuristic', { width: 390, height: 844 }],
]) {
  const url = `${base}?board=8,0,6,5,4,7,2,3,1&goal=blank-first&heuristic=linear-conflict&lab=heuristic`;
  const options = { ...size, url, prepare: showHeuristic, element: '#lab' };
  await shot(name, options);
  await shot(`${name}-dark`, { ...options, dark: true });
}

// Heuristic: the 15-puzzle's 6-6-3 pattern databases, prepared in the page, coloured by group.
const showPdb = async (page) => {
  await page.getByRole('tab', { name: 'Heuristic' }).click();
  await page.getByRole('button', { name: 'Prepare pattern databases' }).click();
  await page.locator('#heuristic-board[data-heuristic="pdb"]').waitFor({ timeout: 120_000 });
};
for (const [name, size] of [
  ['desktop-heuristic-pdb', { width: 1366, height: 768 }],
  ['phone-heuristic-pdb', { width: 390, height: 844 }],
]) {
  const url = `${base}?board=5,1,6,2,9,10,3,0,13,14,4,7,15,8,11,12&heuristic=pdb&lab=heuristic`;
  const options = { ...size, url, prepare: showPdb, element: '#lab' };
  await shot(name, options);
  await shot(`${name}-dark`, { ...options, dark: true });
}

// Picture tiles (issue 14): a built-in picture on a 4 × 4 during playback, the solved picture
// whole, the Picture card with its crop control, and the lab's mini-boards with the picture.
const PICTURE_BOARD = 'board=1,2,3,4,9,5,6,11,15,8,0,7,13,10,14,12';
const withPicture = (scene, then) => async (page) => {
  await page.getByRole('button', { name: scene, exact: true }).click();
  await page.locator('#board.has-picture').waitFor();
  await then?.(page);
  await page.evaluate(() => scrollTo(0, 0)); // the board, where the buttons scrolled from
};
const playSome = async (page) => {
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Solution requires' }).waitFor();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForTimeout(1200);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
};
const playToEnd = async (page) => {
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Solution requires' }).waitFor();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.locator('#board.is-solved').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(600);
};
for (const [name, size] of [
  ['desktop-picture', { width: 1366, height: 768 }],
  ['phone-picture', { width: 390, height: 844 }],
]) {
  const url = `${base}?${PICTURE_BOARD}&speed=6`;
  await shot(name, { ...size, url, prepare: withPicture('Mountain lake', playSome) });
  await shot(`${name}-dark`, {
    ...size,
    dark: true,
    url,
    prepare: withPicture('Balloons', playSome),
  });
}
await shot('desktop-picture-solved', {
  width: 1366,
  height: 768,
  url: `${base}?${PICTURE_BOARD}&speed=8`,
  prepare: withPicture('Patchwork', playToEnd),
});
await shot('desktop-picture-card', {
  width: 1366,
  height: 768,
  url: `${base}?board=3,1,2,0,4,5,6,7,8,9,10,11&size=4x3`,
  prepare: withPicture('Balloons'),
  element: '#picture-card',
});
await shot('desktop-picture-lab-dark', {
  width: 1366,
  height: 768,
  dark: true,
  url: `${base}?${PICTURE_BOARD}&lab=step`,
  prepare: withPicture('Mountain lake', async (page) => {
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    await page.getByRole('button', { name: 'Step', exact: true }).click();
    await page.locator('#panel-step .mini-board.has-picture').first().waitFor();
  }),
  element: '#panel-step',
});

// Playing by hand (issue 14): a 3-move board solved by clicking its tiles, with the celebration
// and the best list (a longer play first, so the list has two results); the theme switch set
// against the system's scheme (Dark on a light system, Light on a dark one), and Start fresh
// asking.
const PLAY_BOARD = 'board=1,2,3,4,8,5,7,0,6';
const playTiles = async (page, tiles) => {
  for (const tile of tiles) {
    await page.locator(`#board .cell[data-tile="${tile}"] button.tile`).click();
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
  }
};
const celebrate = async (page) => {
  await page.evaluate(() => localStorage.clear());
  await page.locator('#distance[data-state="exact"]').waitFor();
  await playTiles(page, [8, 8, 8, 5, 6]);
  await page.locator('#celebration:not([hidden])').waitFor();
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await playTiles(page, [8, 5, 6]);
  await page.locator('#celebration-text', { hasText: 'the shortest is 3' }).waitFor();
  await page.waitForTimeout(1300); // the pop is over
};
const chooseTheme = (theme) => async (page) => {
  await page.locator('#theme').selectOption(theme);
};
for (const [name, size] of [
  ['desktop-celebration', { width: 1366, height: 768 }],
  ['phone-celebration', { width: 390, height: 844 }],
]) {
  const url = `${base}?${PLAY_BOARD}`;
  await shot(name, { ...size, url, prepare: celebrate });
  await shot(`${name}-dark`, { ...size, dark: true, url, prepare: celebrate });
}
await shot('desktop-best-list', {
  width: 1366,
  height: 768,
  url: `${base}?${PLAY_BOARD}`,
  prepare: celebrate,
  element: '#best-results',
});
await shot('desktop-theme-dark-on-light', {
  width: 1366,
  height: 768,
  url: `${base}?${BOARD}`,
  prepare: chooseTheme('dark'),
});
await shot('phone-theme-light-on-dark', {
  width: 390,
  height: 844,
  dark: true,
  url: `${base}?${BOARD}`,
  prepare: chooseTheme('light'),
});
// The first screen a student sees, and where "How was this found?" takes them after a Solve.
await shot('desktop-first-screen', { width: 1366, height: 768, url: `${base}?${BOARD}` });
await shot('desktop-how-found', {
  width: 1366,
  height: 768,
  url: `${base}?${BOARD}`,
  prepare: async (page) => {
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.getByRole('button', { name: 'How was this found?' }).click();
    await page
      .locator('#step-status')
      .filter({ hasText: /Press Step/ })
      .waitFor();
    await page.waitForTimeout(800); // the smooth scroll is over
  },
});
await shot('desktop-start-fresh', {
  width: 1366,
  height: 768,
  url: `${base}?${BOARD}`,
  prepare: async (page) => page.getByRole('button', { name: 'Start fresh' }).click(),
});
await shot('phone-start-fresh-dark', {
  width: 390,
  height: 844,
  dark: true,
  url: `${base}?${BOARD}`,
  prepare: async (page) => page.getByRole('button', { name: 'Start fresh' }).click(),
});

// Each language: the page solved and playing, and the lab's step mode with its tree, on a
// desktop (light) and a phone (dark), where the longer German words test the layout.
const solveAndPlayAnyLanguage = async (page) => {
  await page.locator('#solve').click();
  await page.locator('#move-list li').first().waitFor();
  await page.locator('#play').click();
  await page.waitForTimeout(1500);
};
for (const lang of ['de', 'es', 'zh']) {
  await shot(`desktop-${lang}`, {
    width: 1366,
    height: 768,
    url: `${base}?${BOARD}&lang=${lang}&speed=2`,
    prepare: solveAndPlayAnyLanguage,
  });
  await shot(`phone-${lang}-dark`, {
    width: 390,
    height: 844,
    dark: true,
    url: `${base}?${BOARD}&lang=${lang}`,
    prepare: solveAndPlayAnyLanguage,
  });
  await shot(`lab-${lang}`, {
    width: 1366,
    height: 768,
    url: `${base}?${BOARD}&lang=${lang}&lab=step&expansions=12`,
    element: '#lab',
  });
}

// Check an answer (issue 30): a pasted answer with an illegal third step, checked, on the
// 8-puzzle of BOARD, its verdict in view (desktop, phone; light and dark). Then the depth limit
// shown for depth-first search in the Solver card.
const checkAnswer = async (page) => {
  await page
    .locator('#check-solution')
    .fill('Step 1: Move 3 right\nStep 2: Move 2 down\nStep 3: Move 8 up');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.locator('#check-headline').filter({ hasText: /./ }).waitFor();
};
for (const [name, size] of [
  ['desktop-check', { width: 1366, height: 768 }],
  ['phone-check', { width: 390, height: 844 }],
]) {
  const options = {
    ...size,
    url: `${base}?${BOARD}&lab=check`,
    prepare: checkAnswer,
    element: '#lab',
  };
  await shot(name, options);
  await shot(`${name}-dark`, { ...options, dark: true });
}
// Exercises: Compute h answered with one tile wrong, a wrong prediction, and a wrong answer to
// Admissible? Consistent?, from a seed.
const answerComputeH = async (page) => {
  await page.locator('#exercise-answer-total').waitFor();
  const inputs = page.locator('#exercise-work .exercise-cell input');
  for (let i = 0; i < 4; i++) await inputs.nth(i).fill(String(i % 3));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.locator('#exercise-feedback:not([hidden])').waitFor();
};
const predictWrong = async (page) => {
  await page.locator('input[name="exercise-pick"]').last().waitFor();
  await page.locator('input[name="exercise-pick"]').last().check();
  await page.getByRole('button', { name: 'Check and step' }).click();
  await page.locator('#exercise-feedback:not([hidden])').waitFor();
};
const answerAdmissible = async (page) => {
  await page.locator('#exercise-answer-admissible-yes').waitFor();
  await page.locator('#exercise-answer-admissible-yes').check();
  await page.locator('#exercise-answer-consistent-yes').check();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.locator('#exercise-feedback:not([hidden])').waitFor();
};
for (const [name, size] of [
  ['desktop-exercises', { width: 1366, height: 768 }],
  ['phone-exercises', { width: 390, height: 844 }],
]) {
  const options = {
    ...size,
    url: `${base}?lab=exercises&exercise=compute-h&seed=42&heuristic=manhattan`,
    prepare: answerComputeH,
    element: '#lab',
  };
  await shot(name, options);
  await shot(`${name}-dark`, { ...options, dark: true });
  const predict = {
    ...size,
    url: `${base}?lab=exercises&exercise=predict&seed=7&algorithm=astar&heuristic=manhattan`,
    prepare: predictWrong,
    element: '#lab',
  };
  await shot(name.replace('exercises', 'predict'), predict);
  await shot(`${name.replace('exercises', 'predict')}-dark`, { ...predict, dark: true });
  // Admissible? Consistent?: answered "both", which the chain's drop of 2 contradicts.
  const admissible = {
    ...size,
    url: `${base}?lab=exercises&exercise=admissible&seed=20261203`,
    prepare: answerAdmissible,
    element: '#lab',
  };
  await shot(name.replace('exercises', 'admissible'), admissible);
  await shot(`${name.replace('exercises', 'admissible')}-dark`, { ...admissible, dark: true });
}
// A course page's 600×450 frame holding one exercise kind, before and after an answer.
for (const [kind, query, prepare] of [
  ['compute-h', 'exercise=compute-h&seed=42&heuristic=manhattan', answerComputeH],
  ['predict', 'exercise=predict&seed=7&algorithm=astar&heuristic=manhattan', predictWrong],
  ['admissible', 'exercise=admissible&seed=20261203', answerAdmissible],
]) {
  for (const dark of [false, true]) {
    await shot(`embed-exercise-${kind}-600x450${dark ? '-dark' : ''}`, {
      width: 600,
      height: 450,
      dark,
      url: `${base}?embed=1&lab=exercises&${query}`,
      prepare,
    });
  }
}
await shot('desktop-depth-limit', {
  width: 1366,
  height: 768,
  url: `${base}?${BOARD}&algorithm=dfs&depth=20`,
  element: 'section[aria-labelledby=solver-heading]',
  prepare: async (page) => {
    await page.locator('#depth-limit-field').waitFor();
  },
});

// Timed solves: a 3×3 scramble solved by hand (one move wasted and taken back), then its replay
// open at the wasted move, with the core's distance after every move. The moves are the native
// CLI's shortest solution of the board the page shows.
const SCRAMBLE_SEED = 7;
const timedSolveAndReplay = async (page) => {
  await page.evaluate(() => localStorage.clear());
  await page.locator('#speedsolve-name', { hasText: `3x3:${SCRAMBLE_SEED}` }).waitFor();
  const board = await page.evaluate(() =>
    [...document.querySelectorAll('#board .cell')].map((cell) => cell.dataset.tile ?? '0'),
  );
  const solution = JSON.parse(
    execFileSync(
      join(ROOT, 'build/native/npuzzle'),
      ['solve', '--format', 'json', board.join(' ')],
      {
        encoding: 'utf8',
      },
    ),
  ).moves;
  // Two wasted moves first: the solution's first tile slid and slid back.
  const tiles = [solution[0], solution[0], ...solution];
  await playTiles(page, tiles);
  await page.locator('#speedsolve-timer[data-phase="solved"]').waitFor();
  await page.locator('#speedsolve-list button[aria-label="Replay solve 1"]').click();
  await page.locator('#speedsolve-replay-slider').fill('1');
  await page.locator('#speedsolve-replay-slider').dispatchEvent('input');
  await page.locator('#speedsolve-replay').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500); // the analysis of a 3×3: a few searches
};
for (const [name, size] of [
  ['desktop-timed-replay', { width: 1366, height: 768 }],
  ['phone-timed-replay', { width: 390, height: 844, touch: true }],
]) {
  const url = `${base}?scramble=3x3:${SCRAMBLE_SEED}`;
  await shot(name, { ...size, url, prepare: timedSolveAndReplay });
  await shot(`${name}-dark`, { ...size, dark: true, url, prepare: timedSolveAndReplay });
}
// A timed solve counted in MTM (Count moves: MTM), replayed: a multi-tile move a step, the
// distances the core's MTM optima. One move wasted and taken back, then the native CLI's MTM
// solution, each multi-tile move one click on its farthest tile (its line slides at once).
const timedMtmSolveAndReplay = async (page) => {
  await page.evaluate(() => localStorage.clear());
  await page.locator('#speedsolve-name', { hasText: `3x3:${SCRAMBLE_SEED}` }).waitFor();
  await page.locator('#move-metric').selectOption('mtm');
  const board = await page.evaluate(() =>
    [...document.querySelectorAll('#board .cell')].map((cell) => cell.dataset.tile ?? '0'),
  );
  const { moves, segments } = JSON.parse(
    execFileSync(
      join(ROOT, 'build/native/npuzzle'),
      ['solve', '--metric', 'mtm', '--format', 'json', board.join(' ')],
      { encoding: 'utf8' },
    ),
  );
  const clicks = [moves[0], moves[0]];
  let end = 0;
  for (const size of segments) {
    end += size;
    clicks.push(moves[end - 1]); // the tile farthest from the blank: the whole line slides
  }
  await playTiles(page, clicks);
  await page.locator('#speedsolve-timer[data-phase="solved"]').waitFor();
  await page.locator('#speedsolve-list button[aria-label="Replay solve 1"]').click();
  await page.locator('#speedsolve-replay-slider').fill('3');
  await page.locator('#speedsolve-replay-slider').dispatchEvent('input');
  await page.getByRole('button', { name: 'Optimal from here' }).click();
  await page.locator('#speedsolve-replay').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500); // the analysis of a 3×3: a few searches
};
await shot('desktop-timed-replay-mtm', {
  width: 1366,
  height: 768,
  url: `${base}?scramble=3x3:${SCRAMBLE_SEED}`,
  prepare: timedMtmSolveAndReplay,
});
// Counting in MTM: a line of two tiles slid at once is one move.
await shot('desktop-mtm', {
  width: 1366,
  height: 768,
  url: `${base}?${PLAY_BOARD}`,
  prepare: async (page) => {
    await page.locator('#move-metric').selectOption('mtm');
    await page.locator('#distance[data-state="exact"]').waitFor();
  },
});

// A 24-puzzle given time to think: the best answer so far and the proven bound while auto
// shortens it, then (kept) after Cancel.
const KORF24_3 =
  'board=6,0,24,14,8,5,21,19,9,17,16,20,10,13,2,15,11,22,1,3,7,23,4,18,12&goal=blank-first';
const thinkAndShorten =
  ({ cancel }) =>
  async (page) => {
    await page.getByRole('spinbutton', { name: /Think for up to/ }).fill('600');
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.locator('#progress-best').waitFor({ state: 'visible', timeout: 60_000 });
    if (cancel) {
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.locator('#move-list li').first().waitFor();
    }
    await page.waitForTimeout(800);
  };
await shot('desktop-anytime-shortening', {
  width: 1366,
  height: 768,
  url: `${base}?${KORF24_3}`,
  prepare: thinkAndShorten({ cancel: false }),
});
await shot('phone-anytime-kept-dark', {
  width: 390,
  height: 844,
  touch: true,
  dark: true,
  url: `${base}?${KORF24_3}`,
  prepare: thinkAndShorten({ cancel: true }),
});

// The Solver card on a phone, in German (the longest words), with the thinking time refused.
await shot('phone-think-field-de', {
  width: 390,
  height: 844,
  touch: true,
  url: `${base}?${KORF24_3}&lang=de`,
  element: 'section[aria-labelledby="solver-heading"]',
  prepare: async (page) => {
    await page.locator('#think-seconds').fill('0.5');
    await page.locator('#think-error').waitFor();
  },
});

// Every optimal solution, listed in the Solution card (in MTM: the multi-tile count), one picked.
const listOptimal = (metric) => async (page) => {
  await page.locator('#move-metric').selectOption(metric);
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await page.getByRole('button', { name: 'Every optimal solution' }).click();
  const rows = page.getByRole('list', { name: 'Optimal solutions' }).getByRole('button');
  await rows.nth(2).click();
  await page.locator('#optimal-solutions').scrollIntoViewIfNeeded();
  await page.waitForTimeout(600);
};
for (const [name, size] of [
  ['desktop-optimal-list', { width: 1366, height: 768 }],
  ['phone-optimal-list', { width: 390, height: 844, touch: true }],
]) {
  const url = `${base}?board=0,8,7,6,3,2,5,4,1&speed=4`;
  await shot(name, { ...size, url, prepare: listOptimal('stm') });
  await shot(`${name}-mtm-dark`, { ...size, dark: true, url, prepare: listOptimal('mtm') });
}

await browser.close();
server.closeAllConnections();
server.close();
