// Wording of moves and solutions, exactly as docs/contracts.md §2 (seed 004) writes them. The
// worker's result carries the same text in `result.text`; these helpers word single moves for the
// move list and the status line, and rebuild the text if a result ever lacks it.

const DIRECTION_WORDS = Object.freeze({ U: 'up', D: 'down', L: 'left', R: 'right' });

export function directionWord(direction) {
  const word = DIRECTION_WORDS[direction];
  if (!word) throw new RangeError(`unknown direction ${JSON.stringify(direction)}`);
  return word;
}

/** `Move 15 down` */
export function moveText(tile, direction) {
  return `Move ${tile} ${directionWord(direction)}`;
}

/** `Solution requires 1 step` / `Solution requires 31 steps` */
export function stepsSentence(length) {
  return `Solution requires ${length} ${length === 1 ? 'step' : 'steps'}`;
}

/** The whole solution text: the steps sentence, then `Step k: Move T dir` lines. */
export function solutionText(moves, directions) {
  if (moves.length !== directions.length) {
    throw new RangeError(`${moves.length} moves but ${directions.length} directions`);
  }
  const lines = [stepsSentence(moves.length)];
  moves.forEach((tile, i) => lines.push(`Step ${i + 1}: ${moveText(tile, directions[i])}`));
  return lines.join('\n');
}
