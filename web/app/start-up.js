// The page's start-up: the URL's settings applied, the solver's capabilities loaded, and the
// start board (the URL's, or the default) in place and checked before any button works. With
// `start` and `step`, the URL's board is step `step` of the solution from `start`: the page
// loads the start, solves and goes to that step.

import { goalTiles, sizeProblem, sizeText } from '../common/board-model.js';
import { t } from '../common/i18n.js';
import { wordsOf } from '../dom/live-text.js';
import { EXERCISE_KINDS } from '../lab/exercises/exercise-model.js';
import { LAB_PANEL_IDS } from '../lab/lab-panels.js';
import { readUrlState } from '../state/url-state.js';

// The hardest 8-puzzle for the blank-last goal (31 moves): a first Solve shows real work.
const DEFAULT_BOARD = { tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1], width: 3, height: 3 };

/**
 * @param {{state: import('../state/page-state.js').PageState, client: object,
 *   status: import('../shell/status-panel.js').StatusPanel,
 *   puzzlePanel: import('../puzzle/puzzle-panel.js').PuzzlePanel,
 *   solverOptions: import('../solve/solver-options.js').SolverOptions,
 *   board: import('../puzzle/board-controller.js').BoardController,
 *   solver: import('../solve/solve-controller.js').SolveController,
 *   playback: import('../solution/playback-controller.js').PlaybackController,
 *   lab: import('../lab/lab-controller.js').LabController, defaultSpeed: number,
 *   rememberedMemoryMB: number | null}} parts `rememberedMemoryMB`: the budget restored from
 *   this browser's memory into its field (web/app/page-memory.js), null when none was
 */
export async function startPage(parts) {
  const { state, client, status, puzzlePanel, solverOptions, board, solver, playback, lab } = parts;
  // The URL as the page opened with it, read with the lab registry's ids (web/state/ is below the
  // lab, so they are handed down).
  const search = location.search;
  const readUrl = () =>
    readUrlState(search, { labPanels: LAB_PANEL_IDS, exercises: EXERCISE_KINDS });
  const { state: wanted } = readUrl();
  // What the URL asked for that was ignored: sentences (or functions that word them) from the
  // solver settings, the size and the lab; the URL's own are worded by reading it again, so the
  // notice follows a change of language.
  /** @type {import('../dom/live-text.js').LiveText[]} */
  const problems = [];
  state.embed = wanted.embed;
  document.body.classList.toggle('embed', wanted.embed);
  document.body.classList.toggle('embed-lab', wanted.embed && Boolean(wanted.lab));
  state.lab = wanted.lab ?? null;
  // `solve=hidden`, a teacher's exercise: the lab offers Exercises only, since step mode, the
  // heuristic's explanation and the comparisons would each show an exercise's answer.
  if (wanted.solveHidden === true) lab.tabs.offerOnly(['exercises']);
  lab.tabs.select(wanted.lab ?? 'step');
  if (state.lab) state.lab = lab.tabs.selected;
  lab.step.restore(wanted.expansions ?? 0);
  // A teacher's exercise: its kind and seed; a link's board is the exercise's when no seed is
  // given; `solve=hidden` hides Solve and Hint so the exercise cannot be skipped.
  state.solveHidden = wanted.solveHidden === true;
  document.body.classList.toggle('solve-hidden', state.solveHidden);
  for (const id of ['solve', 'hint']) {
    const control = document.getElementById(id);
    if (control && state.solveHidden) control.hidden = true;
  }
  lab.exercises.restore({
    kind: wanted.exercise,
    seed: wanted.seed,
    fixedBoard: Boolean(wanted.exercise && wanted.board && wanted.seed === undefined),
    solveHidden: state.solveHidden,
  });
  playback.setSpeed(wanted.speed ?? parts.defaultSpeed);
  playback.refresh();

  if (wanted.goal) {
    if (typeof wanted.goal === 'string') puzzlePanel.showGoal(wanted.goal);
    else puzzlePanel.showGoal('custom', wanted.goal.tiles);
    state.goalChoice = puzzlePanel.goalChoice;
    state.goalText = puzzlePanel.goalText;
  }
  const standardGoal = () =>
    goalTiles(
      state.goalChoice === 'custom' ? 'blank-last' : state.goalChoice,
      state.width,
      state.height,
    );

  // Something to look at while the module loads, when the link names no board and no size: the
  // default board. A link's size is drawn only once the core has said it takes it, as a link's
  // board is shown only once the core has read it: drawing 999x999 first (998,001 cells) held
  // the tab for over a minute.
  const showGoal = ({ width, height }, tiles = null) => {
    state.width = width;
    state.height = height;
    const goal = state.goalChoice === 'custom' ? null : standardGoal();
    board.showPlaceholder(tiles ?? standardGoal(), goal);
    state.changed({ animate: false });
  };
  if (!wanted.board && !wanted.size) showGoal(DEFAULT_BOARD, DEFAULT_BOARD.tiles);

  let capabilities;
  try {
    capabilities = await client.capabilities();
  } catch (error) {
    status.showFailure(error);
    state.controlsChanged();
    return;
  }
  solverOptions.setCapabilities(capabilities);
  puzzlePanel.setLimits(capabilities.limits);
  problems.push(...solverOptions.apply(wanted));
  const memoryProblem = solverOptions.restoreMemory(parts.rememberedMemoryMB);
  if (memoryProblem) problems.push(memoryProblem);
  const limits = capabilities.limits;
  const refused = wanted.size && sizeProblem(wanted.size, limits) ? wanted.size : null;
  if (refused) {
    const size = sizeText(refused.width, refused.height);
    problems.push(() => t('page.url.ignoredSize', { size, reason: sizeProblem(refused, limits) }));
    wanted.size = undefined;
  }
  const shape = wanted.size ?? DEFAULT_BOARD;
  [state.width, state.height] = [shape.width, shape.height];
  if (!wanted.board && (wanted.size || refused)) {
    showGoal(shape, wanted.size ? null : DEFAULT_BOARD.tiles);
  }
  state.setWeight(solverOptions.value.weight, 'solver-options');
  lab.compare.setHeuristics(solverOptions.heuristics, state.width * state.height);
  if (wanted.compare) problems.push(...lab.compare.applySelection(wanted.compare));
  const urlProblems = readUrl().problems;
  if (urlProblems.length || problems.length) {
    status.showNotice(() => [...readUrl().problems, ...problems.map(wordsOf)].join(' '));
  }

  // Nothing can be pressed until the board is in place and checked (`state.started`).
  const boardText = wanted.start && wanted.step !== undefined ? wanted.start : wanted.board;
  let loaded = true;
  if (boardText) {
    const sizeParam = wanted.size ? sizeText(wanted.size.width, wanted.size.height) : '';
    loaded = await board.loadBoardText(boardText, sizeParam);
    if (!loaded) {
      // Keep the bad text where it can be fixed (marked invalid, Solve off), and show a board
      // the rest of the page can use until it is.
      const fallback = standardGoal();
      board.showPlaceholder(fallback, state.goalChoice === 'custom' ? state.goal : fallback);
      board.keepRefusedText(boardText);
    }
  } else {
    state.urlLive = true;
    await board.checkCurrentBoard();
  }
  state.started = true;
  state.changed({ animate: false });

  state.labReady = true;
  if (wanted.lab) lab.activate();
  else lab.watch();

  if (loaded && (wanted.autoplay || wanted.step !== undefined)) {
    await solver.solve();
    if (state.solution) {
      if (wanted.step !== undefined) playback.seekSingle(wanted.step);
      if (wanted.autoplay) playback.play();
    }
  }
}
