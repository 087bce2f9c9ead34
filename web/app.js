// The page's entry: builds the panels (each finds its own elements) and the controllers, wires
// them to each other and to the page state, and starts. Data flows one way: a panel reports an
// intent, a controller decides and changes the state (web/page/page-state.js), and the state's
// subscribers redraw. The worker runs one long job at a time; `gate` says whose.

import { chooseLanguage, onLanguageChange, setLanguage, t } from './common/i18n.js';
import { LabController } from './lab/lab-controller.js';
import { ActionsPanel } from './page/actions-panel.js';
import { Announcer } from './page/announcer.js';
import { BoardController } from './page/board-controller.js';
import { BoardPanel } from './page/board-panel.js';
import { FactsPanel } from './page/facts-panel.js';
import { HintController } from './page/hint-controller.js';
import { HintPanel } from './page/hint-panel.js';
import { JobGate } from './page/job-gate.js';
import { installShortcuts } from './page/keyboard-shortcuts.js';
import { rememberPage, restoreRemembered } from './page/page-memory.js';
import { pageShortcuts } from './page/page-shortcuts.js';
import { PageState } from './page/page-state.js';
import { clearPicture } from './page/picture-store.js';
import { PictureController } from './page/picture-controller.js';
import { PlaybackBar } from './page/playback-bar.js';
import { PlaybackController } from './page/playback-controller.js';
import { PlayPanel } from './page/play-panel.js';
import { PlaySession } from './page/play-session.js';
import { PreferencesPanel } from './page/preferences-panel.js';
import { PuzzlePanel } from './page/puzzle-panel.js';
import { RememberedState, openStorage } from './page/remembered-state.js';
import { SharePanel } from './page/share-panel.js';
import { SolutionPanel } from './page/solution-panel.js';
import { SolveController } from './page/solve-controller.js';
import { SolverOptions } from './page/solver-options.js';
import { startPage } from './page/start-up.js';
import { StatusPanel } from './page/status-panel.js';
import { translateDom } from './page/translate-dom.js';
import { UrlController } from './page/url-controller.js';
import { readUrlState } from './page/url-state.js';
import { registerServiceWorker } from './pwa/register-service-worker.js';
import { failureSentence } from './worker/failure-sentence.js';
import { SolverClient } from './worker/solver-client.js';
import { SolverTeam } from './worker/solver-team.js';
import { TeamNote } from './page/team-note.js';
import { teamPlan } from './page/team-plan.js';
import { whenIdle } from './page/when-idle.js';

const DEFAULT_SPEED = 4; // moves per second

const root = document;
// What the page remembers comes back first: start-up then reads it as it reads a link.
const memory = new RememberedState(openStorage());
restoreRemembered(memory);
const state = new PageState();
// The language before anything writes a word: the link's, else the one chosen here before (not in
// an embed, which remembers nothing), else the browser's (web/common/i18n.js).
const linked = readUrlState(location.search).state;
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
/** @param {import('./page/live-text.js').LiveText} text */
const notify = (text) => status.showNotice(text, { transient: true });
const client = new SolverClient({
  createWorker: globalThis.npuzzleCreateWorker,
  // By its reason code, so a change of language says it again.
  onNotice: (message, reason) =>
    status.showNotice(reason ? () => failureSentence(reason) : message),
});
// The 15-puzzle's search team: workers of their own with the large pattern databases, where the
// device can hold them (web/page/team-plan.js). Until it is ready, and wherever it cannot be,
// the worker above answers every search.
const plan = teamPlan({
  cores: navigator.hardwareConcurrency,
  memoryGB: /** @type {any} */ (navigator).deviceMemory,
  offline: Boolean(globalThis.npuzzleCreateWorker),
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
  onMove: (tile) => board.moveTile(tile),
  onSwap: (cellA, cellB) => board.swapCells(cellA, cellB),
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
const hintPanel = new HintPanel(root, { onHint: () => sayIf(hints.hint()) });
const solverOptions = new SolverOptions(root, () => {
  lab.weighted.setWeight(solverOptions.value.weight);
  state.controlsChanged();
  lab.changed();
  url.sync();
});
const solutionPanel = new SolutionPanel(root, {
  onPickStep: (step) => {
    if (!state.offPath && !state.solving) playback.seek(step);
  },
  onCopied: () => notify(() => t('page.solution.copied')),
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
});
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
  notify,
});

new PreferencesPanel(root, {
  theme: memory.page.theme,
  remembers: memory.available,
  onTheme: (theme) => memory.savePage({ theme }),
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
new TeamNote(root, team, plan);

// ---------------------------------------------------------------- controllers

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
  solverOptions,
  labels: solverOptions.labels,
  announce: say,
  busyControls: [...boardPanel.busyControls, ...puzzlePanel.busyControls],
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
  isPlaying: () => playback.playback.playing,
  moveTile: (tile) => board.moveTile(tile),
  announce: say,
});
const play = new PlaySession({ state, hints, memory, panel: playPanel, announce: say });

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
state.subscribeControls(() => solver.refreshButton());
state.subscribeControls(() => board.showControls());
state.subscribeControls(() => hints.refresh());
gate.onChange(() => state.controlsChanged());
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

installShortcuts(
  [
    ...pageShortcuts({ playback, playbackBar, boardPanel, board, actions, solver }),
    { keys: ['h'], run: () => hints.hint() },
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
  }),
);
// Offline use and installing as an app, on the hosted page (web/pwa/).
registerServiceWorker();
pictures.restore(); // the picture kept in this browser, if any (web/page/picture-store.js)
