// The page's keyboard shortcuts: one table from key to action, shown in the page's shortcut
// list (index.html) and announced when used. Keys typed into a text field, a number box or a
// select belong to that control, never to a shortcut; arrow keys belong to the board.

const EDITABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * @param {Array<{keys: string[], ctrl?: boolean, shift?: boolean, run: () => string | void}>} shortcuts
 *   `keys` are KeyboardEvent.key values (case-insensitive for letters); `ctrl` matches Control
 *   or Command; `run` returns what to announce, if anything.
 * @param {(text: string) => void} announce
 */
export function installShortcuts(shortcuts, announce) {
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.altKey || event.isComposing) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(EDITABLE)) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const shortcut = shortcuts.find(
      (candidate) =>
        candidate.keys.includes(key) &&
        Boolean(candidate.ctrl) === ctrl &&
        (candidate.shift === undefined || candidate.shift === event.shiftKey),
    );
    if (!shortcut) return;
    // Space and Enter on a focused button press that button; a shortcut must not press twice.
    if ((key === ' ' || key === 'Enter') && target?.closest('button, a, summary')) return;
    event.preventDefault();
    const said = shortcut.run();
    if (said) announce(said);
  });
}
