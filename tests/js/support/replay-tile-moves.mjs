// An oracle for answers the module gives: plays tile moves, each with its direction letter
// (SolveResult `moves` and `directions`), on a board and says whether they are legal and end on
// the goal. Written here, independently of the core's own move table.

/**
 * '' when `moves` (tiles) with `directions` (U D L R, the tile's) take `board` to `goal` on a
 * board `width` wide; else what went wrong first.
 * @param {number} width
 * @param {number[]} board
 * @param {number[]} goal
 * @param {number[]} moves
 * @param {string} directions
 */
export function replayTileMoves(width, board, goal, moves, directions) {
  const tiles = board.slice();
  const delta = { U: -width, D: width, L: -1, R: 1 };
  for (let i = 0; i < moves.length; i++) {
    const from = tiles.indexOf(moves[i]);
    const to = from + delta[directions[i]];
    const sameRow = Math.floor(from / width) === Math.floor(to / width);
    if (from < 0 || tiles[to] !== 0 || ('LR'.includes(directions[i]) && !sameRow))
      return `move ${i + 1} (tile ${moves[i]} ${directions[i]}) is illegal`;
    tiles[from] = 0;
    tiles[to] = moves[i];
  }
  return tiles.join() === goal.join() ? '' : 'the moves do not end on the goal';
}
