// The page's own preferences, above the layout: the language (web/common/i18n.js), the theme (Auto follows the system's
// prefers-color-scheme; Light and Dark set `data-theme` on <html>, whose `color-scheme` picks
// the side of every light-dark() token in web/shell/tokens.css), how the person's moves are counted
// (STM or MTM, web/common/move-metric.js), hover moves (a mouse's pointer leads the blank), and
// "Start fresh", which forgets what the page remembers
// (web/state/remembered-state.js). Start fresh asks once more before forgetting, in the page
// itself (web/dom/ask-again.js).

import { askAgain } from '../dom/ask-again.js';
import { elementsById } from '../dom/elements.js';
import { LANGUAGES, language, t } from '../common/i18n.js';
import { liveText } from '../dom/live-text.js';
import { THEMES } from '../state/remembered-state.js';
import { validMetric } from '../common/move-metric.js';

/** Shows the theme on the page: `auto` removes the attribute, so the system's scheme decides. */
export function applyTheme(theme, root = document.documentElement) {
  if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
  else delete root.dataset.theme;
}

export class PreferencesPanel {
  #el;

  /**
   * @param {ParentNode} root
   * @param {{theme: string, remembers: boolean, onTheme: (theme: string) => void,
   *   metric: import('../common/move-metric.js').Metric, hover: boolean,
   *   onMetric: (metric: import('../common/move-metric.js').Metric) => void,
   *   onHover: (hover: boolean) => void,
   *   onLanguage: (language: string) => void, onStartFresh: () => void}} options `remembers`:
   *   storage is usable here (else Start fresh has nothing to clear and says so)
   */
  constructor(
    root,
    { theme, remembers, onTheme, metric, hover, onMetric, onHover, onLanguage, onStartFresh },
  ) {
    this.#el = elementsById(root, {
      language: 'language',
      theme: 'theme',
      metric: 'move-metric',
      hover: 'hover-moves',
      fresh: 'start-fresh',
      confirm: 'start-fresh-confirm',
      yes: 'start-fresh-yes',
      no: 'start-fresh-no',
      note: 'memory-note',
    });
    const { language: languageSelect, theme: select, fresh, confirm, yes, no, note } = this.#el;
    const languages = /** @type {HTMLSelectElement} */ (languageSelect);
    // The pseudo-language of the tests is no choice of the switch: it shows English there.
    languages.value = LANGUAGES.some(({ code }) => code === language()) ? language() : 'en';
    languages.addEventListener('change', () => onLanguage(languages.value));
    /** @type {HTMLSelectElement} */ (select).value = THEMES.includes(theme) ? theme : 'auto';
    select.addEventListener('change', () => {
      const value = /** @type {HTMLSelectElement} */ (select).value;
      applyTheme(value);
      onTheme(value);
    });
    const metrics = /** @type {HTMLSelectElement} */ (this.#el.metric);
    metrics.value = metric;
    metrics.addEventListener('change', () => onMetric(validMetric(metrics.value) ?? 'stm'));
    const hovers = /** @type {HTMLInputElement} */ (this.#el.hover);
    hovers.checked = hover;
    hovers.addEventListener('change', () => onHover(hovers.checked));
    // The note's words are this script's, whichever it says (index.html's are the first's).
    liveText(note, () => t(remembers ? 'page.preferences.remembers' : 'page.preferences.noMemory'));
    askAgain({ button: fresh, group: confirm, yes, no, onYes: onStartFresh });
  }
}
