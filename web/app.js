// The page's entry: builds the panels (each finds its own elements) and the controllers, wires
// them to each other and to the page state, and starts. Data flows one way: a panel reports an
// intent, a controller decides and changes the state (web/state/page-state.js), and the state's
// subscribers redraw. The worker runs one long job at a time; `gate` says whose.

import { chooseLanguage, onLanguageChange, setLanguage, t } from './common/i18n.js';
import { LabController } from './lab/lab-controller.js';
import { wireLabEntrances } from './lab/lab-entrances.js';
import { LAB_PANEL_IDS } from './lab/lab-panels.js';
import { ActionsPanel } from './shell/actions-panel.js';
import { noTileSentence } from './common/move-words.js';
import { confirmBeside } from './dom/confirmation.js';
import { Announcer } from './shell/announcer.js';
import { BoardController } from './puzzle/board-controller.js';
import { BoardPanel } from './board/board-panel.js';
import { FactsPanel } from './puzzle/facts-panel.js';
import { BoardBounds } from './board/board-bounds.js';
import { HintController } from './play/hint-controller.js';
import { answerKey } from './common/move-metric.js';
import { HintPanel } from './play/hint-panel.js';
import { JobGate } from './state/job-gate.js';
import { keepBoardInRoom } from './shell/board-room.js';
import { reportHeightToParent } from './shell/embed-height.js';
import { revealAnswersInEmbed } from './shell/embed-results.js';
import { installShortcuts } from './shell/keyboard-shortcuts.js';
import { rememberPage, restoreRemembered } from './app/page-memory.js';
import { pageShortcuts } from './app/page-shortcuts.js';
import { PageState } from './state/page-state.js';
import { clearPicture } from './picture/picture-store.js';
import { PictureController } from './picture/picture-controller.js';
import { PlaybackBar } from './solution/playback-bar.js';
import { PlaybackController } from './solution/playback-controller.js';
import { PlayPanel } from './play/play-panel.js';
import { PlaySession } from './play/play-session.js';
import { PreferencesPanel } from './shell/preferences-panel.js';
import { PuzzlePanel } from './puzzle/puzzle-panel.js';
import { RememberedState, openStorage } from './state/remembered-state.js';
import { SharePanel } from './share/share-panel.js';
import { SolutionPanel } from './solution/solution-panel.js';
import { SolveController } from './solve/solve-controller.js';
import { OptimalSolutionsController } from './solve/optimal-solutions.js';
import { OptimalSolutionsList } from './solution/optimal-solutions-list.js';
import { SpeedsolvePanel } from './speedsolve/speedsolve-panel.js';
import { SpeedsolveSession } from './speedsolve/speedsolve-session.js';
import { ReplayPanel } from './speedsolve/replay-panel.js';
import { copyText, downloadText } from './dom/downloads.js';
import { SolverOptions } from './solve/solver-options.js';
import { startPage } from './app/start-up.js';
import { StatusPanel } from './shell/status-panel.js';
import { translateDom } from './shell/translate-dom.js';
import { UrlController } from './app/url-controller.js';
import { readUrlState } from './state/url-state.js';
import { registerServiceWorker } from './app/register-service-worker.js';
import { failureSentence } from './solver/failure-sentence.js';
import { SolverClient } from './solver/solver-client.js';
import { SolverTeam } from './solver/solver-team.js';
import { TeamNote } from './solve/team-note.js';
import { phoneClass, teamPlan } from './solver/team-plan.js';
import { whenIdle } from './shell/when-idle.js';

const DEFAULT_SPEED = 4; // moves per second

const root = document;
// What the page remembers comes back first: start-up then reads it as it reads a link.
const memory = new RememberedState(openStorage());
restoreRemembered(memory);
const state = new PageState();
// The language before anything writes a word: the link's, else the one chosen here before (not in
// an embed, which remembers nothing), else the browser's (web/common/i18n.js).
const linked = readUrlState(location.search, { labPanels: LAB_PANEL_IDS }).state;
state.lang = linked.lang ?? (linked.embed ? null : memory.page.language);
setLanguage(chooseLanguage({ asked: state.lang, browser: navigator.languages }));
translateDom(document);
onLanguageChange(() => translateDom(document));
const gate = new JobGate();
const status = new StatusPanel(root);
status.show(() => t('page.status.loading'), 'loading'); // index.html's words, from the catalog
const announcer = new Announcer(root.getElementById('announcer'));
const say = (text) => announcer.say(text);
const sayIf = (text) => text && say(text);
/**
 * What a button did, beside it and through the announcer.
 * @param {HTMLElement} control
 * @param {import('./dom/live-text.js').LiveText} text
 */
const confirmAt = (control, text) => say(confirmBeside(control, text));
const client = new SolverClient({
  createWorker: globalThis.npuzzleCreateWorker,
  // By its reason code, so a change of language says it again.
  onNotice: (message, reason) =>
    status.showNotice(reason ? () => failureSentence(reason) : message),
});
// The 15-puzzle's search team: workers of their own with the large pattern databases, where the
// device can hold them (web/solver/team-plan.js). Until it is ready, and wherever it cannot be,
// the worker above answers every search.
const connection = /** @type {any} */ (navigator).connection;
const plan = teamPlan({
  cores: navigator.hardwareConcurrency,
  memoryGB: /** @type {any} */ (navigator).deviceMemory,
  offline: Boolean(globalThis.npuzzleCreateWorker),
  saveData: connection?.saveData,
  effectiveType: connection?.effectiveType,
  phone: phoneClass(navigator, window),
});
const team = new SolverTeam({ size: plan.members, makeMember: () => new SolverClient() });
client.useTeam(team);

// ---------------------------------------------------------------- panels

const actions = new ActionsPanel(root, {
  onSolve: () => solver.solve(),
  onCancel: () => solver.cancel(),
  onShuffle: () => board.shuffle(),
  onReset: () => {
    board.reset();
    play.restart();
  },
});
const boardPanel = new BoardPanel(root, {
  onMove: (tile, how) => board.moveTile(tile, how),
  onSwap: (cellA, cellB) => board.swapCells(cellA, cellB),
  onNoTile: (direction) => say(noTileSentence(direction)),
  onUndo: () => sayIf(board.undoMove()),
  onRedo: () => sayIf(board.redoMove()),
});
const pictures = new PictureController(root, {
  state,
  boardView: boardPanel.view,
  announce: say,
});
const puzzlePanel = new PuzzlePanel(root, {
  onSize: (size) => board.changeSize(size),
  onGoal: () => board.chooseGoal(),
  onGoalText: () => board.typeGoal(),
  onBoardInput: (inputType) => board.typeBoardText(inputType),
  onBoardChange: () => board.leaveBoardText(),
});
const factsPanel = new FactsPanel(root);
// A hint is help: a timed solve that asks for one is no speedsolve (it is kept as a DNF).
const hintPanel = new HintPanel(root, {
  onHint: () => {
    speedsolve.assisted();
    sayIf(hints.hint());
  },
});
const solverOptions = new SolverOptions(root, () => {
  state.setWeight(solverOptions.value.weight, 'solver-options');
  state.depthLimit = solverOptions.value.depthLimit;
  state.controlsChanged();
  lab.changed();
  url.sync();
});
const solutionPanel = new SolutionPanel(root, {
  onPickStep: (step) => {
    if (!state.offPath && !state.solving) playback.seekSingle(step);
  },
  confirm: confirmAt,
});
const optimalList = new OptimalSolutionsList(root, {
  onAsk: () => optimal.ask(),
  onPick: (index) => optimal.pick(index),
});
const playbackBar = new PlaybackBar(
  root,
  {
    onPlay: () => playback.play(),
    onPause: () => playback.pause(),
    onStepForward: () => playback.stepForward(),
    onStepBack: () => playback.stepBack(),
    onSeek: (position) => playback.seek(position),
    onSpeed: (movesPerSecond) => playback.setSpeed(movesPerSecond, { fromSlider: true }),
  },
  [actions.reset, actions.solve],
);
const lab = new LabController(root, {
  state,
  client,
  gate,
  solverOptions,
  announce: say,
  onSwapTiles: (a, b) => board.swapTileValues(a, b),
  onTabChosen: () => {
    share.refresh();
    url.sync();
  },
  onChange: () => url.sync(),
  onShowSolution: (result, start, words, position) =>
    solver.loadSolution(result, start, words, position),
  exerciseLink: () => new URL(url.query({ embed: false, lab: 'exercises' }), location.href).href,
});
wireLabEntrances(root, lab);
const share = new SharePanel(root, {
  // An embed code shows the open panel when asked to; a link keeps the panel in use, if any.
  shareQuery: ({ embed, lab: withLab }) =>
    url.query({ embed, lab: withLab ? (embed ? lab.tabs.selected : lab.liveLab) : null }),
  board: () => ({
    tiles: state.tiles.slice(),
    width: state.width,
    height: state.height,
    goal: state.goal,
    picture: pictures.exportPicture(),
  }),
  labOpen: () => lab.tabs.selected,
  confirm: confirmAt,
});

// How moves are counted and hover moves: the visitor's own (an embed shows the page's defaults).
const counting = linked.embed ? { metric: 'stm', hover: false } : memory.page;
/** @param {import('./common/move-metric.js').Metric} metric */
const countMovesIn = (metric) => {
  state.metric = metric;
  solutionPanel.setMetric(metric);
  playPanel.setMetric(metric);
  hintPanel.redraw();
};
new PreferencesPanel(root, {
  theme: memory.page.theme,
  remembers: memory.available,
  onTheme: (theme) => memory.savePage({ theme }),
  metric: counting.metric,
  hover: counting.hover,
  onMetric: (metric) => {
    countMovesIn(metric);
    optimal.refresh(); // a count is of one metric
    memory.savePage({ metric });
    boardPanel.show(state, { animate: false });
    hints.refresh(); // the distance and the hint, asked again in the metric now counted
    speedsolve.metricChanged();
  },
  onHover: (hover) => {
    boardPanel.view.setHover(hover);
    memory.savePage({ hover });
  },
  onLanguage: (lang) => {
    state.lang = lang; // chosen here: links and embed codes keep it
    if (!state.embed) memory.savePage({ language: lang });
    setLanguage(lang);
    url.sync();
  },
  onStartFresh: async () => {
    memory.forget();
    await clearPicture(); // resolves even where storage is refused
    location.replace(location.pathname); // the page as on a first visit
  },
});
const playPanel = new PlayPanel(root, { onClose: () => play.closeCelebration() });
countMovesIn(/** @type {import('./common/move-metric.js').Metric} */ (counting.metric));
boardPanel.view.setHover(counting.hover);
new TeamNote(root, team, plan);

// ---------------------------------------------------------------- controllers

// One lower bound per board, the best any search proved: the distance line and the Solution card
// both show it, and both follow when a later search proves more.
const bounds = new BoardBounds();
bounds.onRaise((key) => {
  const solved = state.solution;
  if (solved && key === answerKey(state.problemKey(solved.start), solved.result.metric ?? 'stm')) {
    solutionPanel.showLowerBound(bounds.best(key, solved.result.lowerBound));
  }
  hints.boundRaised(key);
});

const playback = new PlaybackController({
  state,
  bar: playbackBar,
  solutionPanel,
  boardView: boardPanel.view,
  announce: say,
  onSpeed: () => url.sync(),
  onStill: () => {
    board.scheduleFacts();
    hints.refresh();
  },
});
const url = new UrlController({
  state,
  solverOptions,
  playback,
  lab,
  defaultSpeed: DEFAULT_SPEED,
  onWritten: () => {
    share.refresh();
    remember();
  },
});
const remember = rememberPage({
  memory,
  state,
  query: () =>
    state.urlLive && solverOptions.ready ? url.query({ embed: false, lab: lab.liveLab }) : null,
});
const solver = new SolveController({
  state,
  client,
  gate,
  actions,
  status,
  playback,
  playbackBar,
  solutionPanel,
  bounds,
  solverOptions,
  labels: solverOptions.labels,
  announce: say,
  busyControls: [...boardPanel.busyControls, ...puzzlePanel.busyControls],
});
const optimal = new OptimalSolutionsController({
  state,
  gate,
  solver,
  list: optimalList,
  status,
  playback,
  solverOptions,
  announce: say,
});
const board = new BoardController({
  state,
  client,
  boardPanel,
  puzzlePanel,
  factsPanel,
  solvabilityPanel: lab.solvability,
  status,
  actions,
  playback,
  solutionPanel,
  solverOptions,
  announce: say,
  onCellCount: (cells) => {
    solverOptions.setCellCount(cells);
    if (solverOptions.ready) lab.compare.setHeuristics(solverOptions.heuristics, cells);
  },
  onTextInvalid: () => lab.changed(),
});
const hints = new HintController({
  state,
  client,
  gate,
  panel: hintPanel,
  boardView: boardPanel.view,
  solverOptions,
  bounds,
  isPlaying: () => playback.playback.playing,
  moveTile: (tile) => board.moveTile(tile),
  announce: say,
});
const play = new PlaySession({ state, hints, memory, panel: playPanel, announce: say });
// Timed solves: a link's `scramble` is loaded once the page's own board is in place.
const copied = (ok, key) => () => t(ok ? key : 'page.speedsolve.copyRefused');
const speedsolvePanel = new SpeedsolvePanel(root, {
  onScramble: () => speedsolve.next(),
  onRetry: () => speedsolve.retry(),
  onCopy: async () => {
    const ok = await speedsolve.copyScramble();
    if (ok !== null)
      confirmAt(speedsolvePanel.buttons.copy, copied(ok, 'page.speedsolve.scrambleCopied'));
  },
  onCopyLink: async () => {
    const ok = await speedsolve.copyLink();
    if (ok !== null) confirmAt(speedsolvePanel.buttons.copy, copied(ok, 'page.share.linkCopied'));
  },
  onInspection: (on) => speedsolve.setInspection(on),
  onExport: () => speedsolve.exportCsv(),
  onClear: () => {
    replayPanel.close({ focus: false });
    speedsolve.clear();
  },
  onCopyUrdl: async (number) => {
    const ok = await speedsolve.copyUrdl(number);
    if (ok !== null)
      confirmAt(speedsolvePanel.buttons.exportCsv, copied(ok, 'page.speedsolve.urdlCopied'));
  },
  onReplay: (number, button) => {
    const solve = speedsolve.solves[number - 1];
    if (solve) replayPanel.open(solve, number, button);
  },
  focusBoard: () => boardPanel.view.focus(),
});
const replayPanel = new ReplayPanel(root, { client, copy: copyText });
const speedsolve = new SpeedsolveSession({
  state,
  memory,
  panel: speedsolvePanel,
  random: (size, seed) => client.random(size, 'blank-last', 0, seed),
  loadBoard: (tiles, width, height) => board.loadScramble(tiles, width, height),
  copy: copyText,
  download: (text, name) => downloadText(text, name, 'text/csv'),
  link: (scramble) => {
    const link = new URL(location.href);
    link.search = `?scramble=${scramble}${state.lang ? `&lang=${state.lang}` : ''}`;
    return link.href;
  },
  announce: say,
  linked: linked.embed ? null : (linked.scramble ?? null),
});

// ---------------------------------------------------------------- what follows a change

// In this order: the board, its text, the controls, then the facts, the lab and the URL.
state.subscribe(({ animate }) => boardPanel.show(state, { animate }));
state.subscribe(() => pictures.boardChanged());
state.subscribe(() => board.showText());
state.subscribe(() => state.controlsChanged());
state.subscribe(() => board.scheduleFacts());
state.subscribe(() => hints.refresh());
state.subscribe(() => lab.changed());
state.subscribe(() => url.sync());
state.subscribe(() => play.changed());
state.subscribe(() => speedsolve.changed());
state.subscribe(() => optimal.refresh());
state.subscribeControls(() => solver.refreshButton());
state.subscribeControls(() => optimal.refresh());
state.subscribeControls(() => board.showControls());
state.subscribeControls(() => hints.refresh());
gate.onChange(() => state.controlsChanged());
// The weight has two widgets, the Solver card's field and the lab's slider (which subscribes in
// the lab controller): each shows what the other sets.
state.subscribeWeight('solver-options', (weight) => solverOptions.setWeight(weight));
const prepareTeam = () => team.prepare();
// The team gets its tables once a 15-puzzle has been solved here (its own worker answered that
// first one with the standard tables) and the page has had a quiet moment: a visitor who never
// solves a 15-puzzle downloads nothing more.
const teamWhenSolved = () => {
  const fifteen = state.width === 4 && state.height === 4;
  if (fifteen && state.solution && team.status.state === 'idle')
    whenIdle(prepareTeam, { busy: () => client.solving });
};
state.subscribe(teamWhenSolved);
state.subscribeControls(teamWhenSolved);

keepBoardInRoom({
  board: /** @type {HTMLElement} */ (root.getElementById('board')),
  playback: /** @type {HTMLElement} */ (root.querySelector('.playback')),
  embedded: () => state.embed,
});

// In a course page's frame, the page tells the course how tall it is (docs/contracts.md); in a
// lab embed, a panel's answer is scrolled into its column's view.
reportHeightToParent();
revealAnswersInEmbed({
  lab: root.getElementById('lab'),
  embeddedLab: () => document.body.classList.contains('embed-lab'),
});

installShortcuts(
  [
    ...pageShortcuts({ playback, playbackBar, boardPanel, board, actions, solver }),
    {
      keys: ['h'],
      run: () => {
        if (state.solveHidden) return t('page.shortcut.solveUnavailable');
        speedsolve.assisted();
        return hints.hint();
      },
    },
    // Timed solves (N new scramble, R retry): the speedsolver's hands stay on the keys.
    ...[
      { keys: ['n'], run: () => speedsolve.next() },
      { keys: ['r'], run: () => speedsolve.retry() },
    ].map(({ keys, run }) => ({
      keys,
      run: () => {
        if (state.embed) return t('page.shortcut.timedSolvesUnavailable');
        if (state.solving) return t('page.shortcut.scrambleWhileSolving');
        void run();
        return '';
      },
    })),
  ],
  say,
);

// In a task of its own: the module's evaluation (the panels above) and the start-up's first
// work (reading the link, drawing the board) made one task of 60-100 ms on a 2-core machine.
setTimeout(() =>
  startPage({
    state,
    client,
    status,
    puzzlePanel,
    solverOptions,
    board,
    solver,
    playback,
    lab,
    defaultSpeed: DEFAULT_SPEED,
    rememberedMemoryMB: linked.embed ? null : memory.page.memoryMB, // as restoreRemembered
  }),
);
// Offline use and installing as an app, on the hosted page (web/pwa/).
registerServiceWorker();
pictures.restore(); // the picture kept in this browser, if any (web/picture/picture-store.js)
