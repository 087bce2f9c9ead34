// Chromium: Debian's /usr/bin/chromium driven over CDP by playwright-core (docs/toolchain.md).
// The one layer that starts and configures Chromium for every browser test: the shared scenarios
// (launchChromium, an engine of engines.mjs) and the Chromium e2e suite (tests/e2e's fixture,
// which drives Playwright's own page through startChromium and newChromiumContext).
// One browser per test file; each page in a fresh context (fresh storage) unless the scenario
// asks to keep storage, as one student's browser keeps its IndexedDB from visit to visit.
import { chromium } from 'playwright-core';

import { EnginePage, describeTarget } from './engine-page.mjs';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../../scripts/chromium-args.mjs';

export const DEFAULT_VIEWPORT = { width: 1280, height: 900 };
/** How long any one action (a click, a wait for an element) may take before the test fails. */
export const ACTION_TIMEOUT_MS = 10_000;

/** Starts Debian's Chromium headless, as every browser test does; resolves to Playwright's Browser. */
export function startChromium() {
  return chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
}

/**
 * A fresh context (fresh storage) of `browser` as every browser test has it: the default viewport,
 * the light colour scheme and ACTION_TIMEOUT_MS, each overridden by `options` (Playwright's
 * context options: viewport, colorScheme, locale, permissions, offline…).
 */
export async function newChromiumContext(browser, options = {}) {
  const context = await browser.newContext({
    viewport: DEFAULT_VIEWPORT,
    colorScheme: 'light',
    ...options,
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
}

/** Launches Chromium; resolves to the engine ({name, supports, open, stop}). */
export async function launchChromium() {
  const browser = await startChromium();
  let keptContext = null;
  return {
    name: 'chromium',
    supports: { cpuThrottling: true, touch: true },
    /**
     * Opens `url` in a new page. Options: viewport {width, height}, colorScheme 'light'|'dark',
     * cpuThrottling (a slowdown factor, CDP Emulation.setCPUThrottlingRate), initScript
     * {fn, arg} run before the page's own scripts, keepStorage, touch (a touch screen, for
     * tap(); a fresh context only).
     */
    async open(
      url,
      {
        viewport = DEFAULT_VIEWPORT,
        colorScheme = 'light',
        cpuThrottling = 1,
        initScript,
        keepStorage = false,
        touch = false,
      } = {},
    ) {
      let context;
      if (keepStorage && touch) throw new Error('chromium: a touch screen needs a fresh context');
      if (keepStorage) {
        keptContext ??= await newChromiumContext(browser);
        context = keptContext;
      } else {
        context = await newChromiumContext(browser, { viewport, colorScheme, hasTouch: touch });
      }
      const page = await context.newPage();
      const wrapper = new ChromiumPage(page, page, keepStorage ? null : context);
      // The kept context serves pages of several sizes and schemes: each page sets its own.
      if (keepStorage) {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
      }
      if (cpuThrottling > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
      }
      if (initScript) {
        // As a script of its own: the page's CSP forbids eval, so it cannot be sent as text.
        await page.addInitScript({
          content: `(${initScript.fn})(${JSON.stringify(initScript.arg ?? null)});`,
        });
      }
      await page.goto(url);
      return wrapper;
    },
    async stop() {
      await browser.close();
    },
  };
}

class ChromiumPage extends EnginePage {
  #page;
  #scope;
  #context;
  #problems;

  /**
   * @param page the Playwright page
   * @param scope the page or one of its frames, where operations act
   * @param context the context to close with the page (null: a kept one)
   */
  constructor(page, scope, context, problems = null) {
    super('chromium');
    this.#page = page;
    this.#scope = scope;
    this.#context = context;
    if (problems) {
      this.#problems = problems;
      return;
    }
    this.#problems = [];
    const record = (text) => this.#problems.push(text);
    // The page's console carries its frames' messages; each worker has its own.
    page.on('console', (message) => {
      if (message.type() === 'error') record(`console error: ${message.text()}`);
    });
    page.on('worker', (worker) =>
      worker.on('console', (message) => {
        if (message.type() === 'error') record(`worker console error: ${message.text()}`);
      }),
    );
    page.on('pageerror', (error) => record(`page error: ${error.message}`));
    page.on('crash', () => record('the page crashed'));
    page.on('response', (response) => {
      if (response.status() >= 400) record(`HTTP ${response.status()}: ${response.url()}`);
    });
  }

  #locate(target) {
    if (typeof target === 'string') return this.#scope.locator(target).first();
    return this.#scope.getByRole(target.role, { name: target.name, exact: true });
  }

  async evaluate(fn, arg) {
    return this.#scope.evaluate(fn, arg);
  }

  async addScript(source) {
    await this.#scope.evaluate(source);
  }

  async click(target, { force = false } = {}) {
    await this.#locate(target).click({ force });
  }

  async fill(target, text) {
    // Select what is there and type over it, as a user would, in every engine alike.
    const locator = this.#locate(target);
    await locator.press('Control+a');
    await locator.pressSequentially(text);
  }

  async press(target, key) {
    await this.#locate(target).press(key);
  }

  async hover(target) {
    await this.#locate(target).hover();
  }

  async tap(target) {
    await this.#locate(target).tap();
  }

  async chooseFile(target, path) {
    await this.#locate(target).setInputFiles(path);
  }

  async idOf(target) {
    const locator = this.#locate(target);
    const count = await locator.count();
    if (count !== 1) throw new Error(`chromium: ${count} elements for ${describeTarget(target)}`);
    return locator.getAttribute('id');
  }

  async screenshot(path) {
    await this.#page.screenshot({ path });
  }

  async problems() {
    return this.#problems.slice();
  }

  async frame(selector) {
    const handle = await this.#scope.locator(selector).elementHandle();
    const frame = await handle.contentFrame();
    if (!frame) throw new Error(`chromium: ${selector} has no frame`);
    return new ChromiumPage(this.#page, frame, null, this.#problems);
  }

  async close() {
    await this.#page.close();
    await this.#context?.close();
  }
}
