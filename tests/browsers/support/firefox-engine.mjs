// Firefox: Debian's firefox-esr driven over WebDriver BiDi by puppeteer-core (docs/toolchain.md),
// truly headless. Firefox takes its colour scheme from a preference, not per page, so a second
// browser with the dark preference is launched the first time a page asks for dark.
import puppeteer from 'puppeteer-core';

import { DEFAULT_VIEWPORT } from './chromium-engine.mjs';
import { EnginePage, describeTarget, keyChord } from './engine-page.mjs';
import { roleCandidates } from './page-scripts.mjs';

const FIREFOX = '/usr/bin/firefox-esr';

function launch(colorScheme) {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      // 0 dark, 1 light: what `prefers-color-scheme` reports to pages.
      'layout.css.prefers-color-scheme.content-override': colorScheme === 'dark' ? 0 : 1,
      'ui.systemUsesDarkTheme': colorScheme === 'dark' ? 1 : 0,
    },
  });
}

/** Launches Firefox; resolves to the engine ({name, supports, open, stop}). */
export async function launchFirefox() {
  const browsers = { light: launch('light'), dark: null };
  await browsers.light;
  return {
    name: 'firefox',
    supports: { cpuThrottling: false, touch: true },
    /** Opens `url` in a new page; options as for Chromium (cpuThrottling is not available). */
    async open(
      url,
      { viewport = DEFAULT_VIEWPORT, colorScheme = 'light', initScript, keepStorage = false } = {},
    ) {
      browsers[colorScheme] ??= launch(colorScheme);
      const browser = await browsers[colorScheme];
      const context = keepStorage
        ? browser.defaultBrowserContext()
        : await browser.createBrowserContext();
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      const wrapper = new FirefoxPage(page, page, keepStorage ? null : context);
      await page.setViewport(viewport);
      if (initScript) {
        await page.evaluateOnNewDocument(initScript.fn, initScript.arg ?? null);
      }
      await page.goto(url);
      return wrapper;
    },
    async stop() {
      for (const browser of Object.values(browsers)) {
        if (!browser) continue;
        const launched = await browser;
        const child = launched.process();
        await launched.close().catch(() => {});
        // Firefox sometimes outlives close(): end it by its PID.
        if (child && child.exitCode === null) child.kill('SIGKILL');
      }
    },
  };
}

/** A CSS string for `::-p-aria`: the name and role as attribute values. */
function ariaSelector(role, name) {
  const quote = (text) => JSON.stringify(text);
  return `::-p-aria([name=${quote(name)}][role=${quote(role)}])`;
}

/** Waits, as Playwright's click does, until the element is enabled (10 s at most). */
async function waitUntilEnabled(element, target) {
  const deadline = Date.now() + 10_000;
  while (await element.evaluate((e) => e.disabled === true)) {
    if (Date.now() > deadline) throw new Error(`firefox: ${describeTarget(target)} stays disabled`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

class FirefoxPage extends EnginePage {
  #page;
  #scope;
  #context;
  #problems;

  constructor(page, scope, context, problems = null) {
    super('firefox');
    this.#page = page;
    this.#scope = scope;
    this.#context = context;
    if (problems) {
      this.#problems = problems;
      return;
    }
    this.#problems = [];
    const record = (text) => this.#problems.push(text);
    page.on('console', (message) => {
      if (message.type() === 'error') record(`console error: ${message.text()}`);
    });
    // Over BiDi this also reports errors thrown inside the page's workers (docs/toolchain.md).
    page.on('pageerror', (error) => record(`page error: ${error.message ?? error}`));
    page.on('response', (response) => {
      if (response.status() >= 400) record(`HTTP ${response.status()}: ${response.url()}`);
    });
  }

  /** The element the target names, through Firefox's accessibility tree. */
  async #element(target) {
    if (typeof target === 'string') {
      const element = await this.#scope.$(target);
      if (!element) throw new Error(`firefox: nothing matches ${target}`);
      return element;
    }
    const { role, name } = target;
    // A pattern: the DOM suggests names, and Firefox's tree must confirm one of them exactly.
    const names = typeof name === 'string' ? [name] : await this.#guesses(role, name);
    const found = [];
    for (const candidate of new Set(names)) {
      found.push(...(await this.#scope.$$(ariaSelector(role, candidate))));
    }
    if (found.length !== 1) {
      throw new Error(`firefox: ${found.length} elements for ${describeTarget(target)}`);
    }
    return found[0];
  }

  async #guesses(role, name) {
    const query = { role, source: name.source, flags: name.flags, exact: null };
    return this.#scope.evaluate(
      `(${roleCandidates})(${JSON.stringify(query)}).map((candidate) => candidate.guess)`,
    );
  }

  async evaluate(fn, arg) {
    return this.#scope.evaluate(fn, arg);
  }

  async addScript(source) {
    await this.#scope.evaluate(source);
  }

  async click(target, { force = false } = {}) {
    const element = await this.#element(target);
    if (!force) await waitUntilEnabled(element, target);
    await element.click();
  }

  async fill(target, text) {
    const element = await this.#element(target);
    // Select what is there and type over it, as a user would.
    await element.focus();
    const { keyboard } = this.#page;
    await keyboard.down('Control');
    await keyboard.press('a');
    await keyboard.up('Control');
    await keyboard.type(text);
  }

  async press(target, key) {
    const element = await this.#element(target);
    await element.focus();
    // puppeteer presses one key: a modifier ('Shift+ArrowLeft') is held around it.
    const chord = keyChord(key);
    const modifiers = /** @type {any[]} */ (chord.modifiers);
    const { keyboard } = this.#page;
    for (const modifier of modifiers) await keyboard.down(modifier);
    await keyboard.press(/** @type {any} */ (chord.key));
    for (const modifier of modifiers.reverse()) await keyboard.up(modifier);
  }

  async hover(target) {
    await (await this.#element(target)).hover();
  }

  async tap(target) {
    // WebDriver BiDi's touch pointer: pointer events of type `touch`, touch events and a click.
    await (await this.#element(target)).tap();
  }

  async chooseFile(target, path) {
    const element = await this.#element(target);
    await /** @type {any} */ (element).uploadFile(path);
  }

  async idOf(target) {
    const element = await this.#element(target);
    return element.evaluate((e) => e.id);
  }

  async screenshot(path) {
    await this.#page.screenshot({ path });
  }

  async problems() {
    return this.#problems.slice();
  }

  async frame(selector) {
    const handle = await this.#scope.$(selector);
    const frame = await handle?.contentFrame();
    if (!frame) throw new Error(`firefox: ${selector} has no frame`);
    return new FirefoxPage(this.#page, frame, null, this.#problems);
  }

  async close() {
    await this.#page.close();
    await this.#context?.close();
  }
}
