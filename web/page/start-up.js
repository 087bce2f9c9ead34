// The page's start-up: the URL's settings applied, the solver's capabilities loaded, and the
// start board (the URL's, or the default) in place and checked before any button works. With
// `start` and `step`, the URL's board is step `step` of the solution from `start`: the page
// loads the start, solves and goes to that step.

import { goalTiles, sizeProblem, sizeText } from '../common/board-model.js';
import { t } from '../common/i18n.js';
import { wordsOf } from './live-text.js';
import { readUrlState } from './url-state.js';

// The hardest 8-puzzle for the blank-last goal (31 moves): a first Solve shows real work.
const DEFAULT_BOARD = { tiles: [8, 6, 7, 2, 5, 4, 3, 0, 1], width: 3, height: 3 };

/**
 * @param {{state: import('./page-state.js').PageState, client: object,
 *   status: import('./status-panel.js').StatusPanel,
 *   puzzlePanel: import('./puzzle-panel.js').PuzzlePanel,
 *   solverOptions: import('./solver-options.js').SolverOptions,
 *   board: import('./board-controller.js').BoardController,
 *   solver: import('./solve-controller.js').SolveController,
 *   playback: import('./playback-controller.js').PlaybackController,
 *   lab: import('../lab/lab-controller.js').LabController, defaultSpeed: number}} parts
 */
export async function startPage(parts) {
  const { state, client, status, puzzlePanel, solverOptions, board, solver, playback, lab } = parts;
  const search = location.search;
  const { state: wanted } = readUrlState(search);
  // What the URL asked for that was ignored: sentences (or functions that word them) from the
  // solver settings, the size and the lab; the URL's own are worded by reading it again, so the
  // notice follows a change of language.
  /** @type {import('./live-text.js').LiveText[]} */
  const problems = [];
  state.embed = wanted.embed;
  document.body.classList.toggle('embed', wanted.embed);
  document.body.classList.toggle('embed-lab', wanted.embed && Boolean(wanted.lab));
  state.lab = wanted.lab ?? null;
  lab.tabs.select(wanted.lab ?? 'step');
  lab.step.restore(wanted.expansions ?? 0);
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

  // Something to look at while the module loads. A URL board is shown only once the core has
  // read it, so a bad one never appears half-parsed; a size alone shows that size's goal.
  const shown = wanted.size ?? DEFAULT_BOARD;
  state.width = shown.width;
  state.height = shown.height;
  if (!wanted.board) {
    const tiles = wanted.size ? standardGoal() : DEFAULT_BOARD.tiles;
    board.showPlaceholder(tiles, state.goalChoice === 'custom' ? null : standardGoal());
    state.changed({ animate: false });
  }

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
  const sizeRefused = wanted.size && sizeProblem(wanted.size, capabilities.limits);
  if (sizeRefused) {
    // The size drawn while the module loaded is not one it takes: back to the default.
    const limits = capabilities.limits;
    const refused = wanted.size;
    problems.push(() => t('page.url.ignoredSize', { reason: sizeProblem(refused, limits) }));
    wanted.size = undefined;
    state.width = DEFAULT_BOARD.width;
    state.height = DEFAULT_BOARD.height;
    if (!wanted.board) {
      board.showPlaceholder(
        DEFAULT_BOARD.tiles,
        state.goalChoice === 'custom' ? null : standardGoal(),
      );
      state.changed({ animate: false });
    }
  }
  lab.weighted.setWeight(solverOptions.value.weight);
  lab.compare.setHeuristics(solverOptions.heuristics, state.width * state.height);
  if (wanted.compare) problems.push(...lab.compare.applySelection(wanted.compare));
  const urlProblems = readUrlState(search).problems;
  if (urlProblems.length || problems.length) {
    status.showNotice(() => [...readUrlState(search).problems, ...problems.map(wordsOf)].join(' '));
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
      if (wanted.step !== undefined) playback.playback.seek(wanted.step);
      if (wanted.autoplay) playback.play();
    }
  }
}
