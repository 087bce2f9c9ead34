// The page's keyboard shortcuts, as listed in the page (index.html, "Keyboard shortcuts"):
// S solve, P or K play/pause, . and , step, Ctrl+Z undo, Ctrl+Y or Ctrl+Shift+Z redo. Each one
// does what its button does, or says why it cannot (keyboard-shortcuts.js announces it).

/**
 * @param {{playback: import('./playback-controller.js').PlaybackController,
 *   playbackBar: import('./playback-bar.js').PlaybackBar,
 *   boardPanel: import('./board-panel.js').BoardPanel,
 *   board: import('./board-controller.js').BoardController,
 *   actions: import('./actions-panel.js').ActionsPanel,
 *   solver: import('./solve-controller.js').SolveController}} parts
 * @returns {Array<{keys: string[], ctrl?: boolean, shift?: boolean, run: () => string}>}
 */
export function pageShortcuts({ playback, playbackBar, boardPanel, board, actions, solver }) {
  // `run` unless `unavailable`, in which case the shortcut says `why`.
  const unless = (unavailable, why, run) => () => (unavailable() ? why : (run() ?? ''));
  const redo = unless(
    () => boardPanel.redoButton.disabled,
    'Nothing to redo.',
    () => board.redoMove(),
  );
  return [
    { keys: ['p', 'k'], run: () => playback.toggle() },
    {
      keys: ['.'],
      run: unless(
        () => !playbackBar.canStepForward,
        'No step forward.',
        () => playback.stepForward(),
      ),
    },
    {
      keys: [','],
      run: unless(
        () => !playbackBar.canStepBack,
        'No step back.',
        () => playback.stepBack(),
      ),
    },
    {
      keys: ['z'],
      ctrl: true,
      shift: false,
      run: unless(
        () => boardPanel.undoButton.disabled,
        'Nothing to undo.',
        () => board.undoMove(),
      ),
    },
    { keys: ['y'], ctrl: true, run: redo },
    { keys: ['z'], ctrl: true, shift: true, run: redo },
    {
      keys: ['s'],
      run: unless(
        () => actions.solve.disabled,
        'Solve is not available for this board right now.',
        () => void solver.solve(),
      ),
    },
  ];
}
