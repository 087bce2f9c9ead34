// @ts-check
// The teaching lab's panels, in the order of their tabs: the one list of them, each row all the
// lab needs to know of a panel. The `lab` URL parameter accepts these ids (web/state/url-state.js
// is given them), the tabs are `#tab-<id>` controlling `#panel-<id>` in index.html (lab-tabs.js
// finds them, and fails on one missing or not listed), and the lab controller (lab-controller.js)
// builds each panel with `create`, keeps it as its field of the same name, starts the panel on show
// when `startsWhenShown` (its search waits until someone looks at it) and tells it of a change of
// the lab's board or settings as `onLabChange` says. A new panel: its folder under web/lab/ (JS and
// CSS), its markup and its words, and one row here.

import { sizeText } from '../common/board-model.js';
import { CheckPanel } from './check/check-panel.js';
import { ComparePanel } from './compare/compare-panel.js';
import { ConsistencyPanel } from './consistency/consistency-panel.js';
import { ExercisesPanel } from './exercises/exercises-panel.js';
import { ExperimentsPanel } from './experiments/experiments-panel.js';
import { HeuristicPanel } from './heuristic/heuristic-panel.js';
import { SolvabilityPanel } from './solvability/solvability-panel.js';
import { StepPanel } from './step/step-panel.js';
import { WeightedPanel } from './weighted/weighted-panel.js';

/**
 * What the lab controller hands each panel's `create`: the page's parts it was built with, the
 * context every panel is given (the client, the job gate, the lab's problem, the solver's labels,
 * the announcer, embed mode) with the panel's own additions, and the lab itself (its panels by
 * id, its tabs) for what a panel reads of another.
 * @typedef {object} LabWiring
 * @property {ParentNode} root
 * @property {(own: object) => any} context
 * @property {any} lab the LabController
 * @property {any} state the PageState
 * @property {any} client
 * @property {any} gate
 * @property {any} solverOptions
 * @property {(text: string) => void} announce
 * @property {(a: number, b: number) => void} onSwapTiles
 * @property {() => void} onChange something the URL holds changed
 * @property {(result: import('../wasm/npuzzle.mjs').SolveResult, start: number[],
 *   words: () => string, position: number) => boolean} onShowSolution loads moves for playback
 * @property {() => string} [exerciseLink] the page's link with the lab's panel (exercises)
 */

/**
 * `onLabChange`: what the panel is told when the lab's board, goal or settings change: nothing
 * (null), `invalidate()` at once, `invalidate()` once the board has been still a moment (someone
 * may be sliding tiles), or `changed()` on every change, the lab's board or not (a panel that
 * follows the board on show).
 * @typedef {{id: string, startsWhenShown: boolean,
 *   onLabChange: null | 'at-once' | 'when-settled' | 'every-change',
 *   create: (wiring: LabWiring) => any}} LabPanelEntry
 */

/** @type {readonly LabPanelEntry[]} */
export const LAB_PANELS = Object.freeze([
  {
    id: 'step',
    startsWhenShown: true,
    onLabChange: 'when-settled',
    create: ({ root, context, onChange }) =>
      new StepPanel(root, context({ onPositionChange: onChange })),
  },
  {
    id: 'compare',
    startsWhenShown: false,
    onLabChange: null,
    create: ({ root, context, lab, solverOptions, onChange }) =>
      new ComparePanel(
        root,
        context({
          weight: () => lab.weighted.weight,
          // The searches to offer are the core's; DFS runs with the Solver card's depth limit.
          algorithms: () => solverOptions.algorithms,
          depthLimit: () => (solverOptions.ready ? solverOptions.value.depthLimit : undefined),
          onChange,
        }),
      ),
  },
  {
    id: 'weighted',
    startsWhenShown: true,
    onLabChange: 'at-once',
    create: ({ root, context, state, onChange }) => {
      const panel = new WeightedPanel(
        root,
        context({
          onWeight: (/** @type {number} */ weight) => {
            state.setWeight(weight, 'weighted-panel');
            onChange();
          },
        }),
      );
      state.subscribeWeight('weighted-panel', (/** @type {number} */ weight) =>
        panel.setWeight(weight),
      );
      return panel;
    },
  },
  {
    id: 'solvability',
    startsWhenShown: false,
    onLabChange: null,
    create: ({ root, onSwapTiles }) => new SolvabilityPanel(root, { onSwap: onSwapTiles }),
  },
  {
    id: 'heuristic',
    startsWhenShown: true,
    onLabChange: 'every-change',
    // The heuristic explained is the board on show (playing a solution back changes it), not the
    // lab's board: h falling move by move is part of the lesson.
    create: ({ root, lab, state, client, gate, solverOptions }) =>
      new HeuristicPanel(root, {
        client,
        gate,
        board: () => ({
          tiles: state.tiles.slice(),
          width: state.width,
          height: state.height,
          size: sizeText(state.width, state.height),
          goal: state.goalSpec,
          key: state.problemKey(),
        }),
        solverHeuristic: () => solverOptions.value.heuristic,
        heuristicLabel: (/** @type {string} */ id) => solverOptions.heuristicLabel(id),
        maxMemoryMB: () => solverOptions.value.maxMemoryMB,
        visible: () => lab.tabs?.selected === 'heuristic',
        ready: () => state.labReady && solverOptions.ready,
      }),
  },
  {
    id: 'consistency',
    startsWhenShown: true,
    onLabChange: 'at-once',
    create: ({ root, context }) => new ConsistencyPanel(root, context({})),
  },
  {
    id: 'experiments',
    startsWhenShown: false,
    onLabChange: null,
    // Experiments make their own boards (or take pasted ones): not the lab's board.
    create: ({ root, client, gate, announce }) =>
      new ExperimentsPanel(root, { client, gate, announce }),
  },
  {
    id: 'check',
    startsWhenShown: false,
    onLabChange: 'at-once',
    // A pasted solution is checked on the lab's board (the start of the solution on show).
    create: ({ root, lab, state, client, solverOptions, announce, onShowSolution }) =>
      new CheckPanel(root, {
        client,
        problem: () => lab.problem(),
        ready: () => state.labReady && solverOptions.ready,
        announce,
        onShowSolution,
      }),
  },
  {
    id: 'exercises',
    startsWhenShown: true,
    onLabChange: null,
    // Exercises draw their own boards from a seed (or take the link's board once, at the start).
    create: ({ root, context, solverOptions, onChange, onShowSolution, exerciseLink }) =>
      new ExercisesPanel(
        root,
        context({
          algorithmInfo: (/** @type {string} */ id) => solverOptions.algorithmInfo(id),
          onChange,
          onShowSolution,
          link: () => exerciseLink?.() ?? location.href,
        }),
      ),
  },
]);

/** The panels' ids, in tab order. */
export const LAB_PANEL_IDS = Object.freeze(LAB_PANELS.map(({ id }) => id));
