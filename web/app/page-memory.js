// The page that remembers (web/state/remembered-state.js keeps the data): on a return visit the
// last page comes back, through the same door as a shared link. Before start-up reads the URL, a
// URL that names nothing of the page (docs/contracts.md §4) gets the remembered query, so
// start-up, its checks and its messages are those of a link; a URL that names anything wins, and
// nothing remembered of the page is used then. Afterwards every rewrite of the URL is remembered.
//
// Embed mode (`embed=1`, a course's iframe) neither restores nor remembers the page: the teacher's
// embed shows the teacher's board (its URL wins anyway), and a student's play in it must not
// change what the full page shows them later. The theme and the memory budget are the visitor's
// own, not the page's, and the URL never carries them: they are restored outside embed mode even
// when a URL says what to show.

import { applyTheme } from '../shell/preferences-panel.js';
import { namesPage } from '../state/remembered-state.js';

/**
 * Before start-up: the theme, the memory budget and, when the URL names nothing, the page.
 * @param {import('../state/remembered-state.js').RememberedState} memory
 * @param {Document} root
 */
export function restoreRemembered(memory, root = document) {
  const embed = isEmbed(location.search);
  const { query, theme, memoryMB } = memory.page;
  if (embed) return;
  applyTheme(theme);
  const memoryField = /** @type {HTMLInputElement | null} */ (root.getElementById('memory'));
  // Before the capabilities arrive: SolverOptions keeps a value already typed (and checks it).
  if (memoryField && memoryMB !== null) memoryField.value = String(memoryMB);
  if (!query || namesPage(location.search)) return;
  // Parameters that are none of the page's (another tool's) are kept after the remembered ones.
  const others = location.search.length > 1 ? `&${location.search.slice(1)}` : '';
  try {
    history.replaceState(history.state, '', query + others + location.hash);
  } catch {
    // a browser that refuses to rewrite this URL: the page starts as on a first visit
  }
}

/** Whether the query asks for embed mode (as url-state.js reads `embed`). */
function isEmbed(search) {
  const value = new URLSearchParams(search).get('embed');
  return value === '1' || value === 'true' || value === '';
}

/**
 * Keeps the remembered page in step: each URL rewrite, the memory budget once valid, and the
 * last moment before the page is left.
 * @param {{memory: import('../state/remembered-state.js').RememberedState,
 *   state: import('../state/page-state.js').PageState,
 *   query: () => string | null}} parts `query`: the page's URL query now (null: none yet)
 */
export function rememberPage({ memory, state, query }) {
  const save = () => {
    if (state.embed) return;
    const search = query();
    if (search !== null) memory.savePage({ query: search });
  };
  const memoryField = /** @type {HTMLInputElement | null} */ (document.getElementById('memory'));
  memoryField?.addEventListener('change', () => {
    if (state.embed || memoryField.getAttribute('aria-invalid') === 'true') return;
    const value = Number(memoryField.value);
    if (Number.isInteger(value)) memory.savePage({ memoryMB: value });
  });
  addEventListener('pagehide', save);
  return save;
}
