// The teaching lab's tabs, after the WAI-ARIA tabs pattern: one tab stop for the tab list,
// arrow keys (and Home/End) move between tabs and show their panel, Tab goes into the panel.
// The tabs are the registry's panels (lab-panels.js), in its order.

import { LAB_PANEL_IDS } from './lab-panels.js';

export class LabTabs {
  #tabs;
  #onSelect;
  #selected = null;

  /**
   * @param {HTMLElement} tablist the element with role=tablist holding the role=tab buttons
   * @param {(id: string) => void} onSelect called with the panel id (the tab's id without
   *   `tab-`) after a tab is shown by the user
   */
  constructor(tablist, onSelect) {
    this.#tabs = tabsOfRegistry(tablist);
    this.#onSelect = onSelect;
    for (const tab of this.#tabs) {
      tab.addEventListener('click', () => this.#choose(tab, { focus: false }));
      tab.addEventListener('keydown', (event) => this.#keydown(event, tab));
    }
  }

  /** The id of the panel on show (e.g. `step`). */
  get selected() {
    return this.#selected;
  }

  /** Shows the panel `id` without telling onSelect (for the page's own start-up). */
  select(id) {
    const offered = this.#offered();
    const tab = offered.find((candidate) => idOf(candidate) === id) ?? offered[0];
    this.#show(tab);
  }

  /**
   * Offers only the panels `ids` (a teacher's exercise link: the other panels would show the
   * answers): the other tabs are hidden, the arrow keys skip them, and a panel not offered is
   * never shown.
   * @param {string[]} ids
   */
  offerOnly(ids) {
    for (const tab of this.#tabs) tab.hidden = !ids.includes(idOf(tab));
    if (!ids.includes(this.#selected ?? '')) this.#show(this.#offered()[0]);
  }

  /** Shows the panel `id` as if its tab were clicked: onSelect hears of a change. */
  choose(id) {
    const tab = this.#offered().find((candidate) => idOf(candidate) === id);
    if (tab) this.#choose(tab, { focus: false });
  }

  /** The tab of the panel on show, where a keyboard user continues from. */
  get selectedTab() {
    return this.#tabs.find((tab) => idOf(tab) === this.#selected) ?? null;
  }

  #choose(tab, { focus }) {
    const changed = idOf(tab) !== this.#selected;
    this.#show(tab);
    if (focus) tab.focus();
    if (changed) this.#onSelect(this.#selected);
  }

  #show(tab) {
    for (const candidate of this.#tabs) {
      const selected = candidate === tab;
      candidate.setAttribute('aria-selected', String(selected));
      candidate.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(candidate.getAttribute('aria-controls'));
      if (panel) panel.hidden = !selected;
    }
    this.#selected = idOf(tab);
  }

  /** The tabs on offer, in order (all, unless offerOnly hid some). */
  #offered() {
    return this.#tabs.filter((tab) => !tab.hidden);
  }

  #keydown(event, tab) {
    const offered = this.#offered();
    const index = offered.indexOf(tab);
    const last = offered.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    this.#choose(offered[next], { focus: true });
  }
}

/** The tab of each registered panel, in the registry's order; the markup and the list agree. */
function tabsOfRegistry(tablist) {
  const inMarkup = [...tablist.querySelectorAll('[role=tab]')].map(idOf);
  const unlisted = inMarkup.filter((id) => !LAB_PANEL_IDS.includes(id));
  const missing = LAB_PANEL_IDS.filter((id) => !inMarkup.includes(id));
  if (unlisted.length > 0 || missing.length > 0) {
    throw new Error(
      `lab tabs: not in web/lab/lab-panels.js: ${unlisted.join(', ') || 'none'}; ` +
        `without a tab in index.html: ${missing.join(', ') || 'none'}`,
    );
  }
  return LAB_PANEL_IDS.map((id) => tablist.querySelector(`#tab-${id}`));
}

function idOf(tab) {
  return tab.id.replace(/^tab-/, '');
}
