// Shared setup for the browser tests: dist/ served under /some-prefix/ (GitHub Pages serves the
// site under /<repo>/, so every URL must be relative), Debian's Chromium started and configured by
// the browser scenarios' Chromium layer (tests/browsers/support/chromium-engine.mjs), and a page
// fixture that records every console error, page error, failed request and crash,
// every main-thread long task (PerformanceObserver `longtask`, installed before the page's own
// scripts run) and the solver worker's answers.
//
//   const browser = useBrowser();           // at the top of a test file: before/after hooks
//   const app = await browser.openApp(t, '?board=…');  // a fresh page, closed after the test
//   const base = await browser.serve(t, { csp: '…' });  // another server for one test
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';

import { serveStatic } from '../../../scripts/serve.mjs';
import { PSEUDO_LANGUAGE_SWITCH } from '../../../web/common/i18n.js';
import { newChromiumContext, startChromium } from '../../browsers/support/chromium-engine.mjs';
import { allowPseudoLanguage } from '../../browsers/support/page-scripts.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DIST = join(ROOT, 'dist');
export const PREFIX = '/some-prefix/';

const LOADING_STATUS = 'Loading the solver…';

/** Registers the file's before/after hooks; returns {openApp, baseUrl}. */
export function useBrowser() {
  const shared = { server: null, browser: null, baseUrl: '' };
  before(async () => {
    assert.ok(
      existsSync(join(DIST, 'index.html')) && existsSync(join(DIST, 'web/wasm/npuzzle.wasm')),
      'dist/ is not built: run `bash scripts/build.sh wasm && bash scripts/build.sh dist`',
    );
    shared.server = await serveStatic(DIST, { port: 0, prefix: PREFIX });
    shared.baseUrl = `http://127.0.0.1:${shared.server.address().port}${PREFIX}`;
    shared.browser = await startChromium();
  });
  after(async () => {
    await shared.browser?.close();
    if (shared.server) await stopServer(shared.server);
  });
  return {
    get baseUrl() {
      return shared.baseUrl;
    },
    /**
     * Serves `root` (default dist/) under `prefix` (default PREFIX) with serveStatic's other
     * options (a `csp` header, say) until the test `t` ends; resolves to the base URL, on
     * `hostname` (another name for 127.0.0.1, such as 'localhost', makes another origin).
     */
    async serve(t, { root = DIST, prefix = PREFIX, hostname = '127.0.0.1', ...options } = {}) {
      const server = await serveStatic(root, { port: 0, prefix, ...options });
      t.after(() => stopServer(server));
      return `http://${hostname}:${server.address().port}${prefix}`;
    },
    /**
     * Opens a lesson page on another origin (localhost rather than 127.0.0.1) that frames `src`
     * with the given sandbox, as a course page would; resolves to {host, frame}. The lesson's
     * folder and server go when the test `t` ends.
     */
    async openLesson(t, src, sandbox) {
      const dir = await mkdtemp(join(tmpdir(), 'npuzzle-lesson-'));
      t.after(() => rm(dir, { recursive: true, force: true }));
      await writeFile(
        join(dir, 'lesson.html'),
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lesson</title>' +
          '<link rel="icon" href="data:,"></head><body>' +
          `<iframe sandbox="${sandbox}" src="${src}" title="N-Puzzle Lab" width="1000" height="900">` +
          '</iframe></body></html>',
      );
      const lessonBase = await this.serve(t, { root: dir, prefix: '/', hostname: 'localhost' });
      const host = await this.openUrl(t, `${lessonBase}lesson.html`, { waitForLoaded: false });
      return { host, frame: host.page.frameLocator('iframe') };
    },
    /**
     * Opens index.html + `query` in a fresh context and waits until the solver has loaded and
     * the page has checked its board (the status no longer says it is loading). Asserts that
     * the load produced no errors. The page is closed when the test `t` ends.
     */
    async openApp(t, query = '', { contextOptions = {} } = {}) {
      return this.openUrl(t, `${shared.baseUrl}index.html${query}`, { contextOptions });
    },
    /**
     * Like openApp, for any address of the app: another file of dist/ (the offline file from
     * file://, say) or a page that frames it (`waitForLoaded: false`: nothing to wait for).
     * `pseudoLanguage`: the tests' switch that lets `lang=en-XA` through is on in the tab.
     */
    async openUrl(
      t,
      url,
      { contextOptions = {}, waitForLoaded = true, pseudoLanguage = false } = {},
    ) {
      const context = await newChromiumContext(shared.browser, contextOptions);
      t.after(() => context.close());
      if (pseudoLanguage) await context.addInitScript(allowPseudoLanguage, PSEUDO_LANGUAGE_SWITCH);
      const app = new App(context, await context.newPage());
      await app.goto(url, { waitForLoaded });
      return app;
    },
  };
}

// Chromium keeps connections open; close() alone would wait for them (docs/toolchain.md).
function stopServer(server) {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
}

// Runs in the page before any of its scripts: collects long tasks with their start times so a
// test can pick those that overlap the interval it cares about, and records the messages to and
// from the solver worker ({at, direction, via: 'port' or 'lane', type, id, status, expanded}) so
// a test can tell whether a search ran and how it ended (and, for pattern-database progress,
// `source`: whether the tables were downloaded or built).
function installRecorders() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });

  window.__workerMessages = [];
  // The answer lane's handshake (web/protocol/answer-lane.js) is not a request or an answer.
  const handshake = new Set(['lane', 'lane-open', 'lane-use']);
  const record = (direction, data, via = 'port') =>
    handshake.has(data?.type) ||
    window.__workerMessages.push({
      at: performance.now(),
      direction,
      via,
      type: data?.type,
      id: data?.id,
      status: data?.result?.status,
      expanded: data?.progress?.expanded ?? data?.result?.stats?.expanded,
      source: data?.progress?.phase === 'database' ? data.progress.source : undefined,
    });
  const PageWorker = window.Worker;
  window.Worker = class RecordedWorker extends PageWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', ({ data }) => record('in', data));
    }
    postMessage(data, ...rest) {
      record('out', data);
      return super.postMessage(data, ...rest);
    }
  };
  // The worker's answers come on the page's answer lane once it is open.
  const PageChannel = window.BroadcastChannel;
  if (PageChannel) {
    window.BroadcastChannel = class RecordedChannel extends PageChannel {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', ({ data }) => record('in', data, 'lane'));
      }
    };
  }
}

export class App {
  /** Everything that went wrong in the page: console errors (page and worker), page errors,
   * failed requests, HTTP errors, crashes. */
  #problems = [];
  /** Requests the browser aborted, each with the document that made it (see `problems`). */
  #aborted = [];
  #navigations = 0;
  #documentOf = new WeakMap();

  /**
   * What went wrong in the page so far: console errors, uncaught errors, a crash, failed
   * requests and error responses. A request aborted because the test went on to another page
   * (what the old document had in flight: a worker it was starting, a download, on a loaded
   * machine) is not among them; judged when read, since the browser may report the abort before
   * or after the navigation that caused it.
   */
  get problems() {
    const leftBehind = ({ document }) => document !== undefined && document < this.#navigations;
    return [
      ...this.#problems,
      ...this.#aborted.filter((abort) => !leftBehind(abort)).map(({ problem }) => problem),
    ];
  }
  /** Every URL the page, its frames and its workers requested, from the first. */
  requests = [];
  /** The same without the service worker's (its offline copy of the site). */
  pageRequests = [];

  constructor(context, page) {
    this.context = context;
    this.page = page;
    context.on('request', (request) => {
      this.requests.push(request.url());
      if (!request.serviceWorker()) this.pageRequests.push(request.url());
    });
    // The context's console event also carries the page's workers' messages.
    context.on('console', (message) => {
      if (message.type() === 'error') this.#problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.#problems.push(`page error: ${error.message}`));
    page.on('crash', () => this.#problems.push('the page crashed'));
    // Which document each request belongs to: the count of the tab's main-frame navigations
    // when it began (the context's event: the page's workers' requests, the team's downloads,
    // come there).
    context.on('request', (request) => this.#documentOf.set(request, this.#navigations));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.#navigations++;
    });
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText;
      // The browser fetches the icon on its own and drops that fetch when a test reloads the
      // page; nothing of the page's own failed.
      if (reason === 'net::ERR_ABORTED' && request.url().endsWith('/favicon.svg')) return;
      const problem = `request failed: ${request.url()} ${reason}`;
      if (reason === 'net::ERR_ABORTED') {
        this.#aborted.push({ problem, document: this.#documentOf.get(request) });
      } else this.#problems.push(problem);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) {
        this.#problems.push(`HTTP ${response.status()}: ${response.url()}`);
      }
    });
  }

  async goto(url, { waitForLoaded = true } = {}) {
    // As a script of its own: the page's CSP forbids eval, so helpers cannot be sent as text.
    await this.page.addInitScript({
      content: `(${installRecorders})(); window.__readBoard = ${readBoardInPage};`,
    });
    await this.page.goto(url);
    if (!waitForLoaded) return;
    await this.waitForLoaded();
    this.assertNoErrors('on load');
  }

  async waitForLoaded() {
    await this.page.waitForFunction(
      (loading) => {
        const status = document.querySelector('[role=status]');
        return status && status.textContent.trim() !== '' && status.textContent !== loading;
      },
      LOADING_STATUS,
      { timeout: 15_000 },
    );
  }

  assertNoErrors(when = 'during the test') {
    assert.deepEqual(this.problems, [], `errors ${when}`);
  }

  // ---------------------------------------- the contract's names (docs/contracts.md §4)

  get status() {
    return this.page.getByRole('status');
  }

  get grid() {
    return this.page.getByRole('grid', { name: 'Puzzle board' });
  }

  button(name) {
    return this.page.getByRole('button', { name, exact: true });
  }

  tile(n) {
    return this.grid.getByRole('button', { name: `Tile ${n}`, exact: true });
  }

  async statusText() {
    return (await this.status.textContent()).trim();
  }

  /** Waits until the status matches `pattern` (a RegExp or an exact string). */
  async waitForStatus(pattern, timeout = 10_000) {
    const source = pattern instanceof RegExp ? pattern.source : null;
    const flags = pattern instanceof RegExp ? pattern.flags : '';
    const exact = pattern instanceof RegExp ? null : pattern;
    try {
      await this.page.waitForFunction(
        ({ source, flags, exact }) => {
          const text = document.querySelector('[role=status]').textContent.trim();
          return exact !== null ? text === exact : new RegExp(source, flags).test(text);
        },
        { source, flags, exact },
        { timeout },
      );
    } catch (error) {
      const text = await this.statusText().catch(() => '(unreadable)');
      throw new Error(`status never matched ${pattern}; it says "${text}"`, { cause: error });
    }
    return this.statusText();
  }

  /** The `board` URL parameter as numbers (the URL is kept in step with the board). */
  boardParam() {
    const board = new URL(this.page.url()).searchParams.get('board');
    return board === null ? null : board.split(',').map(Number);
  }

  async waitForBoardParam(tiles, timeout = 5_000) {
    const want = tiles.join(',');
    try {
      await this.page.waitForFunction(
        (want) => new URLSearchParams(location.search).get('board') === want,
        want,
        { timeout },
      );
    } catch (error) {
      throw new Error(`the URL's board never became ${want}; it is ${this.boardParam()}`, {
        cause: error,
      });
    }
  }

  /** "Your moves": the moves the user made on this board (playback does not count). */
  async moveCount() {
    return Number((await this.page.locator('#move-count').textContent()).trim());
  }

  /** The solution step on show (the playback scrubber's position). */
  async playbackStep() {
    return Number(await this.page.locator('#scrubber').inputValue());
  }

  // ------------------------------------------------------------ the board as the user sees it

  /**
   * The board read from the screen: each `Tile N` button's position inside the grid, as a
   * row-major list with 0 for the empty cell. Null while any tile is between cells (sliding or
   * being dragged), so a test can poll for a settled board.
   */
  async readBoard(width, height) {
    return this.page.evaluate((size) => window.__readBoard(size), { width, height });
  }

  /** Waits until the screen shows `tiles` with no tile between cells. */
  async waitForBoard(tiles, width, height, timeout = 5_000) {
    try {
      await this.page.waitForFunction(
        ({ tiles, width, height }) => {
          const board = window.__readBoard({ width, height });
          return board !== null && board.join(',') === tiles.join(',');
        },
        { tiles, width, height },
        { timeout },
      );
    } catch (error) {
      const shown = await this.readBoard(width, height).catch(() => null);
      throw new Error(`the board never showed ${tiles}; it shows ${shown}`, { cause: error });
    }
  }

  /**
   * Waits until nothing on the board moves (no running transition, no drag in progress) and
   * returns the board on screen.
   */
  async settledBoard(width, height) {
    await this.page.waitForFunction(() => {
      const grid = document.querySelector('[role=grid]');
      const moving = grid.getAnimations({ subtree: true }).some((a) => a.playState === 'running');
      return !moving && !grid.querySelector('.is-dragging');
    });
    const board = await this.readBoard(width, height);
    assert.notEqual(board, null, 'a settled board has every tile in a cell');
    return board;
  }

  /** Drags tile `n` by (dx, dy) cells with the mouse, in `steps` pointer moves. */
  async dragTile(n, dx, dy, steps = 10) {
    const box = await this.tile(n).boundingBox();
    assert.ok(box, `Tile ${n} is on screen`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const { mouse } = this.page;
    await mouse.move(x, y);
    await mouse.down();
    await mouse.move(x + dx * box.width, y + dy * box.height, { steps });
    await mouse.up();
  }

  // ------------------------------------------------------------ long tasks

  /** Long tasks (> 50 ms) that started at or after `since` (page time, ms). */
  async longTasksSince(since) {
    return this.page.evaluate(
      (since) => window.__longTasks.filter((task) => task.startTime + task.duration >= since),
      since,
    );
  }

  /**
   * Waits until the page's own start-up work is over (half a second without a long task, at most
   * 10 s), so that the long tasks counted from the next click are that click's.
   */
  async waitForNoLongTasks() {
    await this.page.waitForFunction(
      () => {
        const last = window.__longTasks.at(-1);
        return performance.now() - (last ? last.startTime + last.duration : 0) > 500;
      },
      null,
      { timeout: 10_000, polling: 100 },
    );
  }

  /** The messages to ('out') and from ('in') the solver worker so far (see installRecorders). */
  async workerMessages() {
    return this.page.evaluate(() => window.__workerMessages.slice());
  }

  /** The worker's answers to the latest solve request: progress reports, then its end. */
  async lastSolveAnswers() {
    const messages = await this.workerMessages();
    const request = messages.findLast((m) => m.direction === 'out' && m.type === 'solve');
    assert.ok(request, 'a solve request was sent to the worker');
    return messages.filter((m) => m.direction === 'in' && m.id === request.id);
  }

  /** Waits until the worker has ended the latest solve request ('done' or 'error'). */
  async waitForSolveEnd(timeout = 10_000) {
    await this.page.waitForFunction(
      () => {
        const messages = window.__workerMessages;
        const request = messages.findLast((m) => m.direction === 'out' && m.type === 'solve');
        return (
          request &&
          messages.some(
            (m) => m.direction === 'in' && m.id === request.id && /done|error/.test(m.type),
          )
        );
      },
      undefined,
      { timeout },
    );
    return this.lastSolveAnswers();
  }

  async now() {
    return this.page.evaluate(() => performance.now());
  }
}

// Installed in the page as window.__readBoard (it must not close over anything).
function readBoardInPage({ width, height }) {
  const grid = document.querySelector('[role=grid][aria-label="Puzzle board"]');
  const rect = grid.getBoundingClientRect();
  const left = rect.left + grid.clientLeft;
  const top = rect.top + grid.clientTop;
  const cellWidth = grid.clientWidth / width;
  const cellHeight = grid.clientHeight / height;
  const board = new Array(width * height).fill(0);
  let count = 0;
  for (const button of grid.querySelectorAll('button')) {
    const match = /^Tile (\d+)$/.exec(button.getAttribute('aria-label') ?? '');
    if (!match) continue;
    const box = button.getBoundingClientRect();
    const col = (box.left + box.width / 2 - left) / cellWidth - 0.5;
    const row = (box.top + box.height / 2 - top) / cellHeight - 0.5;
    const x = Math.round(col);
    const y = Math.round(row);
    const between = Math.abs(col - x) > 0.02 || Math.abs(row - y) > 0.02;
    if (between || x < 0 || y < 0 || x >= width || y >= height) return null;
    if (board[y * width + x] !== 0) return null; // two tiles in one cell: mid-slide
    board[y * width + x] = Number(match[1]);
    count++;
  }
  return count === width * height - 1 ? board : null;
}
