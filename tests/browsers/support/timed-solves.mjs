// What the timed-solve scenarios (timed-solves, solve-replay) do the same way: open a scramble
// link and wait for its board, and solve by clicking tiles one at a time until the clock stops.

/** Opens the page at `?scramble=<scramble>` and waits until that scramble is on show. */
export async function openScramble(open, sites, scramble) {
  const page = await open(sites.appUrl(`?scramble=${scramble}`));
  await page.waitForReady();
  await page.waitFor(
    (name) => document.getElementById('speedsolve-name')?.textContent.trim() === name,
    `Scramble ${scramble}`,
    { timeout: 30_000, message: 'the linked scramble' },
  );
  return page;
}

/**
 * Clicks the tiles `clicks` (tile numbers) one at a time, `pauseMs` between them (the move
 * times then differ), and waits until the clock stops at the goal.
 */
export async function clickTilesToGoal(page, clicks, pauseMs) {
  for (const [i, n] of clicks.entries()) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    await page.clickTile(n);
  }
  await page.waitFor(
    () => document.getElementById('speedsolve-timer')?.dataset.phase === 'solved',
    undefined,
    { message: 'the clock stopped at the goal' },
  );
}
