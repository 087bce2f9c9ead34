// The boards the scenarios use, with the answers the page must give for them.

/** An 8-puzzle whose optimal solution has 31 moves, the most any 8-puzzle needs. */
export const EIGHT_PUZZLE = {
  tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1],
  query: '?board=8,6,7,2,5,4,3,0,1',
  status: 'Solution requires 31 steps',
};

/** Korf's 15-puzzle instance #1 (goal blank-first, as in his paper): 57 moves. */
export const KORF_1 = {
  tiles: [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3],
  query: '?board=14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3&goal=blank-first',
  status: 'Solution requires 57 steps',
};

/**
 * A status the page ends a solve with: the answer, or a reason it gave none. The scenarios
 * wait for one and then compare it with the answer, so a wrong answer fails at once.
 */
export const FINAL_STATUS =
  /^Solution requires \d+ steps?\b|^A solution of [\d,]+ moves?\b|invalid|unsolvable|could not|cannot|error|failed|no tiles/i;
