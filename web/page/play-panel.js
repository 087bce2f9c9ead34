// What a player sees of their own play: the clock beside "Your moves", the celebration when the
// board reaches its goal by hand ("N moves — the shortest is M"), and the best results on this
// board. It only shows what web/page/play-session.js decides.

import { formatPlayTime } from '../common/best-results.js';
import { elementsById } from '../common/elements.js';

const CLOCK_TICK_MS = 100;
const movesText = (n) => `${n} ${n === 1 ? 'move' : 'moves'}`;
const DATE = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/**
 * The celebration's sentence: `3 moves — the shortest is 3`; a bound says `at least`; while the
 * shortest is measured (undefined) or when it cannot be (null), it says so.
 * @param {number} moves @param {{value: number, exact: boolean} | null | undefined} shortest
 */
export function playHeadline(moves, shortest) {
  const played = movesText(moves);
  if (shortest === undefined) return `${played} — measuring the shortest…`;
  if (shortest === null) return `${played} — the shortest could not be measured`;
  if (shortest.exact) return `${played} — the shortest is ${shortest.value}`;
  return `${played} — the shortest is at least ${shortest.value}`;
}

export class PlayPanel {
  #el;
  #ticker = null;

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
  }

  /** The clock shows `elapsed()` and, while `running`, follows it. */
  showClock(elapsed, running) {
    const show = () => {
      this.#el.clock.textContent = formatPlayTime(elapsed());
    };
    show();
    clearInterval(this.#ticker);
    this.#ticker = running ? setInterval(show, CLOCK_TICK_MS) : null;
  }

  /**
   * The celebration: `moves` by hand, `shortest` ({value, exact}; undefined while it is being
   * measured; null when it cannot be), the time and whether it is a new best. Returns the
   * sentence to announce.
   * @param {{moves: number, shortest: {value: number, exact: boolean} | null | undefined,
   *   ms: number, newBest: boolean}} play
   */
  celebrate({ moves, shortest, ms, newBest }) {
    const { celebration, headline, detail } = this.#el;
    const text = playHeadline(moves, shortest);
    headline.textContent = text;
    const perfect = shortest?.exact && shortest.value === moves;
    detail.textContent =
      `Time ${formatPlayTime(ms)}.` +
      (perfect ? ' A shortest solution!' : '') +
      (newBest ? ' A new best on this board.' : '');
    celebration.hidden = false;
    return `Solved by hand: ${text}. ${detail.textContent}`;
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
    const { best, bestList, bestTime } = this.#el;
    best.hidden = results.length === 0;
    bestList.replaceChildren(
      ...results.map((result) => {
        const item = document.createElement('li');
        const figure = document.createElement('strong');
        figure.textContent = movesText(result.moves);
        item.append(figure, ` in ${formatPlayTime(result.ms)}`);
        const when = document.createElement('span');
        when.className = 'best-date';
        when.textContent = ` · ${DATE.format(new Date(result.at))}`;
        item.append(when);
        return item;
      }),
    );
    const parts = [];
    if (fastest)
      parts.push(`Best time ${formatPlayTime(fastest.ms)} (${movesText(fastest.moves)})`);
    if (shortest) {
      parts.push(`shortest ${shortest.exact ? '' : 'at least '}${movesText(shortest.value)}`);
    }
    bestTime.textContent = parts.length ? `${parts.join('; ')}.` : '';
  }
}
