// The page's wiring: reads the URL, owns the page state (current board, start board, goal,
// solution) and connects the board view, the settings, the solver client, playback, the
// teaching lab's panels (web/lab/) and sharing. Data flows one way: a view reports an intent,
// this module decides and re-renders. The worker runs one long job at a time; `gate` says whose.

import { BoardView } from './page/board-view.js';
import {
  goalTiles,
  sameTiles,
  sizeText,
  slideDirection,
  swapCells,
  swapWithBlank,
  tilesToText,
} from './shared/board-model.js';
import { Announcer } from './page/announcer.js';
import { downloadText } from './shared/downloads.js';
import { fillFactList } from './shared/fact-list.js';
import { focusedElement, keepFocus } from './page/focus-keeper.js';
import { JobGate } from './page/job-gate.js';
import { installShortcuts } from './page/keyboard-shortcuts.js';
import { ComparePanel } from './lab/compare-panel.js';
import { LabTabs } from './lab/lab-tabs.js';
import { SolvabilityPanel } from './lab/solvability-panel.js';
import { StepPanel } from './lab/step-panel.js';
import { WeightedPanel } from './lab/weighted-panel.js';
import { boardRows } from './shared/mini-board.js';
import { Playback } from './page/playback.js';
import { SharePanel } from './page/share-panel.js';
import { exportCsv, exportJson, exportText, fileStem } from './shared/solution-export.js';
import { SolutionPanel } from './page/solution-panel.js';
import { directionWord, moveText } from './shared/solution-text.js';
import { SolverClient } from './worker/solver-client.js';
import { SolverOptions } from './page/solver-options.js';
import { formatBytes, formatCount, formatDuration } from './shared/stat-format.js';
import { checkMessage, LIMIT_ADVICE, resultMessage } from './page/status-messages.js';
import { parseSize, readUrlState, writeUrlState } from './page/url-state.js';

// The hardest 8-puzzle for the blank-last goal (31 moves): a first Solve shows real work.
const DEFAULT_BOARD = { tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1], width: 3, height: 3 };
const DEFAULT_SPEED = 4;
const SQUARE_SIZES = [2, 3, 4, 5, 6, 7, 8, 9, 10];
const PUZZLE_NAMES = { 3: '8-puzzle', 4: '15-puzzle', 5: '24-puzzle' };
const TYPING_DEBOUNCE_MS = 250;
const URL_SYNC_INTERVAL_MS = 300; // browsers throttle replaceState called on every playback frame
const FACTS_DEBOUNCE_MS = 150;
const LAB_SETTLE_MS = 300; // step mode restarts once the board has been still this long
const QUIET_PLAYBACK_SPEED = 2; // faster playback is announced only when it stops

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
  undo: byId('undo'),
  redo: byId('redo'),
  boardTextError: byId('board-text-error'),
  solvableWhy: byId('solvable-why'),
  solvableWhyText: byId('solvable-why-text'),
  labBoard: byId('lab-board'),
  boardFacts: byId('board-facts'),
  heuristicEstimates: byId('heuristic-estimates'),
  heuristicFacts: byId('heuristic-facts'),
  announcer: byId('announcer'),
  exportText: byId('export-text'),
  exportJson: byId('export-json'),
  exportCsv: byId('export-csv'),
  lab: byId('lab'),
  labTabs: document.querySelector('#lab [role=tablist]'),
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
  // The board on show may be solved only when the core has checked exactly it: this is the key
  // (size, tiles, goal) of the last board the core found valid. Moves keep a board valid, so
  // a move carries the mark along; anything else (a new board, size or goal) drops it.
  checkedKey: null,
  epoch: 0, // bumped by every new board, size or goal (not by moves)
  // The board text box: 'ok' (it shows the board), 'pending' (typed, not yet read) or
  // 'invalid' (the core rejected it: Solve waits until it is fixed).
  textState: 'ok',
  started: false, // the start-up board (the URL's, or the default) is in place and checked
  undo: [], // the tiles the user moved, newest last (undo moves them back)
  redo: [],
  labKey: '',
  lab: null, // the lab panel named in the URL (or chosen since): written back to the URL
  labReady: false, // the solver is loaded and the board checked: lab panels may start work
};

let boardTypingTimer = null; // the pause after typing in the board text box

// Where focus goes when a playback button it is on disables itself: a step button that ran out
// of steps hands it to the other one; Play, once playing, to Pause; Pause at the end to Play.
const PLAYBACK_FOCUS_HANDOVER = new Map([
  [ui.stepForward, [ui.stepBack, ui.play]],
  [ui.stepBack, [ui.stepForward, ui.play]],
  [ui.play, [ui.pause, ui.stepBack]],
  [ui.pause, [ui.play, ui.stepBack]],
]);

const client = new SolverClient({
  createWorker: globalThis.npuzzleCreateWorker,
  onNotice: (message) => showNotice(message),
});
const gate = new JobGate();
const announcer = new Announcer(ui.announcer);
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
const solvabilityPanel = new SolvabilityPanel(byId('solvability'), {
  onSwap: (a, b) => swapTileValues(a, b),
});
const solverOptions = new SolverOptions(
  {
    algorithm: byId('algorithm'),
    heuristic: byId('heuristic'),
    heuristicField: byId('heuristic-field'),
    weight: byId('weight'),
    weightField: byId('weight-field'),
    memory: byId('memory'),
    memoryError: byId('memory-error'),
    weightError: byId('weight-error'),
    summary: byId('solver-summary'),
  },
  () => {
    weightedPanel.setWeight(solverOptions.value.weight);
    showSolveButton();
    labChanged();
    syncUrl();
  },
);

// ---------------------------------------------------------------- the teaching lab

const labLabels = {
  algorithm: (id) => solverOptions.algorithmLabel(id),
  heuristic: (id) => solverOptions.heuristicLabel(id),
};

/**
 * The board the lab works on, by a rule the lab states above its panels: the start of the
 * solution while one is loaded (playing it back does not restart the lab), otherwise the board
 * on show.
 */
function labTiles() {
  return onSolutionPath() ? page.solution.start : page.tiles;
}

/** The board, goal and solver settings the lab panels work on. */
function labProblem() {
  const options = solverOptions.value;
  const tiles = labTiles();
  return {
    board: tilesToText(tiles),
    size: sizeText(page.width, page.height),
    goal: goalSpec(),
    tiles: tiles.slice(),
    width: page.width,
    height: page.height,
    cells: page.width * page.height,
    goalTiles: (page.goal ?? []).slice(),
    algorithm: options.algorithm,
    heuristic: options.heuristic,
    heuristicAdmissible: solverOptions.heuristicInfo(options.heuristic)?.admissible,
    weight: options.weight,
    maxMemoryMB: options.maxMemoryMB,
  };
}

const stepPanel = new StepPanel(
  {
    panel: byId('panel-step'),
    intro: byId('step-intro'),
    step: byId('step-expand'),
    back: byId('step-back-expansion'),
    run: byId('step-run'),
    stop: byId('step-stop'),
    restart: byId('step-restart'),
    status: byId('step-status'),
    expanded: byId('step-expanded'),
    generated: byId('step-generated'),
    openTerm: byId('step-open-term'),
    openSize: byId('step-open-size'),
    closedSize: byId('step-closed-size'),
    fboundTerm: byId('step-fbound-term'),
    fbound: byId('step-fbound'),
    maxFrontier: byId('step-max-frontier'),
    thresholds: byId('step-thresholds'),
    nodeHeading: byId('step-node-heading'),
    nodeBoard: byId('step-node-board'),
    nodeValues: byId('step-node-values'),
    openHeading: byId('step-open-heading'),
    tieBreak: byId('step-tie-break'),
    openTable: byId('step-open-table'),
    openMore: byId('step-open-more'),
    path: byId('step-path'),
    pathHeading: byId('step-path-heading'),
  },
  {
    client,
    gate,
    problem: labProblem,
    labels: labLabels,
    announce: (text) => announcer.say(text),
    onPositionChange: () => syncUrl(),
    get embedded() {
      return page.embed;
    },
  },
);

const comparePanel = new ComparePanel(
  {
    pairs: byId('compare-pairs'),
    sizeHint: byId('compare-size-hint'),
    bfs: byId('compare-bfs'),
    timeLimit: byId('compare-time-limit'),
    run: byId('compare-run'),
    skip: byId('compare-skip'),
    cancel: byId('compare-cancel'),
    csv: byId('compare-csv'),
    progress: byId('compare-progress'),
    progressText: byId('compare-progress-text'),
    progressBar: byId('compare-progress-bar'),
    results: byId('compare-results'),
    caption: byId('compare-caption'),
    table: byId('compare-table'),
    metric: byId('compare-metric'),
    chart: byId('compare-chart'),
    memory: byId('memory-view'),
  },
  {
    client,
    gate,
    problem: labProblem,
    labels: labLabels,
    announce: (text) => announcer.say(text),
    weight: () => weightedPanel.weight,
    onChange: () => syncUrl(),
  },
);

const weightedPanel = new WeightedPanel(
  {
    panel: byId('panel-weighted'),
    slider: byId('weighted-weight'),
    value: byId('weighted-value'),
    intro: byId('weighted-intro'),
    run: byId('weighted-run'),
    cancel: byId('weighted-cancel'),
    progress: byId('weighted-progress'),
    results: byId('weighted-results'),
    table: byId('weighted-table'),
    summary: byId('weighted-summary'),
  },
  {
    client,
    gate,
    problem: labProblem,
    labels: labLabels,
    announce: (text) => announcer.say(text),
    onWeight: (weight) => {
      solverOptions.setWeight(weight);
      syncUrl();
    },
    get embedded() {
      return page.embed;
    },
  },
);

const labTabs = new LabTabs(ui.labTabs, (id) => {
  page.lab = id;
  activateLab();
  sharePanel.refresh();
  syncUrl();
});

function activateLab() {
  if (!page.labReady) return;
  const id = labTabs.selected;
  if (id === 'step') stepPanel.activate();
  if (id === 'weighted') weightedPanel.activate();
}

// The lab's board, goal or settings changed. Step mode restarts once things are still (a
// student may be sliding tiles), the weighted panel drops a stale answer at once.
let labTimer = null;
function labChanged() {
  if (!solverOptions.ready) return;
  const options = solverOptions.value;
  const key = [
    problemKey(labTiles()),
    onSolutionPath() ? 'solution start' : 'board on show',
    page.textState,
    options.algorithm,
    options.heuristic,
    options.weight,
  ].join('|');
  if (key === page.labKey) return;
  page.labKey = key;
  showLabBoard();
  weightedPanel.invalidate();
  clearTimeout(labTimer);
  labTimer = setTimeout(() => stepPanel.invalidate(), LAB_SETTLE_MS);
}

/** Says, above the panels, which board the lab runs on and why that one. */
function showLabBoard() {
  const tiles = labTiles();
  // Above 25 cells the tiles make a paragraph, not a name: the size says which board it is.
  const rows =
    tiles.length <= 25 ? boardRows(tiles, page.width) : `the ${page.width} × ${page.height} board`;
  const solved = page.goal !== null && sameTiles(tiles, page.goal);
  let text;
  if (page.textState === 'invalid') {
    text = `The board text is not a valid board, so the lab still works on ${rows}. Fix the text to explore the board you typed.`;
  } else if (onSolutionPath()) {
    text = `The lab works on ${rows}, the start of the solution on show: playing the solution back does not change it.`;
  } else if (solved) {
    text = `The board on show is solved (${rows}): a search has nothing to do. Shuffle or type a board to explore a search.`;
  } else {
    text = `The lab works on the board on show: ${rows}.`;
  }
  ui.labBoard.textContent = text;
}

// ---------------------------------------------------------------- share and export

const sharePanel = new SharePanel(
  {
    copyLink: byId('copy-link'),
    copyEmbed: byId('copy-embed'),
    details: byId('embed-details'),
    code: byId('embed-code'),
    includeLab: byId('embed-lab'),
    png: byId('export-png'),
    svg: byId('export-svg'),
  },
  {
    // An embed code shows the open panel when asked to; a link keeps the panel in use, if any.
    shareQuery: ({ embed, lab }) =>
      urlQuery({ embed, lab: lab ? (embed ? labTabs.selected : liveLab()) : null }),
    board: () => ({
      tiles: page.tiles.slice(),
      width: page.width,
      height: page.height,
      goal: page.goal,
    }),
    title: () => embedTitle(),
    labOpen: () => labTabs.selected,
    notify: (text) => showNotice(text, { transient: true }),
  },
);

function embedTitle() {
  const name = page.width === page.height ? PUZZLE_NAMES[page.width] : null;
  const size = name ?? `${page.width}×${page.height} sliding puzzle`;
  return `N-Puzzle Lab: ${size} ${boardRows(page.tiles, page.width)}`;
}

function exportSolution(kind) {
  const result = page.solution?.result;
  if (!result) return;
  const stem = `${fileStem(page.solution.start, page.width, page.height)}-solution`;
  if (kind === 'text') downloadText(exportText(result), `${stem}.txt`);
  if (kind === 'json') downloadText(exportJson(result), `${stem}.json`, 'application/json');
  if (kind === 'csv') downloadText(exportCsv(result), `${stem}.csv`, 'text/csv');
}

ui.exportText.addEventListener('click', () => exportSolution('text'));
ui.exportJson.addEventListener('click', () => exportSolution('json'));
ui.exportCsv.addEventListener('click', () => exportSolution('csv'));

// ---------------------------------------------------------------- status and notices

function setStatus(text) {
  ui.status.textContent = text;
}

/**
 * The solver client rejected a request: its message is a whole sentence for people (what
 * happened and what to do), so it is shown as it is.
 */
function showSolverFailure(error) {
  const message =
    error?.message || 'The solver stopped working. Reload the page to start it again.';
  setStatus(message);
  // The client may have put the same sentence in the notice: say it once.
  if (ui.notice.textContent === message) showNotice('');
  showSolveButton();
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

/** A solution is loaded and the board is on its path (the student has not moved off it). */
function onSolutionPath() {
  return page.solution !== null && !page.offPath;
}

function isSolved() {
  return page.goal !== null && sameTiles(page.tiles, page.goal);
}

/** Size, tiles and goal: what the core checks, and what Solve answers. */
function problemKey(tiles = page.tiles) {
  return `${page.width}x${page.height}|${tiles.join(',')}|${goalSpec()}`;
}

/**
 * Solve may run: the board on show is complete, the core has checked exactly this board
 * against this goal, and the text box does not hold another (unread or invalid) board.
 */
function problemReady() {
  return (
    solverOptions.ready &&
    solverOptions.valid &&
    page.started &&
    page.textState === 'ok' &&
    page.tiles.length === page.width * page.height &&
    page.checkedKey === problemKey()
  );
}

/** New tiles reached by moves from the board on show: a checked board stays checked. */
function moveTo(tiles) {
  const checked = page.checkedKey === problemKey();
  page.tiles = tiles;
  if (checked) page.checkedKey = problemKey();
}

function render({ animate = true } = {}) {
  view.setBoard(page.tiles, page.width, page.height, { animate });
  ui.moveCount.textContent = String(page.moveCount);
  const solved = isSolved();
  view.setSolved(solved);
  ui.solvedBadge.hidden = !solved;
  if (document.activeElement !== ui.boardText && page.textState === 'ok') {
    ui.boardText.value = boardAsRows(page.tiles);
  }
  showUndo();
  showSolveButton();
  scheduleFacts();
  labChanged();
  syncUrl();
}

function boardAsRows(tiles) {
  const rows = [];
  for (let r = 0; r < page.height; r++) {
    rows.push(tiles.slice(r * page.width, (r + 1) * page.width).join(' '));
  }
  return rows.join('\n');
}

/**
 * A new starting position: Reset comes back here, and any solution and move history are
 * dropped. The text box is rewritten unless the board came from it (the user is typing there).
 */
function setStartBoard(tiles, width, height, goal, { fromText = false } = {}) {
  playback.pause();
  page.width = width;
  page.height = height;
  page.tiles = tiles.slice();
  page.start = tiles.slice();
  page.goal = goal ? goal.slice() : page.goal;
  page.moveCount = 0;
  page.undo = [];
  page.redo = [];
  page.checkedKey = null;
  page.epoch++;
  page.urlLive = true;
  clearSolution();
  if (!fromText) {
    clearTimeout(boardTypingTimer);
    showTextValid();
    ui.boardText.value = boardAsRows(page.tiles);
  }
  view.setGoal(page.goal);
  showSize();
  solverOptions.setCellCount(width * height);
  if (solverOptions.ready) comparePanel.setHeuristics(solverOptions.heuristics, width * height);
  ui.boardText.rows = Math.min(height, 10);
  render({ animate: false });
}

/**
 * The user slides `tile` (drag, click, arrow key, or undo/redo with `via`); false when it
 * cannot slide.
 */
function moveTile(tile, { via = null } = {}) {
  const direction =
    page.solving || !page.started ? null : slideDirection(page.tiles, page.width, tile);
  if (!direction) return false;
  const wasSolved = isSolved();
  if (via === null) {
    page.undo.push(tile);
    page.redo = [];
  }
  if (onSolutionPath()) {
    // Moves that follow (or undo) the solution step the playback, so a student can play along.
    if (tile === playback.nextTile || tile === playback.previousTile) {
      playback.pause();
      page.moveCount += via === 'undo' ? -1 : 1;
      if (tile === playback.nextTile) playback.stepForward();
      else playback.stepBack();
      return true;
    }
    playback.pause();
    page.offPath = true;
    showPlaybackControls();
  }
  moveTo(swapWithBlank(page.tiles, tile));
  page.moveCount += via === 'undo' ? -1 : 1;
  render();
  const moves = `${page.moveCount} ${page.moveCount === 1 ? 'move' : 'moves'}`;
  const undone = via === 'undo' ? 'Undone: ' : via === 'redo' ? 'Redone: ' : '';
  announcer.say(`${undone}Tile ${tile} moved ${directionWord(direction)}. ${moves}.`);
  if (!wasSolved && isSolved()) {
    setStatus(`Solved in ${page.moveCount} ${page.moveCount === 1 ? 'move' : 'moves'}.`);
  } else if (page.solution && page.offPath) {
    setStatus('You left the solution: Solve again from here, or Reset to go back to its start.');
  } else if (wasSolved || /^Solution requires|^Solved in/.test(ui.status.textContent)) {
    setStatus('Ready to solve.'); // what was said no longer holds for this board
  }
  return true;
}

// Undo slides the last moved tile back; if playback has moved the board since, that tile may
// no longer be next to the blank, and the history is left as it was.
function undoMove() {
  const tile = page.undo.at(-1);
  if (tile === undefined) return '';
  if (!moveTile(tile, { via: 'undo' })) return 'Cannot undo here: the board has moved since.';
  page.redo.push(page.undo.pop());
  showUndo();
  return '';
}

function redoMove() {
  const tile = page.redo.at(-1);
  if (tile === undefined) return '';
  if (!moveTile(tile, { via: 'redo' })) return 'Cannot redo here: the board has moved since.';
  page.undo.push(page.redo.pop());
  showUndo();
  return '';
}

function showUndo() {
  const usable = page.started && !page.solving;
  ui.undo.disabled = !usable || page.undo.length === 0;
  ui.redo.disabled = !usable || page.redo.length === 0;
}

function swapTiles(cellA, cellB) {
  if (page.solving) return;
  setStartBoard(swapCells(page.tiles, cellA, cellB), page.width, page.height, page.goal);
  checkCurrentBoard();
}

/** Swaps two tiles by their numbers (the solvability explainer's fix). */
async function swapTileValues(a, b) {
  if (page.solving) return;
  const cellA = page.tiles.indexOf(a);
  const cellB = page.tiles.indexOf(b);
  if (cellA < 0 || cellB < 0) return;
  setStartBoard(swapCells(page.tiles, cellA, cellB), page.width, page.height, page.goal);
  await checkCurrentBoard();
  announcer.say(`Swapped tiles ${a} and ${b}. ${ui.status.textContent}`);
}

/** Checks the board on show against the goal: the status gets the solvability reason. */
async function checkCurrentBoard() {
  const serial = ++page.checkSerial;
  const epoch = page.epoch;
  let check;
  try {
    check = await client.check(
      tilesToText(page.tiles),
      sizeText(page.width, page.height),
      goalSpec(),
    );
  } catch (error) {
    showSolverFailure(error);
    return;
  }
  if (serial !== page.checkSerial) return;
  if (check.status === 'ok' && check.goal) {
    page.goal = check.goal;
    view.setGoal(page.goal);
  }
  // Moves made while the check ran (same epoch) keep the board as valid as the one checked.
  if (check.status === 'ok' && epoch === page.epoch) page.checkedKey = problemKey();
  render({ animate: false });
  setStatus(checkMessage(check, { solved: isSolved() }));
  showFacts(check);
}

/**
 * Loads a board from text (SPEC §1 notation). Returns false, and says why in the status and on
 * the text box, when the core rejects it; the board on show is then marked as not the one typed.
 */
async function loadBoardText(text, size, { fromText = false } = {}) {
  const serial = ++page.checkSerial;
  let check;
  try {
    check = await client.check(text, size, goalSpec());
  } catch (error) {
    showSolverFailure(error);
    return false;
  }
  if (serial !== page.checkSerial) return false;
  if (check.status !== 'ok') {
    showTextInvalid(checkMessage(check));
    return false;
  }
  showTextValid();
  setStartBoard(check.board, check.width, check.height, check.goal, { fromText });
  page.checkedKey = problemKey();
  render({ animate: false });
  setStatus(checkMessage(check, { solved: isSolved() }));
  showFacts(check);
  return true;
}

/** The text box holds a board the core rejected: say why there, and keep Solve off. */
function showTextInvalid(message) {
  page.textState = 'invalid';
  ui.boardText.setAttribute('aria-invalid', 'true');
  ui.boardTextError.textContent = message;
  ui.boardTextError.hidden = false;
  view.setStale(true);
  ui.boardFacts.hidden = true;
  ui.solvableWhy.hidden = true;
  ui.heuristicEstimates.hidden = true;
  setStatus(`${message} Fix the board text to solve it.`);
  showSolveButton();
  labChanged();
}

function showTextValid() {
  page.textState = 'ok';
  ui.boardText.removeAttribute('aria-invalid');
  ui.boardTextError.textContent = '';
  ui.boardTextError.hidden = true;
  view.setStale(false);
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
  solvabilityPanel.show(check);
  if (check.status !== 'ok') {
    ui.boardFacts.hidden = true;
    ui.solvableWhy.hidden = true;
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
  ui.solvableWhy.hidden = !check.reason;
  ui.solvableWhyText.textContent = check.reason ?? '';
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

/** The goal changed (menu or custom text): the board must be checked again before Solve. */
function goalChanged() {
  page.epoch++;
  page.checkedKey = null;
  clearSolution();
  showSolveButton();
}

ui.goal.addEventListener('change', () => {
  const custom = ui.goal.value === 'custom';
  ui.customGoal.hidden = !custom;
  if (custom) {
    ui.goalText.value = boardAsRows(page.goal ?? goalTiles('blank-last', page.width, page.height));
    ui.goalText.focus();
  } else {
    page.goal = goalTiles(ui.goal.value, page.width, page.height);
    view.setGoal(page.goal);
  }
  goalChanged();
  checkCurrentBoard();
});

let goalTypingTimer = null;
ui.goalText.addEventListener('input', () => {
  clearTimeout(goalTypingTimer);
  goalChanged();
  goalTypingTimer = setTimeout(() => checkCurrentBoard(), TYPING_DEBOUNCE_MS);
});

// Typing marks the text as unread at once, so Solve can never answer the board the text is
// replacing; the core reads it once typing pauses.
ui.boardText.addEventListener('input', () => {
  clearTimeout(boardTypingTimer);
  page.textState = 'pending';
  showSolveButton();
  boardTypingTimer = setTimeout(() => readBoardText(), TYPING_DEBOUNCE_MS);
});
ui.boardText.addEventListener('change', () => {
  clearTimeout(boardTypingTimer);
  // Leaving the field shows the board in its tidy form, unless the text still needs fixing.
  readBoardText({ tidy: true });
});

async function readBoardText({ tidy = false } = {}) {
  const text = ui.boardText.value.trim();
  if (!text) {
    // An emptied box is not a board: leaving it puts the board on show back.
    if (tidy) {
      showTextValid();
      ui.boardText.value = boardAsRows(page.tiles);
      setStatus(page.checkedKey === problemKey() ? 'Ready to solve.' : ui.status.textContent);
      showSolveButton();
    }
    return;
  }
  if (text === boardAsRows(page.tiles) && page.textState !== 'invalid') {
    showTextValid(); // the board on show, retyped or left unchanged
    showSolveButton();
    return;
  }
  const ok = await loadBoardText(text, sizeHintFor(text), { fromText: !tidy });
  if (ok && tidy && document.activeElement !== ui.boardText) {
    ui.boardText.value = boardAsRows(page.tiles);
  }
}

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

ui.reset.addEventListener('click', () => resetBoard());

/** Back to the start (of the solution, when there is one); the move count starts again. */
function resetBoard() {
  if (page.solving || !page.started) return;
  page.moveCount = 0;
  page.undo = [];
  page.redo = [];
  if (page.solution) {
    page.offPath = false;
    moveTo(page.solution.start.slice());
    playback.load(page.solution.start, page.solution.result.moves);
    showPlaybackPosition(playback.tiles, 0, false);
  } else {
    moveTo(page.start.slice());
    render({ animate: false });
  }
  showPlaybackControls();
  setStatus(page.solution ? resultMessage(page.solution.result) : 'Back to the starting position.');
}

ui.edit.addEventListener('click', () => {
  page.editing = !page.editing;
  ui.edit.setAttribute('aria-pressed', String(page.editing));
  ui.edit.textContent = page.editing ? 'Done editing' : 'Edit board by swapping tiles';
  ui.editHint.hidden = !page.editing;
  view.setEditing(page.editing);
});

// ---------------------------------------------------------------- solving

function setSolving(solving) {
  const focused = focusedElement();
  page.solving = solving;
  showSolveButton();
  showUndo();
  ui.cancel.disabled = !solving;
  for (const control of [
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
  // Solve disables itself while the search runs: Cancel takes the focus, then Play or Solve.
  keepFocus(focused, solving ? [ui.cancel] : [ui.play, ui.solve, ui.shuffle]);
}

// Solve waits while the worker runs a comparison or a step-mode run (one long job at a time).
function showSolveButton() {
  const elsewhere = gate.busy && gate.owner !== 'solve';
  ui.solve.disabled = page.solving || !problemReady() || elsewhere;
  ui.solve.title = elsewhere ? 'Waiting for the teaching lab’s search to finish' : '';
  ui.shuffle.disabled = page.solving || !solverOptions.ready || !page.started;
  view.setLocked(page.solving || !page.started || page.textState === 'invalid');
}
gate.onChange(() => showSolveButton());

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
  if (page.solving || !problemReady() || !gate.claim('solve')) return;
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
    gate.release('solve');
    setSolving(false);
    showSolverFailure(error);
    return;
  }
  gate.release('solve');
  setSolving(false);
  showResult(result, start, options);
  announcer.say(ui.status.textContent);
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
  moveTo(start.slice());
  page.offPath = false;
  page.solution = { result, start: start.slice() };
  playback.load(start, result.moves ?? []);
  solutionPanel.show(result, labLabels);
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
  moveTo(tiles);
  render({ animate });
  solutionPanel.markStep(position);
  showPlaybackControls();
  if (!playback.playing || page.speed <= QUIET_PLAYBACK_SPEED) {
    announcer.say(ui.stepLabel.textContent + (isSolved() ? '. Solved.' : ''));
  }
}

function showPlaying(playing) {
  showPlaybackControls();
  if (!playing && playback.loaded) {
    const at = playback.position;
    const end = at === playback.length;
    announcer.say(
      end
        ? `Played all ${playback.length} steps.${isSolved() ? ' Solved.' : ''}`
        : `Paused at step ${at} of ${playback.length}.`,
    );
  }
  if (!playing && document.activeElement === ui.pause) ui.play.focus();
  if (playing && document.activeElement === ui.play) ui.pause.focus();
}

function showPlaybackControls() {
  const focused = focusedElement();
  const usable = onSolutionPath() && !page.solving;
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
  const next = PLAYBACK_FOCUS_HANDOVER.get(focused) ?? [ui.play, ui.stepBack, ui.stepForward];
  keepFocus(focused, [...next, ui.pause, ui.reset, ui.solve]);
}

ui.undo.addEventListener('click', () => announceIf(undoMove()));
ui.redo.addEventListener('click', () => announceIf(redoMove()));

function announceIf(text) {
  if (text) announcer.say(text);
}

// Listed in the page (index.html, "Keyboard shortcuts"); each says what it did.
installShortcuts(
  [
    {
      keys: ['p', 'k'],
      run: () => {
        if (!playback.loaded || page.offPath || page.solving) return 'No solution to play yet.';
        if (playback.playing) playback.pause();
        else playback.play();
        return '';
      },
    },
    {
      keys: ['.'],
      run: () => {
        if (ui.stepForward.disabled) return 'No step forward.';
        ui.stepForward.click();
        return '';
      },
    },
    {
      keys: [','],
      run: () => {
        if (ui.stepBack.disabled) return 'No step back.';
        ui.stepBack.click();
        return '';
      },
    },
    {
      keys: ['z'],
      ctrl: true,
      shift: false,
      run: () => (ui.undo.disabled ? 'Nothing to undo.' : undoMove()),
    },
    {
      keys: ['y'],
      ctrl: true,
      run: () => (ui.redo.disabled ? 'Nothing to redo.' : redoMove()),
    },
    {
      keys: ['z'],
      ctrl: true,
      shift: true,
      run: () => (ui.redo.disabled ? 'Nothing to redo.' : redoMove()),
    },
    {
      keys: ['s'],
      run: () => {
        if (ui.solve.disabled) return 'Solve is not available for this board right now.';
        solve();
        return '';
      },
    },
  ],
  (text) => announcer.say(text),
);

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
  const search = urlQuery({ embed: page.embed, lab: liveLab() });
  if (search !== location.search) history.replaceState(history.state, '', search + location.hash);
  sharePanel.refresh();
}

/** The lab panel the URL names: the one chosen, or step mode once it has been stepped. */
function liveLab() {
  const stepping = labTabs.selected === 'step' && stepPanel.position > 0;
  return page.lab ?? (stepping ? 'step' : null);
}

/**
 * The query that reproduces the page: the board on show and every setting, the solution step
 * (and its start board), and `lab` (a panel id, or null to leave the lab out).
 */
function urlQuery({ embed, lab }) {
  const options = solverOptions.value;
  const goal = ui.goal.value === 'custom' ? page.goal : ui.goal.value;
  const onPath = onSolutionPath();
  return writeUrlState(
    {
      tiles: page.tiles,
      width: page.width,
      height: page.height,
      goal,
      algorithm: options.algorithm,
      heuristic: options.heuristic,
      weight: options.weight,
      speed: page.speed,
      step: onPath ? playback.position : undefined,
      start: onPath ? page.solution.start : undefined,
      lab: lab ?? undefined,
      expansions: lab === 'step' ? stepPanel.position : undefined,
      compare: comparePanel.selectionParam ?? undefined,
      embed,
    },
    { ...solverOptions.defaults, speed: DEFAULT_SPEED },
  );
}

// ---------------------------------------------------------------- start-up

async function start() {
  const { state, problems } = readUrlState(location.search);
  page.embed = state.embed;
  document.body.classList.toggle('embed', state.embed);
  document.body.classList.toggle('embed-lab', state.embed && Boolean(state.lab));
  page.lab = state.lab ?? null;
  labTabs.select(state.lab ?? 'step');
  stepPanel.restore(state.expansions ?? 0);
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
  } catch (error) {
    showSolverFailure(error);
    return;
  }
  solverOptions.setCapabilities(capabilities);
  problems.push(...solverOptions.apply(state));
  weightedPanel.setWeight(solverOptions.value.weight);
  comparePanel.setHeuristics(solverOptions.heuristics, page.width * page.height);
  if (state.compare) problems.push(...comparePanel.applySelection(state.compare));
  if (problems.length) showNotice(problems.join(' '));

  // With `start`, the URL's board is step `step` of the solution from `start`: the page loads
  // the start, solves and goes to that step. Nothing can be pressed until the board is in place
  // and checked (`page.started`, problemReady()).
  const boardText = state.start && state.step !== undefined ? state.start : state.board;
  let loaded = true;
  if (boardText) {
    const sizeParam = state.size ? sizeText(state.size.width, state.size.height) : '';
    loaded = await loadBoardText(boardText, sizeParam);
    if (!loaded) {
      // Keep the bad text where it can be fixed (marked invalid, Solve off), and show a board
      // the rest of the page can use until it is.
      const goalKind = ui.goal.value === 'custom' ? 'blank-last' : ui.goal.value;
      const fallback = goalTiles(goalKind, page.width, page.height);
      page.tiles = fallback;
      page.start = fallback.slice();
      page.goal = ui.goal.value === 'custom' ? page.goal : fallback;
      view.setGoal(page.goal);
      showSize();
      ui.boardText.value = boardText;
      view.setBoard(page.tiles, page.width, page.height, { animate: false });
    }
  } else {
    page.urlLive = true;
    await checkCurrentBoard();
  }
  page.started = true;
  render({ animate: false });

  page.labReady = true;
  if (state.lab) activateLab();
  else watchLab();

  if (loaded && (state.autoplay || state.step !== undefined)) {
    await solve();
    if (page.solution) {
      if (state.step !== undefined) playback.seek(state.step);
      if (state.autoplay) playback.play();
    }
  }
}

// Step mode starts its search when the lab first comes into view (or a tab is chosen), so a
// visit that never scrolls down costs the worker nothing.
function watchLab() {
  if (typeof IntersectionObserver !== 'function') {
    activateLab();
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    activateLab();
  });
  observer.observe(ui.lab);
}

start();
