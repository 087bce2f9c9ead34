// The status line (a live region: what the page did last, or why it cannot), the notice under
// it (advice, or what a URL asked for that was ignored; some notices fade), and the search
// progress figures with the pattern-database bar.

import { elementsById } from '../common/elements.js';
import { formatBytes, formatCount, formatDuration } from '../common/stat-format.js';

const TRANSIENT_NOTICE_MS = 6000;

export class StatusPanel {
  #el;
  #noticeTimer = null;

  /** @param {ParentNode} root */
  constructor(root) {
    this.#el = elementsById(root, {
      status: 'status',
      notice: 'notice',
      progress: 'progress',
      progressExpanded: 'progress-expanded',
      progressFrontier: 'progress-frontier',
      progressFBound: 'progress-fbound',
      progressMemory: 'progress-memory',
      progressElapsed: 'progress-elapsed',
      databaseProgress: 'database-progress',
      databaseProgressBar: 'database-progress-bar',
    });
    this.#el.progressFigures = this.#el.progress.querySelector('.figures');
  }

  get status() {
    return this.#el.status.textContent;
  }

  set status(text) {
    this.#el.status.textContent = text;
  }

  get notice() {
    return this.#el.notice.textContent;
  }

  /**
   * Shows `text` under the status ('' hides it); a transient one goes after a few seconds.
   * `tone`: 'warning' (advice, something ignored or refused) or 'info' (news, nothing wrong).
   */
  showNotice(text, { transient = false, tone = 'warning' } = {}) {
    clearTimeout(this.#noticeTimer);
    this.#el.notice.textContent = text;
    this.#el.notice.dataset.tone = tone;
    this.#el.notice.hidden = !text;
    if (transient) this.#noticeTimer = setTimeout(() => this.showNotice(''), TRANSIENT_NOTICE_MS);
  }

  /**
   * The solver client rejected a request: its message is a whole sentence for people (what
   * happened and what to do), so it is shown as it is.
   */
  showFailure(error) {
    const message =
      error?.message || 'The solver stopped working. Reload the page to start it again.';
    this.status = message;
    // The client may have put the same sentence in the notice: say it once.
    if (this.notice === message) this.showNotice('');
  }

  set progressShown(shown) {
    this.#el.progress.hidden = !shown;
  }

  /** A search's progress, or the pattern databases' while they are prepared. */
  showProgress(progress) {
    const el = this.#el;
    const preparing = progress.phase === 'database';
    el.databaseProgress.hidden = !preparing;
    el.progressFigures.hidden = preparing; // nothing searched yet
    if (preparing) {
      el.databaseProgressBar.value = progress.fraction;
      // Which it is, honestly: a download is a fraction of a second, a build several seconds.
      const doing = progress.source === 'download' ? 'Downloading' : 'Building';
      this.status = `${doing} pattern databases… ${Math.floor(progress.fraction * 100)}%`;
      return;
    }
    if (/^(Downloading|Building) pattern databases/.test(this.status)) this.status = 'Solving…';
    el.progressExpanded.textContent = formatCount(progress.expanded);
    el.progressFrontier.textContent = formatCount(progress.frontier);
    el.progressFBound.textContent = formatCount(progress.fBound);
    el.progressMemory.textContent = formatBytes(progress.bytes);
    el.progressElapsed.textContent = formatDuration(progress.ms);
  }

  /** The search is over: its figures (not the database bar) stay on show. */
  endProgress() {
    this.#el.databaseProgress.hidden = true;
    this.#el.progressFigures.hidden = false;
  }
}
