// The page's wiring: reads the URL, owns the page state (current board, start board, goal,
// solution) and connects the board view, the settings, the solver client and playback.
// Data flows one way: a view reports an intent, this module decides and re-renders.

import { BoardView } from './board-view.js';
import {
  goalTiles,
  sameTiles,
  sizeText,
  slideDirection,
  swapCells,
  swapWithBlank,
  tilesToText,
} from './board-model.js';
import { fillFactList } from './fact-list.js';
import { Playback } from './playback.js';
import { SolutionPanel } from './solution-panel.js';
import { moveText } from './solution-text.js';
import { SolverClient } from './solver-client.js';
import { SolverOptions } from './solver-options.js';
import { formatBytes, formatCount, formatDuration } from './stat-format.js';
import { checkMessage, LIMIT_ADVICE, resultMessage } from './status-messages.js';
import { parseSize, readUrlState, writeUrlState } from './url-state.js';

// The hardest 8-puzzle for the blank-last goal (31 moves): a first Solve shows real work.
const DEFAULT_BOARD = { tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1], width: 3, height: 3 };
const DEFAULT_SPEED = 4;
const SQUARE_SIZES = [2, 3, 4, 5, 6, 7, 8, 9, 10];
const PUZZLE_NAMES = { 3: '8-puzzle', 4: '15-puzzle', 5: '24-puzzle' };
const TYPING_DEBOUNCE_MS = 250;
const URL_SYNC_INTERVAL_MS = 300; // browsers throttle replaceState called on every playback frame
const FACTS_DEBOUNCE_MS = 150;

const byId = (id) => document.getElementById(id);
const ui = {
  board: byId('board'),
  moveCount: byId('move-count'),
  solvedBadge: byId('solved-badge'),
  editHint: byId('edit-hint'),
  solve: byId('solve'),
  cancel: byId('cancel'),
  shuffle: byId('shuffle'),
  reset: byId('reset'),
  status: byId('status'),
  notice: byId('notice'),
  progress: byId('progress'),
  progressExpanded: byId('progress-expanded'),
  progressFrontier: byId('progress-frontier'),
  progressFBound: byId('progress-fbound'),
  progressMemory: byId('progress-memory'),
  progressElapsed: byId('progress-elapsed'),
  databaseProgress: byId('database-progress'),
  progressFigures: document.querySelector('#progress .figures'),
  databaseProgressBar: byId('database-progress-bar'),
  stepBack: byId('step-back'),
  play: byId('play'),
  pause: byId('pause'),
  stepForward: byId('step-forward'),
  scrubber: byId('scrubber'),
  stepLabel: byId('step-label'),
  speed: byId('speed'),
  speedValue: byId('speed-value'),
  pathHint: byId('path-hint'),
  size: byId('size'),
  customSize: byId('custom-size'),
  width: byId('width'),
  height: byId('height'),
  goal: byId('goal'),
  customGoal: byId('custom-goal'),
  goalText: byId('goal-text'),
  boardText: byId('board-text'),
  shuffleMode: byId('shuffle-mode'),
  walkField: byId('walk-field'),
  walk: byId('walk'),
  edit: byId('edit'),
  boardFacts: byId('board-facts'),
  heuristicEstimates: byId('heuristic-estimates'),
  heuristicFacts: byId('heuristic-facts'),
};

const page = {
  width: DEFAULT_BOARD.width,
  height: DEFAULT_BOARD.height,
  tiles: [], // what the board shows now
  start: [], // where Reset goes: the board as loaded, typed, shuffled, edited or last solved from
  goal: null, // goal tiles, from the core's check (custom goals are parsed there)
  moveCount: 0,
  solution: null, // {result, start} of the last solved search from `start`
  offPath: false, // the board left the solution's path by a manual move
  solving: false,
  editing: false,
  speed: DEFAULT_SPEED,
  embed: false,
  urlLive: false, // the URL is rewritten only once the page shows a board of its own
  checkSerial: 0,
};

const client = new SolverClient({ onNotice: (message) => showNotice(message) });
const view = new BoardView(ui.board, { onMove: moveTile, onSwap: swapTiles });
const playback = new Playback({ onChange: showPlaybackPosition, onPlayingChange: showPlaying });
const solutionPanel = new SolutionPanel(
  {
    card: byId('solution-card'),
    stats: byId('stats'),
    moveList: byId('move-list'),
    more: byId('move-list-more'),
    copy: byId('copy'),
  },
  {
    onPickStep: (step) => {
      if (page.offPath || page.solving) return;
      playback.pause();
      playback.seek(step, { animate: false });
    },
    onCopied: () => showNotice('Solution copied to the clipboard.', { transient: true }),
  },
);
const solverOptions = new SolverOptions(
  {
    algorithm: byId('algorithm'),
    heuristic: byId('heuristic'),
    heuristicField: byId('heuristic-field'),
    weight: byId('weight'),
    weightField: byId('weight-field'),
    memory: byId('memory'),
    summary: byId('solver-summary'),
  },
  () => syncUrl(),
);

// ---------------------------------------------------------------- status and notices

function setStatus(text) {
  ui.status.textContent = text;
}

let noticeTimer = null;
function showNotice(text, { transient = false } = {}) {
  clearTimeout(noticeTimer);
  ui.notice.textContent = text;
  ui.notice.hidden = !text;
  if (transient) noticeTimer = setTimeout(() => showNotice(''), 6000);
}

// ---------------------------------------------------------------- the board

function goalSpec() {
  if (ui.goal.value === 'custom') return ui.goalText.value.trim();
  return ui.goal.value;
}

function isSolved() {
  return page.goal !== null && sameTiles(page.tiles, page.goal);
}

function render({ animate = true } = {}) {
  view.setBoard(page.tiles, page.width, page.height, { animate });
  ui.moveCount.textContent = String(page.moveCount);
  const solved = isSolved();
  view.setSolved(solved);
  ui.solvedBadge.hidden = !solved;
  if (document.activeElement !== ui.boardText) ui.boardText.value = boardAsRows(page.tiles);
  scheduleFacts();
  syncUrl();
}

function boardAsRows(tiles) {
  const rows = [];
  for (let r = 0; r < page.height; r++) {
    rows.push(tiles.slice(r * page.width, (r + 1) * page.width).join(' '));
  }
  return rows.join('\n');
}

/** A new starting position: Reset comes back here, and any solution is dropped. */
function setStartBoard(tiles, width, height, goal) {
  playback.pause();
  page.width = width;
  page.height = height;
  page.tiles = tiles.slice();
  page.start = tiles.slice();
  page.goal = goal ? goal.slice() : page.goal;
  page.moveCount = 0;
  page.urlLive = true;
  clearSolution();
  view.setGoal(page.goal);
  showSize();
  solverOptions.setCellCount(width * height);
  ui.boardText.rows = Math.min(height, 10);
  render({ animate: false });
}

function moveTile(tile) {
  if (page.solving || !slideDirection(page.tiles, page.width, tile)) return;
  const wasSolved = isSolved();
  if (page.solution && !page.offPath) {
    // Moves that follow (or undo) the solution step the playback, so a student can play along.
    if (tile === playback.nextTile) {
      playback.pause();
      playback.stepForward();
      return;
    }
    if (tile === playback.previousTile) {
      playback.pause();
      playback.stepBack();
      return;
    }
    playback.pause();
    page.offPath = true;
    showPlaybackControls();
  }
  page.tiles = swapWithBlank(page.tiles, tile);
  page.moveCount++;
  render();
  if (!wasSolved && isSolved()) {
    setStatus(`Solved in ${page.moveCount} ${page.moveCount === 1 ? 'move' : 'moves'}.`);
  } else if (wasSolved) {
    setStatus(''); // "Solved in …" no longer holds
  }
}

function swapTiles(cellA, cellB) {
  if (page.solving) return;
  setStartBoard(swapCells(page.tiles, cellA, cellB), page.width, page.height, page.goal);
  checkCurrentBoard();
}

/** Checks the board on show against the goal: the status gets the solvability reason. */
async function checkCurrentBoard() {
  const serial = ++page.checkSerial;
  let check;
  try {
    check = await client.check(
      tilesToText(page.tiles),
      sizeText(page.width, page.height),
      goalSpec(),
    );
  } catch {
    return; // the client has already said why on the page
  }
  if (serial !== page.checkSerial) return;
  if (check.status === 'ok' && check.goal) {
    page.goal = check.goal;
    view.setGoal(page.goal);
    render({ animate: false });
  }
  setStatus(checkMessage(check, { solved: isSolved() }));
  showFacts(check);
}

/**
 * Loads a board from text (SPEC §1 notation). Returns false, and says why in the status, when
 * the core rejects it; the board on show is then left as it was.
 */
async function loadBoardText(text, size) {
  const serial = ++page.checkSerial;
  let check;
  try {
    check = await client.check(text, size, goalSpec());
  } catch {
    return false;
  }
  if (serial !== page.checkSerial) return false;
  if (check.status !== 'ok') {
    setStatus(checkMessage(check));
    return false;
  }
  setStartBoard(check.board, check.width, check.height, check.goal);
  setStatus(checkMessage(check, { solved: isSolved() }));
  showFacts(check);
  return true;
}

// A size is passed only when the text is a flat list of exactly W·H tiles for a board that
// cannot be inferred (not square); otherwise the core infers it from the count or the rows.
function sizeHintFor(text) {
  if (page.width === page.height || /[\n/;\]]/.test(text.trim())) return '';
  const count = text.split(/[\s,]+/).filter(Boolean).length;
  return count === page.width * page.height ? sizeText(page.width, page.height) : '';
}

// ---------------------------------------------------------------- board facts (heuristics)

let factsTimer = null;
function scheduleFacts() {
  clearTimeout(factsTimer);
  if (!solverOptions.ready) return;
  factsTimer = setTimeout(async () => {
    const tiles = page.tiles.slice();
    try {
      const check = await client.check(
        tilesToText(tiles),
        sizeText(page.width, page.height),
        goalSpec(),
      );
      if (sameTiles(tiles, page.tiles)) showFacts(check);
    } catch {
      // a restart notice is already on the page
    }
  }, FACTS_DEBOUNCE_MS);
}

function showFacts(check) {
  if (check.status !== 'ok') {
    ui.boardFacts.hidden = true;
    ui.heuristicEstimates.hidden = true;
    return;
  }
  const rows = [['Solvable', check.solvable ? 'yes' : 'no']];
  if (check.parity) {
    rows.push(['Inversions', formatCount(check.parity.inversions)]);
    rows.push(['Blank distance to goal', formatCount(check.parity.blankDistance)]);
  }
  fillFactList(ui.boardFacts, rows);
  ui.boardFacts.hidden = false;
  const estimates = Object.entries(check.heuristics ?? {});
  fillFactList(
    ui.heuristicFacts,
    estimates.map(([id, value]) => [solverOptions.heuristicLabel(id), formatCount(value)]),
  );
  ui.heuristicEstimates.hidden = estimates.length === 0;
}

// ---------------------------------------------------------------- size and goal controls

function fillSizeOptions() {
  const options = SQUARE_SIZES.map((side) => {
    const option = document.createElement('option');
    option.value = `${side}x${side}`;
    const name = PUZZLE_NAMES[side];
    option.textContent = `${side} × ${side}${name ? ` (${name})` : ''}`;
    return option;
  });
  const other = document.createElement('option');
  other.value = 'custom';
  other.textContent = 'Other: width × height';
  ui.size.replaceChildren(...options, other);
}

function showSize() {
  const square = page.width === page.height && SQUARE_SIZES.includes(page.width);
  if (square && ui.size.value !== 'custom') ui.size.value = sizeText(page.width, page.height);
  else ui.size.value = square ? ui.size.value : 'custom';
  ui.customSize.hidden = ui.size.value !== 'custom';
  ui.width.value = String(page.width);
  ui.height.value = String(page.height);
}

function changeSize(width, height) {
  if (ui.goal.value === 'custom') {
    // A custom goal belongs to one size; a new size starts from the standard goal.
    ui.goal.value = 'blank-last';
    ui.customGoal.hidden = true;
  }
  const goal = goalTiles(ui.goal.value, width, height);
  setStartBoard(goal, width, height, goal);
  checkCurrentBoard();
}

ui.size.addEventListener('change', () => {
  if (ui.size.value === 'custom') {
    ui.customSize.hidden = false;
    ui.width.focus();
    return;
  }
  const size = parseSize(ui.size.value);
  changeSize(size.width, size.height);
});

for (const input of [ui.width, ui.height]) {
  input.addEventListener('change', () => {
    const size = parseSize(`${ui.width.value}x${ui.height.value}`);
    if (!size) {
      setStatus('Width and height must each be at least 2, with at most 256 cells in all.');
      return;
    }
    changeSize(size.width, size.height);
  });
}

ui.goal.addEventListener('change', () => {
  const custom = ui.goal.value === 'custom';
  ui.customGoal.hidden = !custom;
  if (custom) {
    ui.goalText.value = boardAsRows(page.goal ?? goalTiles('blank-last', page.width, page.height));
    ui.goalText.focus();
  } else {
    page.goal = goalTiles(ui.goal.value, page.width, page.height);
  }
  clearSolution();
  checkCurrentBoard();
});

let goalTypingTimer = null;
ui.goalText.addEventListener('input', () => {
  clearTimeout(goalTypingTimer);
  goalTypingTimer = setTimeout(() => {
    clearSolution();
    checkCurrentBoard();
  }, TYPING_DEBOUNCE_MS);
});

let boardTypingTimer = null;
ui.boardText.addEventListener('input', () => {
  clearTimeout(boardTypingTimer);
  boardTypingTimer = setTimeout(() => {
    const text = ui.boardText.value.trim();
    if (text) loadBoardText(text, sizeHintFor(text));
  }, TYPING_DEBOUNCE_MS);
});
ui.boardText.addEventListener('change', () => {
  clearTimeout(boardTypingTimer);
  const text = ui.boardText.value.trim();
  // Leaving the field shows the board in its tidy form, unless the text still needs fixing.
  if (!text) ui.boardText.value = boardAsRows(page.tiles);
  else loadBoardText(text, sizeHintFor(text)).then((ok) => ok && render({ animate: false }));
});

// ---------------------------------------------------------------- shuffle, reset, edit

ui.shuffleMode.addEventListener('change', () => {
  ui.walkField.hidden = ui.shuffleMode.value !== 'walk';
});

ui.shuffle.addEventListener('click', async () => {
  const walk = ui.shuffleMode.value === 'walk' ? Math.max(1, Math.round(Number(ui.walk.value))) : 0;
  const [seed] = crypto.getRandomValues(new Uint32Array(1));
  let random;
  try {
    random = await client.random(sizeText(page.width, page.height), goalSpec(), walk || 0, seed);
  } catch {
    return;
  }
  if (random.status !== 'ok') {
    setStatus(`Could not shuffle: ${random.error}`);
    return;
  }
  setStartBoard(random.board, random.width, random.height, page.goal);
  checkCurrentBoard();
});

ui.reset.addEventListener('click', () => {
  if (page.solution) {
    page.offPath = false;
    page.tiles = page.solution.start.slice();
    playback.load(page.solution.start, page.solution.result.moves);
    showPlaybackPosition(playback.tiles, 0, false);
  } else {
    page.tiles = page.start.slice();
    page.moveCount = 0;
    render({ animate: false });
  }
  showPlaybackControls();
  setStatus(page.solution ? resultMessage(page.solution.result) : 'Back to the starting position.');
});

ui.edit.addEventListener('click', () => {
  page.editing = !page.editing;
  ui.edit.setAttribute('aria-pressed', String(page.editing));
  ui.edit.textContent = page.editing ? 'Done editing' : 'Edit board by swapping tiles';
  ui.editHint.hidden = !page.editing;
  view.setEditing(page.editing);
});

// ---------------------------------------------------------------- solving

function setSolving(solving) {
  page.solving = solving;
  view.setLocked(solving);
  ui.solve.disabled = solving || !solverOptions.ready;
  ui.cancel.disabled = !solving;
  for (const control of [
    ui.shuffle,
    ui.reset,
    ui.edit,
    ui.size,
    ui.width,
    ui.height,
    ui.goal,
    ui.goalText,
    ui.boardText,
  ]) {
    control.disabled = solving;
  }
  document.body.classList.toggle('is-solving', solving);
  showPlaybackControls();
}

function showProgress(progress) {
  const preparing = progress.phase === 'database';
  ui.databaseProgress.hidden = !preparing;
  ui.progressFigures.hidden = preparing; // nothing searched yet
  if (preparing) {
    ui.databaseProgressBar.value = progress.fraction;
    setStatus(`Preparing pattern databases… ${Math.floor(progress.fraction * 100)}%`);
    return;
  }
  if (ui.status.textContent.startsWith('Preparing')) setStatus('Solving…');
  ui.progressExpanded.textContent = formatCount(progress.expanded);
  ui.progressFrontier.textContent = formatCount(progress.frontier);
  ui.progressFBound.textContent = formatCount(progress.fBound);
  ui.progressMemory.textContent = formatBytes(progress.bytes);
  ui.progressElapsed.textContent = formatDuration(progress.ms);
}

async function solve() {
  if (page.solving || !solverOptions.ready) return;
  playback.pause();
  const options = solverOptions.value;
  const start = page.tiles.slice();
  setSolving(true);
  setStatus('Solving…');
  showNotice('');
  showProgress({ expanded: 0, frontier: 0, fBound: 0, bytes: 0, ms: 0 });
  ui.progress.hidden = false;
  let result;
  try {
    result = await client.solve(
      {
        board: tilesToText(start),
        size: sizeText(page.width, page.height),
        goal: goalSpec(),
        algorithm: options.algorithm,
        heuristic: options.heuristic,
        weight: options.weight,
        maxMemoryMB: options.maxMemoryMB,
      },
      showProgress,
    );
  } catch (error) {
    setSolving(false);
    setStatus(`The search stopped: ${error.message}`);
    return;
  }
  setSolving(false);
  showResult(result, start, options);
}

function showResult(result, start, options) {
  // A cancelled search keeps its last progress on show; the others report their final figures.
  if (result.stats && result.status !== 'cancelled') {
    showProgress({
      expanded: result.stats.expanded,
      frontier: result.stats.maxFrontier ?? Number.NaN,
      fBound: result.lowerBound ?? Number.NaN,
      bytes: result.stats.peakBytes,
      ms: result.stats.ms,
    });
  }
  ui.databaseProgress.hidden = true;
  ui.progressFigures.hidden = false;
  setStatus(resultMessage(result, options));
  showNotice(result.status === 'limit' ? LIMIT_ADVICE : databaseNote(result.databases));
  if (result.status !== 'solved') {
    ui.progress.hidden = result.status !== 'cancelled' && result.status !== 'limit';
    return;
  }
  ui.progress.hidden = true;
  // The solved-from board becomes the start, so Reset and the scrubber share position 0.
  page.start = start.slice();
  page.tiles = start.slice();
  page.moveCount = 0;
  page.offPath = false;
  page.solution = { result, start: start.slice() };
  playback.load(start, result.moves ?? []);
  solutionPanel.show(result);
  showPlaybackPosition(playback.tiles, 0, false);
}

// Where this solve's pattern databases came from, when it needed some the solver lacked.
function databaseNote(databases) {
  if (!databases) return '';
  const seconds = (databases.ms / 1000).toFixed(1);
  return databases.source === 'built'
    ? `Pattern databases built in ${seconds} s and kept in this browser: later 15-puzzles start at once.`
    : `Pattern databases loaded from this browser's storage in ${seconds} s.`;
}

ui.solve.addEventListener('click', () => solve());
ui.cancel.addEventListener('click', () => client.cancel());

// ---------------------------------------------------------------- the solution

function clearSolution() {
  if (!page.solution && !solutionPanel.visible) return;
  page.solution = null;
  page.offPath = false;
  playback.clear();
  solutionPanel.clear();
  showPlaybackControls();
}

// ---------------------------------------------------------------- playback

function showPlaybackPosition(tiles, position, animate) {
  page.tiles = tiles;
  page.moveCount = position;
  render({ animate });
  solutionPanel.markStep(position);
  showPlaybackControls();
}

function showPlaying(playing) {
  showPlaybackControls();
  if (!playing && document.activeElement === ui.pause) ui.play.focus();
  if (playing && document.activeElement === ui.play) ui.pause.focus();
}

function showPlaybackControls() {
  const usable = page.solution !== null && !page.offPath && !page.solving;
  const length = playback.length;
  const position = playback.position;
  ui.play.disabled = !usable || playback.playing || length === 0;
  ui.pause.disabled = !usable || !playback.playing;
  ui.stepBack.disabled = !usable || position === 0;
  ui.stepForward.disabled = !usable || position >= length;
  ui.scrubber.disabled = !usable || length === 0;
  ui.scrubber.max = String(length);
  ui.scrubber.value = String(position);
  ui.pathHint.hidden = !(page.solution && page.offPath);
  if (!page.solution) {
    ui.stepLabel.textContent = 'No solution yet';
  } else if (position === 0) {
    ui.stepLabel.textContent = `Start: ${length} ${length === 1 ? 'step' : 'steps'} to go`;
  } else {
    const { moves, directions } = page.solution.result;
    const move = moveText(moves[position - 1], directions[position - 1]);
    ui.stepLabel.textContent = `Step ${position} of ${length}: ${move}`;
  }
  ui.scrubber.setAttribute('aria-valuetext', ui.stepLabel.textContent);
}

ui.play.addEventListener('click', () => playback.play());
ui.pause.addEventListener('click', () => playback.pause());
ui.stepForward.addEventListener('click', () => {
  playback.pause();
  playback.stepForward();
});
ui.stepBack.addEventListener('click', () => {
  playback.pause();
  playback.stepBack();
});
ui.scrubber.addEventListener('input', () => {
  playback.pause();
  playback.seek(Number(ui.scrubber.value), { animate: false });
});

// The slider is logarithmic (2^value moves per second) so slow and fast speeds are both easy to pick.
function setSpeed(movesPerSecond, { fromSlider = false } = {}) {
  page.speed = movesPerSecond;
  playback.speed = movesPerSecond;
  if (!fromSlider) ui.speed.value = String(Math.log2(movesPerSecond));
  ui.speedValue.textContent = String(
    movesPerSecond < 10 ? +movesPerSecond.toFixed(2) : Math.round(movesPerSecond),
  );
  // A slide must finish before the next one starts, or fast playback turns into a blur.
  view.setSlideDuration(Math.min(180, 700 / movesPerSecond));
  syncUrl();
}

ui.speed.addEventListener('input', () => {
  setSpeed(Number((2 ** Number(ui.speed.value)).toFixed(2)), { fromSlider: true });
});

// ---------------------------------------------------------------- the URL

let urlTimer = null;
let urlDue = 0;
function syncUrl() {
  if (!page.urlLive || !solverOptions.ready) return;
  const wait = Math.max(0, urlDue - performance.now());
  if (urlTimer !== null) return;
  urlTimer = setTimeout(writeUrl, wait);
}

function writeUrl() {
  urlTimer = null;
  urlDue = performance.now() + URL_SYNC_INTERVAL_MS;
  const options = solverOptions.value;
  const goal = ui.goal.value === 'custom' ? page.goal : ui.goal.value;
  const search = writeUrlState(
    {
      tiles: page.tiles,
      width: page.width,
      height: page.height,
      goal,
      algorithm: options.algorithm,
      heuristic: options.heuristic,
      weight: options.usesWeight ? options.weight : undefined,
      speed: page.speed,
      embed: page.embed,
    },
    { ...solverOptions.defaults, speed: DEFAULT_SPEED },
  );
  if (search !== location.search) history.replaceState(history.state, '', search + location.hash);
}

// ---------------------------------------------------------------- start-up

async function start() {
  const { state, problems } = readUrlState(location.search);
  page.embed = state.embed;
  document.body.classList.toggle('embed', state.embed);
  fillSizeOptions();
  setSpeed(state.speed ?? DEFAULT_SPEED);
  showPlaybackControls();

  if (state.goal) {
    if (typeof state.goal === 'string') ui.goal.value = state.goal;
    else {
      ui.goal.value = 'custom';
      ui.goalText.value = state.goal.tiles;
      ui.customGoal.hidden = false;
    }
  }

  // Something to look at while the module loads. A URL board is shown only once the core has
  // read it, so a bad one never appears half-parsed; a size alone shows that size's goal.
  const shown = state.size ?? DEFAULT_BOARD;
  page.width = shown.width;
  page.height = shown.height;
  if (!state.board) {
    const goalKind = ui.goal.value === 'custom' ? 'blank-last' : ui.goal.value;
    const tiles = state.size ? goalTiles(goalKind, shown.width, shown.height) : DEFAULT_BOARD.tiles;
    page.tiles = tiles.slice();
    page.start = tiles.slice();
    page.goal = ui.goal.value === 'custom' ? null : goalTiles(goalKind, shown.width, shown.height);
    view.setGoal(page.goal);
    showSize();
    render({ animate: false });
  }

  let capabilities;
  try {
    capabilities = await client.capabilities();
  } catch {
    // The notice already holds the technical reason.
    setStatus(
      'The solver could not be loaded, so boards cannot be checked or solved. Reload to try again.',
    );
    return;
  }
  solverOptions.setCapabilities(capabilities);
  problems.push(...solverOptions.apply(state));
  if (problems.length) showNotice(problems.join(' '));
  ui.solve.disabled = false;
  ui.shuffle.disabled = false;

  let loaded = true;
  if (state.board) {
    const sizeParam = state.size ? sizeText(state.size.width, state.size.height) : '';
    loaded = await loadBoardText(state.board, sizeParam);
    if (!loaded) {
      // Keep the bad text where it can be fixed, and show a board the rest of the page can use.
      const goalKind = ui.goal.value === 'custom' ? 'blank-last' : ui.goal.value;
      const fallback = goalTiles(goalKind, page.width, page.height);
      ui.boardText.value = state.board;
      page.tiles = fallback;
      page.start = fallback.slice();
      page.goal = ui.goal.value === 'custom' ? page.goal : fallback;
      view.setGoal(page.goal);
      showSize();
      view.setBoard(page.tiles, page.width, page.height, { animate: false });
    }
  } else {
    page.urlLive = true;
    await checkCurrentBoard();
    syncUrl();
  }

  if (loaded && (state.autoplay || state.step !== undefined)) {
    await solve();
    if (page.solution) {
      if (state.step !== undefined) playback.seek(state.step);
      if (state.autoplay) playback.play();
    }
  }
}

start();
