// @ts-check
// Step mode: the chosen search advanced one expansion at a time in the worker. Shows the node
// just expanded, the open list in pop order (the depth-first searches: their path; RBFS with
// each node's f-limit and backed-up F; bidirectional search: its two frontiers) with g, h and f,
// the closed-set size, the f-bound (IDA*: the thresholds; DFS: the depth limit), and the path
// to the expanded node. Hovering, focusing or clicking a listed node shows its board. What each
// kind of search is called and says: search-kinds.js.

import { focusedElement, keepFocus } from '../../dom/focus-keeper.js';
import { swapWithBlank } from '../../common/board-model.js';
import { elementsById } from '../../dom/elements.js';
import { onLanguageChange, t } from '../../common/i18n.js';
import { boardRows, miniBoard } from '../../dom/mini-board.js';
import { moveLabel } from '../../common/move-words.js';
import { solverMessage } from '../../common/solver-message.js';
import { formatCount } from '../../common/stat-format.js';
import { automaticSentence, stepsAsSolved } from '../shared/automatic-plan.js';
import { sentences } from '../shared/lab-words.js';
import { SearchTreePanel } from './search-tree/search-tree-panel.js';
import { StepSession } from './step-session.js';
import {
  expansionText,
  finite,
  isBidirectional,
  listHeading,
  listsPath,
  nodeValues,
  orderText,
  searchNote,
  sideWord,
  sizesText,
  startText,
  terms,
} from './search-kinds.js';

const OPEN_LIMIT = 12;
const QUICK_STEPS = 20_000; // a jump further than this runs as a cancellable job
const SLOW_REPLY_MS = 250;
const PATH_SHOWN = 40; // the path strip shows at most the last 40 boards
const ARROWS = { U: '↑', D: '↓', L: '←', R: '→' };

const ELEMENT_IDS = {
  panel: 'panel-step',
  intro: 'step-intro',
  step: 'step-expand',
  back: 'step-back-expansion',
  run: 'step-run',
  stop: 'step-stop',
  restart: 'step-restart',
  status: 'step-status',
  expanded: 'step-expanded',
  generated: 'step-generated',
  openTerm: 'step-open-term',
  openSize: 'step-open-size',
  closedSize: 'step-closed-size',
  fboundTerm: 'step-fbound-term',
  fbound: 'step-fbound',
  maxFrontier: 'step-max-frontier',
  thresholds: 'step-thresholds',
  nodeHeading: 'step-node-heading',
  nodeBoard: 'step-node-board',
  nodeValues: 'step-node-values',
  openHeading: 'step-open-heading',
  tieBreak: 'step-tie-break',
  openTable: 'step-open-table',
  backedUpColumn: 'step-open-backed-up',
  fLimitColumn: 'step-open-f-limit',
  openMore: 'step-open-more',
  path: 'step-path',
  pathHeading: 'step-path-heading',
};

export class StepPanel {
  /** @type {any} the panel's elements (elementsById) */
  #el;
  #client;
  #context;
  /** @type {import('./step-session.js').StepSession | null} */
  #session = null;
  #stale = true;
  #running = false;
  /** @type {number | null} */
  #pinned = null; // the open-list entry whose board is pinned in the node view
  #wantedAtStart = 0;
  #tree;
  /** @type {import('../../wasm/npuzzle.mjs').SearchPlan | null} the core's plan for the board */
  #plan = null;
  /** @type {number | null} expansions a cancelled run stopped after (said before the status) */
  #stoppedAfter = null;
  #solverReady = false; // until then the panel says it waits for the solver

  /**
   * The search stepped is the one chosen under Solver; the core runs a search step mode can
   * show in place of one it cannot (auto, the construction) and names it in each snapshot.
   * @param {ParentNode} root
   * @param {{client: object, gate: import('../../state/job-gate.js').JobGate,
   *   problem: () => object, labels: {algorithm: (id: string) => string,
   *   heuristic: (id: string) => string}, announce: (text: string) => void,
   *   automatic: import('../shared/automatic-plan.js').AutomaticPlans,
   *   onPositionChange: () => void, embedded: boolean}} context
   */
  constructor(root, context) {
    const elements = elementsById(root, ELEMENT_IDS);
    this.#el = elements;
    this.#tree = new SearchTreePanel(root);
    this.#client = context.client;
    this.#context = context;
    elements.step.addEventListener('click', () => this.#go((session) => session.step()));
    elements.back.addEventListener('click', () => this.#go((session) => session.stepBack()));
    elements.restart.addEventListener('click', () => this.#go((session) => session.goTo(0)));
    elements.run.addEventListener('click', () => this.#run(undefined));
    elements.stop.addEventListener('click', () => this.#client.cancel());
    context.gate.onChange(() => this.#showControls());
    elements.openTable.addEventListener('mouseover', (event) => this.#preview(event));
    elements.openTable.addEventListener('focusin', (event) => this.#preview(event));
    elements.openTable.addEventListener('mouseleave', () => this.#endPreview());
    elements.openTable.addEventListener('focusout', (event) => {
      if (!elements.openTable.contains(/** @type {Node | null} */ (event.relatedTarget)))
        this.#endPreview();
    });
    elements.openTable.addEventListener('click', (event) => this.#pin(event));
    // Everything on show is said again from the snapshot it was made from; the tree redraws
    // itself (search-tree-panel.js).
    onLanguageChange(() => {
      const snapshot = this.#session?.snapshot;
      if (!snapshot) {
        this.#showWaiting();
        return;
      }
      this.#render(snapshot);
      this.#endPreview();
    });
    this.#showWaiting();
  }

  /**
   * The solver is loaded and the board checked: the panel no longer waits for them, only to
   * come into view (web/lab/lab-controller.js, watch()).
   */
  solverReady() {
    if (this.#solverReady) return;
    this.#solverReady = true;
    if (!this.#session?.snapshot) this.#showWaiting();
  }

  /** The panel before its search has started (the markup's English until then is ours too). */
  #showWaiting() {
    const el = this.#el;
    el.status.textContent = t(this.#solverReady ? 'lab.step.startsInView' : 'lab.step.waiting');
    el.openTerm.textContent = t('lab.step.term.openList');
    el.fboundTerm.textContent = t('lab.step.term.fBound');
    el.nodeHeading.textContent = t('lab.step.node.expanded');
    el.openHeading.textContent = t('lab.step.open.heading');
    el.openTable.tHead.rows[0].cells[0].textContent = t('lab.step.open.orderColumn');
    el.pathHeading.textContent = t('lab.step.path.heading');
  }

  /** Expansions on show (for the URL). */
  get position() {
    return this.#session?.position ?? this.#wantedAtStart;
  }

  /** The position to show once the panel first starts (from the URL). */
  restore(position) {
    this.#wantedAtStart = Math.max(0, Math.floor(position));
  }

  /** The board, goal or settings may have changed: the next look starts the search afresh. */
  invalidate() {
    if (this.#session && sameSpec(this.#session.spec, this.#spec())) return;
    this.#stale = true;
    // Only a panel already in use restarts at once; the others start when first shown.
    if (this.#session && !this.#el.panel.hidden) this.activate();
  }

  /** The panel is on show: start (or restart) the search if it is stale. */
  async activate() {
    if (!this.#stale) return;
    this.#stale = false;
    if (this.#running) await this.#client.cancel();
    this.#session?.dispose();
    const spec = this.#spec();
    this.#session = new StepSession(this.#client, spec, (snapshot) => this.#render(snapshot));
    this.#pinned = null;
    this.#tree.reset();
    this.#showIntro(spec, null);
    this.#askPlan();
    const target = this.#wantedAtStart;
    this.#wantedAtStart = 0;
    await this.#go((session) => session.goTo(0), { quiet: true });
    // A far position (from the URL) is reached as a run: in slices, with progress and Stop.
    if (target > QUICK_STEPS) await this.#run(target);
    else if (target > 0) await this.#go((session) => session.goTo(target), { quiet: true });
  }

  #spec() {
    const problem = this.#context.problem();
    return {
      board: problem.board,
      size: problem.size,
      goal: problem.goal,
      algorithm: problem.algorithm,
      // A search stepped as chosen takes the settings it uses; one the core steps in its place
      // (A* or IDA*) takes the chosen heuristic.
      heuristic: problem.steppable && !problem.usesHeuristic ? '' : problem.heuristic,
      weight: problem.steppable && problem.usesWeight ? problem.weight : 1,
      openLimit: OPEN_LIMIT,
      ...(problem.depthLimit !== undefined && { depthLimit: problem.depthLimit }),
    };
  }

  async #go(action, { quiet = false } = {}) {
    if (!this.#session || this.#running) return;
    this.#el.panel.setAttribute('aria-busy', 'true');
    // Step back replays the search from the start: on a long search that takes a moment.
    this.#stoppedAfter = null;
    const slow = setTimeout(() => {
      this.#el.status.textContent = t('lab.step.replaying');
    }, SLOW_REPLY_MS);
    try {
      await action(this.#session);
      if (!quiet) this.#announce();
    } catch (error) {
      this.#el.status.textContent = t('lab.step.stopped', { error: error.message });
    } finally {
      clearTimeout(slow);
      this.#el.panel.removeAttribute('aria-busy');
      this.#showControls();
      this.#context.onPositionChange();
    }
  }

  /** Runs to `target` expansions, or to the end when target is undefined. */
  async #run(target) {
    if (!this.#session || this.#running || !this.#context.gate.claim('step')) return;
    this.#running = true;
    this.#stoppedAfter = null;
    this.#showControls();
    this.#el.status.textContent =
      target === undefined
        ? t('lab.step.runningToEnd')
        : t('lab.step.runningTo', { target: Math.round(target) });
    let outcome;
    try {
      outcome = await this.#session.run(target, (snapshot) => this.#render(snapshot));
    } catch (error) {
      outcome = null;
      this.#el.status.textContent = t('lab.step.runStopped', { error: error.message });
    } finally {
      this.#running = false;
      this.#context.gate.release('step');
      this.#showControls();
      this.#context.onPositionChange();
    }
    if (outcome?.status === 'cancelled') {
      this.#stoppedAfter = this.position;
      const snapshot = this.#session?.snapshot;
      if (snapshot) this.#el.status.textContent = this.#statusText(snapshot);
    }
    if (outcome) this.#announce();
  }

  #showControls() {
    const { step, back, run, stop, restart } = this.#el;
    const focused = focusedElement();
    const session = this.#session;
    const busyElsewhere = this.#context.gate.busy && this.#context.gate.owner !== 'step';
    const idle = session !== null && !this.#running;
    const canGoOn = idle && session.snapshot?.status === 'running';
    step.disabled = !canGoOn;
    back.disabled = !idle || session.position === 0;
    restart.disabled = !idle || session.position === 0;
    run.disabled = !canGoOn || busyElsewhere;
    stop.disabled = !this.#running;
    // Step and Run disable themselves at the goal, Stop when the run ends: focus stays here.
    keepFocus(focused, [step, back, restart, run]);
  }

  /**
   * Names the search being stepped. Where Automatic is involved, first what it does on this
   * board (the core's plan, in the words every lab panel uses: automatic-plan.js), then the search
   * step mode runs: the same, or another in its place. Otherwise the search the snapshot says
   * runs (the chosen one while none has come, when it is one step mode shows as it is).
   */
  #showIntro(spec, snapshot) {
    const labels = this.#context.labels;
    const automatic = spec.algorithm === 'auto' || spec.heuristic === 'auto';
    let intro = '';
    if (automatic) {
      // Until the core's plan arrives (at once) nothing is said rather than a guess.
      const plan = this.#plan;
      if (plan?.step)
        intro = sentences(automaticSentence(plan, spec, labels), steppedWords(plan, labels));
    } else {
      const problem = this.#context.problem();
      const ran = snapshot?.algorithm || (problem.steppable ? spec.algorithm : '');
      if (ran) {
        let using = labels.algorithm(ran);
        const heuristic = snapshot?.heuristic || spec.heuristic;
        if (spec.heuristic && heuristic !== 'none')
          using = t('lab.step.intro.with', {
            search: using,
            heuristic: labels.heuristic(heuristic),
          });
        if (ran !== spec.algorithm)
          using = t('lab.step.intro.notSteppable', {
            search: using,
            chosen: labels.algorithm(spec.algorithm),
          });
        intro = t('lab.step.intro', { search: using });
      }
    }
    this.#el.intro.textContent =
      this.#context.embedded || !intro ? intro : sentences(intro, t('lab.step.intro.choose'));
  }

  /** Asks the core what Automatic runs for the session's board; the intro says it on arrival. */
  #askPlan() {
    const session = this.#session;
    this.#plan = null;
    this.#context.automatic.plan(this.#context.problem()).then((plan) => {
      if (this.#session !== session || !session) return;
      this.#plan = plan;
      this.#showIntro(session.spec, session.snapshot ?? null);
    });
  }

  /** The status line: the snapshot's, after "Stopped after …" when a run was stopped. */
  #statusText(snapshot) {
    const status = statusText(snapshot);
    if (this.#stoppedAfter === null) return status;
    return t('lab.step.stoppedAfter', { count: this.#stoppedAfter, status });
  }

  #render(snapshot) {
    const el = this.#el;
    const spec = this.#session?.spec;
    if (spec) this.#showIntro(spec, snapshot);
    el.status.textContent = this.#statusText(snapshot);
    const path = listsPath(snapshot);
    const term = terms(snapshot);
    el.expanded.textContent = formatCount(snapshot.expanded ?? 0);
    el.generated.textContent = formatCount(snapshot.generated ?? 0);
    el.openTerm.textContent = t(term.open);
    el.openSize.textContent = formatCount(snapshot.openSize ?? 0);
    el.closedSize.textContent = path
      ? t('lab.step.noneKept')
      : formatCount(snapshot.closedSize ?? 0);
    el.fboundTerm.textContent = t(term.bound);
    el.fbound.textContent = formatCount(snapshot.fBound);
    el.maxFrontier.textContent = formatCount(snapshot.maxFrontier ?? 0);
    // IDA*'s thresholds, the depth limit, RBFS's re-expansions, the two sides (search-kinds.js)
    const note = searchNote(snapshot);
    el.thresholds.hidden = !note;
    el.thresholds.textContent = note;
    this.#renderNode(snapshot);
    this.#renderOpen(snapshot);
    this.#renderPath(snapshot);
    if (this.#session) this.#tree.show(snapshot, this.#session.treeLog);
  }

  /**
   * @param {import('../../wasm/npuzzle.mjs').StepSnapshot} snapshot
   * @param {import('../../wasm/npuzzle.mjs').StepNode | null} [preview]
   */
  #renderNode(snapshot, preview = null) {
    const el = this.#el;
    const width = snapshot.width ?? 0;
    if (!width || !snapshot.board) {
      el.nodeHeading.textContent = t('lab.step.node.expanded');
      el.nodeBoard.replaceChildren();
      el.nodeValues.textContent = '';
      return;
    }
    const goal = snapshot.goal ?? null;
    if (preview) {
      const key = listsPath(snapshot)
        ? 'lab.step.node.pathNode'
        : isBidirectional(snapshot)
          ? 'lab.step.node.frontierEntry'
          : 'lab.step.node.openEntry';
      el.nodeHeading.textContent = t(key, { order: orderText(snapshot, preview) });
      el.nodeBoard.replaceChildren(miniBoard(preview.board, width, { goal }));
      el.nodeValues.textContent = nodeValues(snapshot, preview);
      return;
    }
    const current = snapshot.current;
    el.nodeHeading.textContent = !current
      ? t('lab.step.node.start')
      : isBidirectional(snapshot)
        ? t('lab.step.node.expandedSide', { side: sideWord(current.side) })
        : t('lab.step.node.expanded');
    const tiles = current?.board ?? snapshot.board;
    const moved = current?.path?.length ? current.path[current.path.length - 1] : null;
    el.nodeBoard.replaceChildren(miniBoard(tiles, width, { goal, highlight: moved }));
    el.nodeValues.textContent = current ? nodeValues(snapshot, current) : '';
  }

  #renderOpen(snapshot) {
    const el = this.#el;
    const onPath = listsPath(snapshot);
    const bidirectional = isBidirectional(snapshot);
    const rbfs = snapshot.openKind === 'rbfs-path';
    el.openHeading.textContent = listHeading(snapshot);
    const order = tieBreakText(snapshot);
    el.tieBreak.textContent = order ? t('lab.step.open.order', { order }) : '';
    el.openTable.tHead.rows[0].cells[0].textContent = t(
      onPath
        ? 'lab.step.open.depth'
        : bidirectional
          ? 'lab.step.open.sideColumn'
          : 'lab.step.open.orderColumn',
    );
    // RBFS's two columns more: each path node's backed-up F and its f-limit.
    el.backedUpColumn.hidden = !rbfs;
    el.fLimitColumn.hidden = !rbfs;
    el.backedUpColumn.textContent = t('lab.step.open.backedUpColumn');
    el.fLimitColumn.textContent = t('lab.step.open.fLimitColumn');
    const width = snapshot.width ?? 0;
    const rows = (snapshot.open ?? []).map((node, index) => {
      const row = document.createElement('tr');
      if (onPath && node.expanded === false) row.classList.add('is-generated');
      if (bidirectional) row.classList.add(`is-${node.side}`);
      if (this.#pinned !== null && this.#pinned === index) row.classList.add('is-pinned');
      const order = document.createElement('td');
      order.className = 'number';
      order.textContent = orderText(snapshot, node);
      const boardCell = document.createElement('td');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'node-button';
      button.dataset.index = String(index);
      // The name is the hidden text (the picture is hidden from the name): a name in
      // aria-label that differs from the text inside is what speech-input users cannot say.
      const name = document.createElement('span');
      name.className = 'visually-hidden';
      const showKey = onPath
        ? 'lab.step.open.showIda'
        : bidirectional
          ? 'lab.step.open.showFrontier'
          : 'lab.step.open.show';
      name.textContent = t(showKey, {
        order: orderText(snapshot, node),
        rows: boardRows(node.board, width),
        values: nodeValues(snapshot, node),
      });
      const picture = miniBoard(node.board, width, { goal: snapshot.goal });
      picture.setAttribute('aria-hidden', 'true');
      button.setAttribute('aria-pressed', String(this.#pinned === index));
      button.append(name, picture);
      boardCell.append(button);
      row.append(order, boardCell, numberCell(node.g), numberCell(node.h), numberCell(node.f));
      if (rbfs) row.append(textCell(finite(node.backedUpF)), textCell(finite(node.fLimit)));
      return row;
    });
    el.openTable.tBodies[0].replaceChildren(...rows);
    const listed = snapshot.open?.length ?? 0;
    const total = snapshot.openSize ?? 0;
    if (!listed) {
      el.openMore.textContent =
        snapshot.status === 'running' && !snapshot.current
          ? t('lab.step.open.onlyStart')
          : onPath
            ? snapshot.openKind === 'dfs-path'
              ? t('lab.step.open.pathEmpty')
              : ''
            : t('lab.step.open.empty');
    } else if (total > listed) {
      el.openMore.textContent = t(onPath ? 'lab.step.open.deepest' : 'lab.step.open.first', {
        listed,
        total: Math.round(total),
      });
    } else el.openMore.textContent = '';
  }

  #renderPath(snapshot) {
    const el = this.#el;
    const width = snapshot.width ?? 0;
    if (!width || !snapshot.board) {
      el.path.replaceChildren();
      return;
    }
    const current = snapshot.current;
    const path = current?.path ?? [];
    const directions = current?.directions ?? '';
    // Bidirectional search's backward side reached its node from the goal.
    const fromGoal = current?.side === 'backward' && snapshot.goal;
    const boards = [(fromGoal ? snapshot.goal : snapshot.board).slice()];
    for (const tile of path) boards.push(swapWithBlank(boards[boards.length - 1], tile));
    const first = Math.max(0, boards.length - PATH_SHOWN);
    const items = [];
    if (first > 0) {
      const more = document.createElement('li');
      more.className = 'path-more';
      more.textContent = t('lab.step.path.earlier', { count: first });
      items.push(more);
    }
    for (let i = first; i < boards.length; i++) {
      const item = document.createElement('li');
      const moved = i === 0 ? null : path[i - 1];
      const caption = document.createElement('span');
      caption.className = 'path-caption';
      caption.textContent =
        i === 0
          ? t(fromGoal ? 'lab.step.path.goal' : 'lab.step.path.start')
          : `${moved} ${ARROWS[directions[i - 1]] ?? ''}`;
      const label =
        i === 0
          ? t(fromGoal ? 'lab.step.path.goalLabel' : 'lab.step.path.startLabel', {
              rows: boardRows(boards[0], width),
            })
          : t('lab.step.path.label', {
              g: String(i),
              move: moveLabel(moved, directions[i - 1]),
              rows: boardRows(boards[i], width),
            });
      item.append(miniBoard(boards[i], width, { goal: snapshot.goal, highlight: moved, label }));
      item.append(caption);
      if (i === boards.length - 1 && current) {
        item.classList.add('is-current');
        item.setAttribute('aria-current', 'step');
      }
      items.push(item);
    }
    el.path.replaceChildren(...items);
    // In the next frame, where the layout is done anyway: reading scrollWidth now would force
    // one in the middle of this task.
    requestAnimationFrame(() => (el.path.scrollLeft = el.path.scrollWidth));
    el.pathHeading.textContent = !current
      ? t('lab.step.path.heading')
      : t(fromGoal ? 'lab.step.path.headingFromGoal' : 'lab.step.path.headingLength', {
          g: String(path.length),
        });
  }

  #entry(event) {
    const button = event.target instanceof Element ? event.target.closest('.node-button') : null;
    if (!button) return null;
    const index = Number(button.dataset.index);
    const node = this.#session?.snapshot?.open?.[index];
    return node ? { index, node } : null;
  }

  #preview(event) {
    const found = this.#entry(event);
    const snapshot = this.#session?.snapshot;
    if (!found || !snapshot) return;
    this.#renderNode(snapshot, found.node);
  }

  #endPreview() {
    const snapshot = this.#session?.snapshot;
    if (!snapshot) return;
    const pinned = this.#pinned !== null ? snapshot.open?.[this.#pinned] : null;
    this.#renderNode(snapshot, pinned ?? null);
  }

  #pin(event) {
    const found = this.#entry(event);
    const snapshot = this.#session?.snapshot;
    if (!found || !snapshot) return;
    this.#pinned = this.#pinned === found.index ? null : found.index;
    for (const button of this.#el.openTable.querySelectorAll('.node-button')) {
      const pinned = Number(button.dataset.index) === this.#pinned;
      button.setAttribute('aria-pressed', String(pinned));
      button.closest('tr').classList.toggle('is-pinned', pinned);
    }
    const pinned = this.#pinned !== null ? (snapshot.open ?? [])[this.#pinned] : null;
    this.#renderNode(snapshot, pinned);
  }

  #announce() {
    const snapshot = this.#session?.snapshot;
    if (snapshot) this.#context.announce(announcement(snapshot));
  }
}

function sameSpec(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

function numberCell(value) {
  const cell = document.createElement('td');
  cell.className = 'number';
  cell.textContent = formatCount(value);
  return cell;
}

function textCell(text) {
  const cell = document.createElement('td');
  cell.className = 'number';
  cell.textContent = text;
  return cell;
}

/**
 * How the open list is ordered, in words: the core's `tieBreak` (cpp/lab/eager_step_engine.cpp,
 * ida_step_engine.cpp), said in the language on show from its message id.
 */
export function tieBreakText(snapshot) {
  return snapshot.tieBreak ? solverMessage(snapshot, 'tieBreak') : '';
}

/** Step mode's status line: what the last step did, in the words of the search stepped. */
export function statusText(snapshot) {
  const expanded = Math.round(snapshot.expanded ?? 0);
  switch (snapshot.status) {
    case 'invalid':
      return t('lab.step.status.invalid', {
        error: snapshot.error ? solverMessage(snapshot) : t('lab.step.status.notValid'),
      });
    case 'unsolvable':
      return t('lab.step.status.unsolvable');
    case 'limit':
    case 'error':
      return t('lab.step.status.stopped', {
        count: expanded,
        error: snapshot.error ? solverMessage(snapshot) : t('lab.step.status.failed'),
      });
    case 'solved': {
      const length = snapshot.solution?.length ?? snapshot.current?.g ?? 0;
      return t(snapshot.optimal ? 'lab.step.status.solvedOptimal' : 'lab.step.status.solved', {
        expanded,
        count: length,
      });
    }
    default:
      // Each search's own words: IDA* keeps a path, not an open list, and says what it does
      // with the path; so do DFS, RBFS and bidirectional search (search-kinds.js).
      return snapshot.current ? expansionText(snapshot, expanded) : startText(snapshot);
  }
}

/** What the live region says after a step: the expansion, then the lists' sizes. */
export function announcement(snapshot) {
  if (snapshot.status !== 'running' || !snapshot.current) return statusText(snapshot);
  return t('lab.step.announce', {
    expanded: String(snapshot.expanded),
    values: nodeValues(snapshot, snapshot.current),
    sizes: sizesText(snapshot),
  });
}

/**
 * What step mode runs beside what Automatic solves with (plan.step is there): the same search, the
 * same search with another heuristic, or another search in its place.
 * @param {import('../../wasm/npuzzle.mjs').SearchPlan} plan
 * @param {{algorithm: (id: string) => string, heuristic: (id: string) => string}} labels
 */
function steppedWords(plan, labels) {
  const step = /** @type {{algorithm: string, heuristic: string}} */ (plan.step);
  if (stepsAsSolved(plan)) return t('lab.step.intro.same');
  const heuristic = labels.heuristic(step.heuristic);
  if (plan.solve?.stages[0]?.method === step.algorithm)
    return t('lab.step.intro.otherHeuristic', { heuristic });
  const search = labels.algorithm(step.algorithm);
  return t('lab.step.intro.instead', {
    search: step.heuristic === 'none' ? search : t('lab.step.intro.with', { search, heuristic }),
  });
}
