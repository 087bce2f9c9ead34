// @ts-check
// What a player sees of their own play: the clock beside "Your moves", the celebration when the
// board reaches its goal by hand ("N moves — the shortest is M"), and the best results on this
// board. It only shows what web/play/play-session.js decides.

import { formatPlayTime } from '../common/best-results.js';
import { elementsById } from '../dom/elements.js';
import { localeTag, onLanguageChange, t } from '../common/i18n.js';
import { movesLabel } from '../common/move-words.js';
import { singleMovesLabel } from '../common/move-metric.js';

const CLOCK_TICK_MS = 100;
// A best result's day, as the language on show writes it ("12 Mar", "12. März", "3月12日").
const dayOf = (at) =>
  new Intl.DateTimeFormat(localeTag(), { day: 'numeric', month: 'short' }).format(new Date(at));

/**
 * Counted in MTM on a board the core solves in MTM (`shortestMtm` not false): the play in both
 * metrics and the shortest in MTM, `22 STM · 14 MTM — the shortest is 12 MTM` (measuring while
 * undefined, not measurable when null).
 * @param {number} moves @param {number} mtm
 * @param {{value: number, exact: boolean} | null | undefined} shortestMtm
 */
export function mtmPlayHeadline(moves, mtm, shortestMtm) {
  const played = t('page.metric.both', { stm: String(moves), mtm: String(mtm) });
  if (shortestMtm === undefined) return t('page.play.measuring', { played });
  if (shortestMtm === null) return t('page.play.notMeasurable', { played });
  const key = shortestMtm.exact ? 'page.play.shortestMtm' : 'page.play.shortestAtLeastMtm';
  return t(key, { played, value: String(shortestMtm.value) });
}

/**
 * The celebration's sentence: `3 moves — the shortest is 3`; a bound says `at least`; while the
 * shortest is measured (undefined) or when it cannot be (null), it says so. Counted in MTM
 * (`mtm`: the play's MTM count), the play is given in both metrics and the shortest, the core's,
 * says it counts single-tile moves: `22 STM · 14 MTM — the shortest is 20 STM`.
 * @param {number} moves @param {{value: number, exact: boolean} | null | undefined} shortest
 * @param {number | null} [mtm]
 */
export function playHeadline(moves, shortest, mtm = null) {
  const played =
    mtm === null
      ? movesLabel(moves)
      : t('page.metric.both', { stm: String(moves), mtm: String(mtm) });
  if (shortest === undefined) return t('page.play.measuring', { played });
  if (shortest === null) return t('page.play.notMeasurable', { played });
  const value = String(shortest.value);
  const [exact, atLeast] =
    mtm === null
      ? ['page.play.shortest', 'page.play.shortestAtLeast']
      : ['page.play.shortestStm', 'page.play.shortestAtLeastStm'];
  return t(shortest.exact ? exact : atLeast, { played, value });
}

export class PlayPanel {
  #el;
  /** @type {ReturnType<typeof setInterval> | null} */
  #ticker = null;
  /** @type {Parameters<PlayPanel['celebrate']>[0] | null} */
  #celebrated = null; // what the celebration on show says, redrawn in a new language
  /** @type {Parameters<PlayPanel['showBest']> | null} */
  #best = null;
  /** @type {import('../common/move-metric.js').Metric} */
  #metric = 'stm';

  /** @param {ParentNode} root @param {{onClose: () => void}} handlers */
  constructor(root, { onClose }) {
    this.#el = elementsById(root, {
      clock: 'play-time',
      celebration: 'celebration',
      headline: 'celebration-text',
      detail: 'celebration-detail',
      close: 'celebration-close',
      best: 'best-results',
      bestList: 'best-list',
      bestTime: 'best-time',
    });
    this.#el.close.addEventListener('click', () => onClose());
    onLanguageChange(() => {
      if (this.#celebrated && this.celebrating) this.#renderCelebration(this.#celebrated);
      if (this.#best) this.showBest(...this.#best);
    });
  }

  /**
   * How the person's moves are counted (the preference): what is on show is said again in it.
   * @param {import('../common/move-metric.js').Metric} metric
   */
  setMetric(metric) {
    this.#metric = metric;
    if (this.#celebrated && this.celebrating) this.#renderCelebration(this.#celebrated);
    if (this.#best) this.showBest(...this.#best);
  }

  /** The clock shows `elapsed()` and, while `running`, follows it. */
  showClock(elapsed, running) {
    const show = () => {
      this.#el.clock.textContent = formatPlayTime(elapsed());
    };
    show();
    clearInterval(this.#ticker ?? undefined);
    this.#ticker = running ? setInterval(show, CLOCK_TICK_MS) : null;
  }

  /**
   * The celebration: `moves` by hand (single-tile moves; `mtm`, their MTM count), `shortest`
   * ({value, exact}; undefined while it is being measured; null when it cannot be), the time
   * and whether it is a new best. Returns the sentence to announce.
   * `shortestMtm`: the MTM optimum, as `shortest` (false where the core has no MTM search).
   * @param {{moves: number, mtm: number,
   *   shortest: {value: number, exact: boolean} | null | undefined,
   *   shortestMtm: {value: number, exact: boolean} | null | undefined | false, ms: number,
   *   newBest: boolean}} play
   */
  celebrate(play) {
    this.#celebrated = play;
    const said = this.#renderCelebration(play);
    this.#el.celebration.hidden = false;
    return said;
  }

  #renderCelebration({ moves, mtm, shortest, shortestMtm, ms, newBest }) {
    const { headline, detail } = this.#el;
    const inMtm = this.#metric === 'mtm' && shortestMtm !== false;
    const text = inMtm
      ? mtmPlayHeadline(moves, mtm, shortestMtm)
      : playHeadline(moves, shortest, this.#metric === 'mtm' ? mtm : null);
    headline.textContent = text;
    const perfect = inMtm
      ? shortestMtm?.exact && shortestMtm.value === mtm
      : shortest?.exact && shortest.value === moves;
    const sentences = [t('page.play.time', { time: formatPlayTime(ms) })];
    if (perfect) sentences.push(t('page.play.perfect'));
    if (newBest) sentences.push(t('page.play.newBest'));
    detail.textContent = sentences.join(' ');
    return t('page.play.announce', { headline: text, detail: detail.textContent });
  }

  hideCelebration() {
    this.#el.celebration.hidden = true;
  }

  get celebrating() {
    return !this.#el.celebration.hidden;
  }

  /**
   * The best results on the board on show, fewest moves first, and its best time (none: hidden).
   * @param {{moves: number, ms: number, at: number}[]} results
   * @param {{moves: number, ms: number} | null} fastest
   * @param {{value: number, exact: boolean} | null} shortest
   */
  showBest(results, fastest, shortest) {
    this.#best = [results, fastest, shortest];
    const { best, bestList, bestTime } = this.#el;
    best.hidden = results.length === 0;
    bestList.replaceChildren(
      ...results.map((result) => {
        const item = document.createElement('li');
        const figure = document.createElement('strong');
        figure.textContent = singleMovesLabel(result.moves, this.#metric);
        item.append(figure, ' ', t('page.play.inTime', { time: formatPlayTime(result.ms) }));
        const when = document.createElement('span');
        when.className = 'best-date';
        when.textContent = ` · ${t('page.play.day', { date: dayOf(result.at) })}`;
        item.append(when);
        return item;
      }),
    );
    const parts = [];
    if (fastest) {
      const time = formatPlayTime(fastest.ms);
      const moves = singleMovesLabel(fastest.moves, this.#metric);
      parts.push(t('page.play.bestTime', { time, moves }));
    }
    if (shortest) {
      const key = shortest.exact ? 'page.play.bestShortest' : 'page.play.bestShortestAtLeast';
      parts.push(t(key, { moves: singleMovesLabel(shortest.value, this.#metric) }));
    }
    bestTime.textContent = parts.length ? t('page.play.bestLine', { parts: parts.join('; ') }) : '';
  }
}
