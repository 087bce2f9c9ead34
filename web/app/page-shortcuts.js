// The page's keyboard shortcuts, as listed in the page (index.html, "Keyboard shortcuts"):
// S solve, P or K play/pause, . and , step, Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo. Each one
// does what its button does, or says why it cannot (keyboard-shortcuts.js announces it).

import { t } from '../common/i18n.js';

/**
 * @param {{playback: import('../solution/playback-controller.js').PlaybackController,
 *   playbackBar: import('../solution/playback-bar.js').PlaybackBar,
 *   boardPanel: import('../board/board-panel.js').BoardPanel,
 *   board: import('../puzzle/board-controller.js').BoardController,
 *   actions: import('../shell/actions-panel.js').ActionsPanel,
 *   solver: import('../solve/solve-controller.js').SolveController}} parts
 * @returns {Array<{keys: string[], ctrl?: boolean, shift?: boolean, run: () => string}>}
 */
export function pageShortcuts({ playback, playbackBar, boardPanel, board, actions, solver }) {
  // `run` unless `unavailable`, in which case the shortcut says why (the message `whyKey`).
  const unless = (unavailable, whyKey, run) => () => (unavailable() ? t(whyKey) : (run() ?? ''));
  const redo = unless(
    () => boardPanel.redoButton.disabled,
    'page.shortcut.nothingToRedo',
    () => board.redoMove(),
  );
  return [
    { keys: ['p', 'k'], run: () => playback.toggle() },
    {
      keys: ['.'],
      run: unless(
        () => !playbackBar.canStepForward,
        'page.shortcut.noStepForward',
        () => playback.stepForward(),
      ),
    },
    {
      keys: [','],
      run: unless(
        () => !playbackBar.canStepBack,
        'page.shortcut.noStepBack',
        () => playback.stepBack(),
      ),
    },
    {
      keys: ['z'],
      ctrl: true,
      shift: false,
      run: unless(
        () => boardPanel.undoButton.disabled,
        'page.shortcut.nothingToUndo',
        () => board.undoMove(),
      ),
    },
    { keys: ['y'], ctrl: true, run: redo },
    { keys: ['z'], ctrl: true, shift: true, run: redo },
    {
      keys: ['s'],
      run: unless(
        () => actions.solve.disabled || actions.solve.hidden,
        'page.shortcut.solveUnavailable',
        () => void solver.solve(),
      ),
    },
  ];
}
