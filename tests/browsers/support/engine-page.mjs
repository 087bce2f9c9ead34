// What a scenario can do with a page, in any engine. Each engine's adapter supplies a few
// primitives (evaluate, click, fill, press, chooseFile, accessibleName, screenshot, problems,
// frame, close);
// everything else is built here on top of them, the same for every engine.
//
// A target is a CSS selector (a string) or {role, name}: an element of that ARIA role whose
// accessible name, as the engine computes it, is `name` (a string: exactly; a RegExp: matching).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

import { describedByText, runAxe } from './page-scripts.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFile(require.resolve('axe-core/axe.min.js'), 'utf8');

/** {role: 'button', name} */
export const button = (name) => ({ role: 'button', name });

/** A readable name for a target in messages. */
export function describeTarget(target) {
  return typeof target === 'string' ? target : `${target.role} "${target.name}"`;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A browser's driver that stopped answering: a command (or a session's start) got no answer
 * within a deadline far above any the page needs. The scenario harness (engines.mjs) runs a
 * scenario that met one again, once, in a freshly started engine.
 */
export class DriverHang extends Error {
  name = 'DriverHang';
}

/** Whether `error`, or an error it carries as its cause, is a DriverHang. */
export function isDriverHang(error) {
  for (let e = error; e; e = e.cause) if (e instanceof DriverHang) return true;
  return false;
}

export class EnginePage {
  /** @param {string} engine the engine's name, for messages */
  constructor(engine) {
    this.engine = engine;
  }

  // ---------------------------------------------------------------- primitives (per engine)

  /** Runs `fn(arg)` in the page (fn must not close over anything); resolves to its result. */
  async evaluate(fn, arg) {
    throw new Error(`evaluate is not implemented for ${this.engine}`);
  }

  /** Clicks the target as a user would; `force`: even when it is disabled. */
  async click(target, { force = false } = {}) {
    throw new Error(`click is not implemented for ${this.engine}`);
  }

  /** Replaces the text of a text box with `text`, typed as a user would. */
  async fill(target, text) {
    throw new Error(`fill is not implemented for ${this.engine}`);
  }

  /** Presses `key` ('Enter', 'Shift+ArrowLeft', …) with the focus on the target. */
  async press(target, key) {
    throw new Error(`press is not implemented for ${this.engine}`);
  }

  /** Moves the mouse over the middle of the target, no button pressed. */
  async hover(target) {
    throw new Error(`hover is not implemented for ${this.engine}`);
  }

  /**
   * Taps the middle of the target with a finger: a touch pointer goes down and up there (the
   * page sees pointer events of type `touch`, then a click), as on a phone. The page must have
   * been opened with `{touch: true}` where an engine needs it (Chromium).
   */
  async tap(target) {
    throw new Error(`tap is not implemented for ${this.engine}`);
  }

  /**
   * Chooses the file at `path` (absolute, on this machine) in the file input `target`, as a
   * user picking it in the file dialog would: the input's `change` fires.
   */
  async chooseFile(target, path) {
    throw new Error(`chooseFile is not implemented for ${this.engine}`);
  }

  /**
   * The id of the element the target names, found through the engine's own accessibility
   * tree (so `{role: 'textbox', name: /^Board/}` proves the box's accessible name); throws if
   * there is no such element.
   */
  async idOf(target) {
    throw new Error(`idOf is not implemented for ${this.engine}`);
  }

  /** Saves a PNG of the viewport at `path`. */
  async screenshot(path) {
    throw new Error(`screenshot is not implemented for ${this.engine}`);
  }

  /**
   * Everything that went wrong in the page and its frames so far: console errors, uncaught
   * errors and rejections (workers' too where the engine reports them), failed loads, crashes.
   */
  async problems() {
    throw new Error(`problems is not implemented for ${this.engine}`);
  }

  /** The same operations inside the iframe matching `selector`. */
  async frame(selector) {
    throw new Error(`frame is not implemented for ${this.engine}`);
  }

  /** Closes the page (and whatever the engine opened for it). */
  async close() {}

  // ---------------------------------------------------------------- built on the primitives

  /** The trimmed text content of the first element matching `selector`; null if none. */
  async text(selector) {
    return this.evaluate(
      (selector) =>
        document.querySelector(selector)?.textContent.replace(/\s+/g, ' ').trim() ?? null,
      selector,
    );
  }

  /** An attribute of the first element matching `selector`; null if absent. */
  async attribute(selector, name) {
    return this.evaluate(
      ({ selector, name }) => document.querySelector(selector)?.getAttribute(name) ?? null,
      { selector, name },
    );
  }

  /** Whether the element matching `selector` is disabled. */
  async isDisabled(selector) {
    return this.evaluate(
      (selector) => document.querySelector(selector)?.disabled === true,
      selector,
    );
  }

  /** The text of the elements the element's aria-describedby names (its description). */
  async description(selector) {
    return this.evaluate(describedByText, selector);
  }

  /** The live status (role=status), trimmed. */
  async status() {
    return this.evaluate(
      () =>
        document.querySelector('[role=status]')?.textContent.replace(/\s+/g, ' ').trim() ?? null,
    );
  }

  /**
   * Waits until `fn(arg)`, run in the page, returns a truthy value, and returns that value.
   * An evaluation that fails (the page is between documents) counts as false.
   */
  async waitFor(fn, arg, options = {}) {
    return this.waitUntil(() => this.evaluate(fn, arg), options);
  }

  /**
   * Waits until `check()` (run here, free to ask the page several things) resolves to a truthy
   * value, polling every 50 ms, and returns that value; a check that throws counts as false.
   */
  async waitUntil(check, { timeout = 10_000, message = 'the condition' } = {}) {
    const deadline = Date.now() + timeout;
    let lastError = null;
    for (;;) {
      try {
        const value = await check();
        if (value) return value;
        lastError = null;
      } catch (error) {
        if (error instanceof DriverHang) throw error; // no use asking a hung driver again
        lastError = error;
      }
      if (Date.now() > deadline) {
        const why = lastError ? ` (last error: ${lastError.message})` : '';
        throw new Error(
          `${this.engine}: timed out after ${timeout} ms waiting for ${message}${why}`,
        );
      }
      await sleep(50);
    }
  }

  /**
   * Waits until the status matches `pattern` (RegExp) and returns it; on timeout the error
   * says what the status said.
   */
  async waitForStatus(pattern, { timeout = 15_000 } = {}) {
    try {
      await this.waitFor(
        ({ source, flags }) =>
          new RegExp(source, flags).test(
            document.querySelector('[role=status]')?.textContent.replace(/\s+/g, ' ').trim() ?? '',
          ),
        { source: pattern.source, flags: pattern.flags },
        { timeout, message: `a status matching ${pattern}` },
      );
    } catch (error) {
      const status = await this.status().catch(() => '(unreadable)');
      // What a worker threw, where the page's error hook kept it (installErrorHook).
      const thrown = await this.evaluate(() => window.__npuzzleWorkerErrors ?? []).catch(() => []);
      const workers = thrown.length ? `; its workers threw: ${thrown.join('; ')}` : '';
      throw new Error(`${error.message}; the status says "${status}"${workers}`, {
        cause: error,
      });
    }
    return this.status();
  }

  /** Waits until the solver has loaded and the page checked its board. */
  async waitForReady({ timeout = 30_000 } = {}) {
    return this.waitForStatus(/^(?!Loading\b).+/, { timeout });
  }

  /** Runs axe-core on the page; resolves to the violations (see page-scripts runAxe). */
  async axe(options = {}) {
    const loaded = await this.evaluate(() => typeof window.axe?.run === 'function');
    if (!loaded) await this.addScript(await AXE_SOURCE);
    return this.evaluate(runAxe, { resultTypes: ['violations'], ...options });
  }

  /**
   * Asserts that axe-core finds no serious or critical violation on the page as it is now;
   * `what` says which state of the page was checked.
   */
  async assertAxeClean(what) {
    const blocking = (await this.axe()).filter(({ impact }) =>
      ['serious', 'critical'].includes(impact),
    );
    assert.deepEqual(
      blocking.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' ')}`),
      [],
      `${this.engine}: axe, ${what}`,
    );
  }

  /**
   * Clicks tile `n` once the board is still, and waits until the move counter has counted it
   * (a click on a moving board may land on the tile's old place).
   */
  async clickTile(n) {
    const moves = Number(await this.text('#move-count'));
    await this.waitFor(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      { message: 'the board still' },
    );
    await this.click(`#board .cell[data-tile="${n}"] button.tile`);
    await this.waitFor(
      (count) => document.getElementById('move-count')?.textContent === String(count),
      moves + 1,
      { message: `the move of tile ${n} counted` },
    );
  }

  /** Runs `source` as a classic script in the page (past its CSP, as a driver may). */
  async addScript(source) {
    throw new Error(`addScript is not implemented for ${this.engine}`);
  }

  /** Asserts that nothing went wrong in the page so far (see problems()). */
  async assertNoProblems(when = 'during the scenario') {
    assert.deepEqual(await this.problems(), [], `${this.engine}: errors ${when}`);
  }
}

/**
 * A key with the modifiers held around it: 'Shift+ArrowLeft' → {modifiers: ['Shift'], key:
 * 'ArrowLeft'}; '+' alone (or after a modifier, 'Control++') is the plus key.
 * @param {string} chord @returns {{modifiers: string[], key: string}}
 */
export function keyChord(chord) {
  const modifiers = [];
  let key = chord;
  for (let m; (m = /^(Shift|Control|Alt|Meta)\+(.+)$/.exec(key)); key = m[2]) modifiers.push(m[1]);
  return { modifiers, key };
}
