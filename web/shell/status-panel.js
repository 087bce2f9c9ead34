// @ts-check
// The status line (a live region: what the page did last, or why it cannot), the notice under
// it (advice, or what a URL asked for that was ignored; some notices fade), and the search
// progress figures with the pattern-database bar. The status and the notice are written with
// their words' function (web/dom/live-text.js), so a change of language rewrites them.

import { elementsById } from '../dom/elements.js';
import { onLanguageChange, t } from '../common/i18n.js';
import { formatBytes, formatCount, formatElapsed } from '../common/stat-format.js';
import { movesLabel } from '../common/move-words.js';
import { failureSentence } from '../solver/failure-sentence.js';
import { absent, notApplicable } from '../dom/not-applicable.js';
import { liveText } from '../dom/live-text.js';
import { setAttribute, setHidden, setText } from '../dom/quiet-writes.js';

const TRANSIENT_NOTICE_MS = 6000;

export class StatusPanel {
  /** @type {Record<string, HTMLElement> & {databaseProgressBar: HTMLProgressElement}} */
  #el;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  #noticeTimer;
  /** @type {string | null} */
  #topic = null; // what the status is about ('solution', 'database', …), for show() callers
  /** @type {any} */
  #progress = null; // the figures on show, redrawn in a new language
  /** @type {((id: string) => string) | null} */
  #methodName = null; // names a search by the core's id, in the language on show

  /** @param {ParentNode} root */
  constructor(root) {
    this.#el = /** @type {any} */ (
      elementsById(root, {
        status: 'status',
        notice: 'notice',
        progress: 'progress',
        progressMethodRow: 'progress-method-row',
        progressMethod: 'progress-method',
        progressBestRow: 'progress-best-row',
        progressBest: 'progress-best',
        progressBoundRow: 'progress-bound-row',
        progressBound: 'progress-bound',
        progressExpanded: 'progress-expanded',
        progressFrontier: 'progress-frontier',
        progressFBound: 'progress-fbound',
        progressMemory: 'progress-memory',
        progressElapsed: 'progress-elapsed',
        databaseProgress: 'database-progress',
        databaseProgressBar: 'database-progress-bar',
      })
    );
    this.#el.progressFigures = /** @type {HTMLElement} */ (
      this.#el.progress.querySelector('.figures')
    );
    onLanguageChange(() => {
      if (this.#progress && !this.#el.progressFigures.hidden) this.#showFigures(this.#progress);
    });
  }

  /** The status text on show (in the language on show). */
  /** @returns {string} */
  get status() {
    return /** @type {string} */ (this.#el.status.textContent);
  }

  /** @param {import('../dom/live-text.js').LiveText} text */
  set status(text) {
    this.show(text);
  }

  /**
   * Shows `text` (a function words it again after a change of language) as the status; `topic`
   * names what it is about, so a later change can ask (`topic`) instead of reading its words.
   * @param {import('../dom/live-text.js').LiveText} text @param {string | null} [topic]
   */
  show(text, topic = null) {
    this.#topic = topic;
    liveText(this.#el.status, text);
  }

  /** What the status on show is about, as show() was told (null: not said). */
  get topic() {
    return this.#topic;
  }

  get notice() {
    return this.#el.notice.textContent;
  }

  /**
   * Shows `text` under the status ('' hides it); a transient one goes after a few seconds.
   * `tone`: 'warning' (advice, something ignored or refused) or 'info' (news, nothing wrong).
   * @param {import('../dom/live-text.js').LiveText} text
   */
  showNotice(text, { transient = false, tone = 'warning' } = {}) {
    clearTimeout(this.#noticeTimer);
    liveText(this.#el.notice, text);
    setAttribute(this.#el.notice, 'data-tone', tone);
    setHidden(this.#el.notice, !this.#el.notice.textContent);
    if (transient) this.#noticeTimer = setTimeout(() => this.showNotice(''), TRANSIENT_NOTICE_MS);
  }

  /**
   * The solver client rejected a request: its message is a whole sentence for people (what
   * happened and what to do), so it is shown as it is.
   */
  showFailure(error) {
    // A failure with a reason code is said again after a change of language
    // (web/solver/failure-sentence.js).
    const reason = error?.reason;
    const message =
      typeof reason === 'string'
        ? () => failureSentence(reason)
        : error?.message || (() => t('page.status.solverStopped'));
    this.status = message;
    // The client may have put the same sentence in the notice: say it once.
    if (this.notice === this.status) this.showNotice('');
  }

  set progressShown(shown) {
    setHidden(this.#el.progress, !shown);
  }

  /**
   * A search's progress, or the pattern databases' while they are prepared. `methodName` names
   * the search running now (`progress.method`: Automatic moves from one to the next on a large
   * board, and a long solve says which it is in).
   * @param {any} progress
   * @param {(id: string) => string} [methodName]
   */
  showProgress(progress, methodName) {
    if (methodName) this.#methodName = methodName;
    const el = this.#el;
    const preparing = progress.phase === 'database';
    setHidden(el.databaseProgress, !preparing);
    setHidden(el.progressFigures, preparing); // nothing searched yet
    if (preparing) {
      el.databaseProgressBar.value = progress.fraction;
      // Which it is, honestly: a download is a fraction of a second, a build several seconds.
      const key =
        progress.source === 'download'
          ? 'page.status.downloadingDatabases'
          : 'page.status.buildingDatabases';
      const percent = String(Math.floor(progress.fraction * 100));
      this.show(() => t(key, { percent }), 'database');
      return;
    }
    if (this.#topic === 'database') this.show(() => t('page.status.solving'), 'solving');
    this.#showFigures(progress);
  }

  #showFigures(progress) {
    const el = this.#el;
    this.#progress = progress;
    const method = progress.method && this.#methodName ? this.#methodName(progress.method) : '';
    setHidden(el.progressMethodRow, !method);
    setFigureText(el.progressMethod, method);
    // While auto shortens the answer it has: that answer's length and the optimum's proven bound.
    const best = typeof progress.bestLength === 'number';
    setHidden(el.progressBestRow, !best);
    setHidden(el.progressBoundRow, !best);
    if (best) {
      setFigureText(el.progressBest, movesLabel(progress.bestLength));
      setFigureText(el.progressBound, movesLabel(progress.lowerBound));
    }
    setFigureText(el.progressExpanded, formatCount(progress.expanded));
    setFigure(el.progressFrontier, progress, 'frontier');
    setFigure(el.progressFBound, progress, 'fBound');
    setFigureText(el.progressMemory, formatBytes(progress.bytes));
    // Thinking, how much of its time has gone: the limit is the core's, where it applies.
    setFigureText(el.progressElapsed, formatElapsed(progress.ms, progress.thinkMs));
  }

  /** The search is over: its figures (not the database bar) stay on show. */
  endProgress() {
    setHidden(this.#el.databaseProgress, true);
    setHidden(this.#el.progressFigures, false);
  }
}

// A progress figure, or "does not apply" while the search running does not keep it (the
// constructive ones have no f bound, and count cells left rather than a frontier). Written only
// when it changes, like the others: progress comes many times a second.
function setFigure(element, progress, name) {
  if (!absent(progress, name)) {
    setFigureText(element, formatCount(progress[name]));
    return;
  }
  const shown = notApplicable();
  if (element.textContent !== shown.textContent) element.replaceChildren(shown);
  widen(element, false);
}

// A figure's box holds about seven bold characters that cannot wrap (81 px of text on the
// desktop, the narrowest: "999,999" fits, "Weighted" needs 86 px, "91,046,713" 101 and
// "movimientos" 116), so a figure with a longer run between spaces takes two of the grid's
// columns rather than run out of its box. Decided by the text, not by measuring the layout: a
// box that widened would measure as fitting and narrow again. (A no-break space, as between a
// figure and its unit, does not end a run.)
const WIDE_RUN_CHARS = 8;

/**
 * @param {HTMLElement} element
 * @param {string} text
 */
function setFigureText(element, text) {
  setText(element, text);
  const longestRun = Math.max(...text.split(/[ \t\n]+/).map((run) => run.length));
  widen(element, longestRun >= WIDE_RUN_CHARS);
}

/**
 * @param {HTMLElement} element
 * @param {boolean} wide
 */
function widen(element, wide) {
  element.parentElement?.classList.toggle('figure-wide', wide);
}
