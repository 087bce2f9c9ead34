// WebKit (Safari's engine): WebKitGTK's MiniBrowser, driven by npm selenium-webdriver through
// Debian's WebKitWebDriver (docs/toolchain.md). MiniBrowser has no headless mode and, without a
// display, a session hangs instead of failing, so the engine starts its own Xvfb. Traps it
// works around:
// - a second navigation in one session sometimes crashes the web process: every page is a
//   fresh session (a fresh MiniBrowser, 0.3–0.7 s) or, for pages that keep storage (the
//   15-puzzle's pattern databases live in IndexedDB), a fresh window of one kept session;
// - the driver reports no console messages and cannot add a script to a page: the sites put
//   the error hook (and a scenario's init script) at the top of every HTML page while a WebKit
//   page is open, and problems() reads the hook's records back from the page and its frames;
// - selenium-webdriver is always given the driver's URL (usingServer), so its own driver
//   downloader never runs.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { Builder, By, Key } from 'selenium-webdriver';
import input from 'selenium-webdriver/lib/input.js';

import { DEFAULT_VIEWPORT } from './chromium-engine.mjs';
import { DriverHang, EnginePage, describeTarget, keyChord } from './engine-page.mjs';
import { installErrorHook, roleCandidates } from './page-scripts.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// How long a driver command may go unanswered before it counts as hung: above the page-load
// (30 s) and script (60 s) timeouts the driver applies itself. Seen in two CI runs under load: a
// scenario waited 300 s, its whole timeout, on a command that never came back.
const COMMAND_DEADLINE_MS = 90_000;
const SESSION_DEADLINE_MS = 60_000;

/** `promise`, or a DriverHang naming `what` once `ms` have passed without an answer. */
function withDeadline(promise, ms, what) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new DriverHang(`webkit: ${what} got no answer in ${ms / 1000} s`)),
      ms,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Runs in the page before a driver click (`type` 'click') or mouse move ('pointermove') onto
 * `arguments[0]`: records what the next such event reaches ('element' when it is the element or
 * inside it, else a description of the target and where the event was) in
 * window.__npuzzleInputProbe.
 */
const inputProbe = (type) => `
  const element = arguments[0];
  const probe = { landed: null };
  window.__npuzzleInputProbe = probe;
  document.addEventListener('${type}', (event) => {
    const target = event.target;
    if (target instanceof Node && (target === element || element.contains(target))) {
      probe.landed = 'element';
      return;
    }
    const box = element.getBoundingClientRect();
    const name = target instanceof Element
      ? target.tagName.toLowerCase() + (target.id ? '#' + target.id : '')
      : String(target);
    probe.landed = name + ' at (' + event.clientX + ', ' + event.clientY + '), the element at (' +
      Math.round(box.left) + '..' + Math.round(box.right) + ', ' + Math.round(box.top) + '..' +
      Math.round(box.bottom) + ') in a ' + innerWidth + 'x' + innerHeight + ' view';
  }, { capture: true, once: true });
`;
const CLICK_PROBE = inputProbe('click');
const HOVER_PROBE = inputProbe('pointermove');

/** MiniBrowser from libwebkit2gtk-4.1-0, under /usr/lib/<multiarch triplet>/. */
function findMiniBrowser() {
  for (const entry of readdirSync('/usr/lib')) {
    const path = join('/usr/lib', entry, 'webkit2gtk-4.1', 'MiniBrowser');
    if (existsSync(path)) return path;
  }
  throw new Error('MiniBrowser not found: apt-get install webkit2gtk-driver (libwebkit2gtk-4.1-0)');
}

/** Starts Xvfb on a free display (it picks the number and tells it on fd 3). */
function startXvfb() {
  return new Promise((resolve, reject) => {
    const xvfb = spawn(
      'Xvfb',
      ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    xvfb.stderr.on('data', (chunk) => (stderr += chunk));
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${stderr}`)));
    let out = '';
    xvfb.stdio[3].on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve({ process: xvfb, display: `:${out.trim()}` });
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startDriver(display) {
  const port = await freePort();
  // Its own process group, so that stopping it by PID also ends the MiniBrowsers it started.
  const driver = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      if ((await fetch(`${url}/status`)).ok) return { process: driver, url };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start within 15 s');
    await sleep(100);
  }
}

async function stopProcess(child, { group = false } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const kill = (signal) => {
    try {
      if (group) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // already gone
    }
  };
  kill('SIGTERM');
  const timer = setTimeout(() => kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}

/** Launches Xvfb and WebKitWebDriver; resolves to the engine ({name, supports, open, stop}). */
export async function launchWebKit({ sites }) {
  const miniBrowser = findMiniBrowser();
  const xvfb = await startXvfb();
  let driver;
  try {
    driver = await startDriver(xvfb.display);
  } catch (error) {
    await stopProcess(xvfb.process);
    throw error;
  }
  const newSession = async (colorScheme) => {
    const session = await withDeadline(
      new Builder()
        .usingServer(driver.url)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: miniBrowser,
            args: ['--automation', ...(colorScheme === 'dark' ? ['--dark-mode'] : [])],
          },
        })
        .build(),
      SESSION_DEADLINE_MS,
      'starting a MiniBrowser session',
    );
    // Every command the session sends (element commands go through it too) gets a deadline.
    const execute = session.execute.bind(session);
    session.execute = (command) =>
      withDeadline(execute(command), COMMAND_DEADLINE_MS, `the command ${command.getName()}`);
    await session.manage().setTimeouts({ script: 60_000, pageLoad: 30_000 });
    return session;
  };
  // Sessions that keep their storage: one per colour scheme, each page in a window of its own
  // (a first navigation, which is safe), the first window kept blank so the session lives on.
  const kept = { light: null, dark: null };
  return {
    name: 'webkit',
    // No touch: its WebDriver delivers a touch pointer's actions to the page as a mouse's.
    supports: { cpuThrottling: false, touch: false },
    /**
     * Opens `url` in a new MiniBrowser session, or with keepStorage in a new window of a kept
     * one; options as for Chromium (cpuThrottling is not available).
     */
    async open(
      url,
      { viewport = DEFAULT_VIEWPORT, colorScheme = 'light', initScript, keepStorage = false } = {},
    ) {
      let script = `(${installErrorHook})();`;
      if (initScript) {
        script += `\n(${initScript.fn})(${JSON.stringify(initScript.arg ?? null)});`;
      }
      sites.setInjection(script);
      const address = url.startsWith('file:') ? await sites.injectedFileUrl(url, script) : url;
      let page;
      if (keepStorage) {
        kept[colorScheme] ??= newSession(colorScheme).then((driver) => new KeptSession(driver));
        const session = await kept[colorScheme];
        page = new WebKitPage(session, await session.newWindow(), null, async (page) => {
          sites.setInjection(null);
          await session.closeWindow(page.window);
        });
      } else {
        const session = new KeptSession(await newSession(colorScheme));
        page = new WebKitPage(session, null, null, async () => {
          sites.setInjection(null);
          await session.driver.quit();
        });
      }
      try {
        await page.setViewport(viewport);
        await page.goto(address);
      } catch (error) {
        // A hung session is left to the engine's restart (engines.mjs): closing it would hang too.
        if (!(error instanceof DriverHang)) await page.close().catch(() => {});
        throw error;
      }
      return page;
    },
    async stop() {
      sites.setInjection(null);
      for (const session of Object.values(kept)) {
        // A hung session is not waited for: stopping the driver below ends its browser.
        if (session) {
          await withDeadline(
            session.then(({ driver }) => driver.quit()),
            10_000,
            'quitting a session',
          ).catch(() => {});
        }
      }
      await stopProcess(driver.process, { group: true });
      await stopProcess(xvfb.process);
    },
  };
}

const KEYS = {
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Tab: Key.TAB,
  Space: Key.SPACE,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  ArrowUp: Key.ARROW_UP,
  ArrowDown: Key.ARROW_DOWN,
  Shift: Key.SHIFT,
  Home: Key.HOME,
  End: Key.END,
};

/** A WebDriver session and the window it is switched to, shared by the pages it shows. */
class KeptSession {
  constructor(driver) {
    this.driver = driver;
    this.current = null;
  }

  /** Opens a new window and switches to it; resolves to its handle. */
  async newWindow() {
    await this.driver.switchTo().newWindow('window');
    this.current = await this.driver.getWindowHandle();
    return this.current;
  }

  async switchTo(window) {
    if (window === null || this.current === window) return;
    await this.driver.switchTo().window(window);
    this.current = window;
  }

  async closeWindow(window) {
    await this.switchTo(window);
    await this.driver.close();
    const [first] = await this.driver.getAllWindowHandles();
    this.current = null;
    await this.switchTo(first);
  }
}

class WebKitPage extends EnginePage {
  #session;
  #frameSelector;
  #onClose;

  /**
   * @param session a KeptSession
   * @param window the page's window handle (null: the session's only window)
   * @param frameSelector null for the top document, else the iframe's selector
   * @param onClose called once to close the page
   */
  constructor(session, window, frameSelector, onClose) {
    super('webkit');
    this.#session = session;
    this.window = window;
    this.#frameSelector = frameSelector;
    this.#onClose = onClose;
  }

  get #driver() {
    return this.#session.driver;
  }

  async goto(url) {
    await this.#session.switchTo(this.window);
    await this.#driver.get(url);
  }

  /** Sizes the window so that the page's viewport is `viewport`. */
  async setViewport({ width, height }) {
    await this.#session.switchTo(this.window);
    const window = this.#driver.manage().window();
    await window.setRect({ width, height });
    const inner = await this.#driver.executeScript('return [innerWidth, innerHeight]');
    if (inner[0] !== width || inner[1] !== height) {
      await window.setRect({ width: 2 * width - inner[0], height: 2 * height - inner[1] });
    }
  }

  /** Runs `operation` with the session switched to this page's window and frame. */
  async #inScope(operation) {
    await this.#session.switchTo(this.window);
    if (this.#frameSelector === null) return operation();
    const frame = await this.#driver.findElement(By.css(this.#frameSelector));
    await this.#driver.switchTo().frame(frame);
    try {
      return await operation();
    } finally {
      await this.#driver.switchTo().defaultContent();
    }
  }

  async #element(target) {
    if (typeof target === 'string') return this.#driver.findElement(By.css(target));
    const { role, name } = target;
    const query =
      typeof name === 'string'
        ? { role, source: null, flags: '', exact: name }
        : { role, source: name.source, flags: name.flags, exact: null };
    const run = (query) =>
      this.#driver.executeScript(`return (${roleCandidates})(arguments[0]);`, query);
    let candidates = await run(query);
    // The DOM's guess missed (a name from CSS content, say): ask the engine about every one.
    if (candidates.length === 0)
      candidates = await run({ role, source: '', flags: '', exact: null });
    const found = [];
    const seen = [];
    for (const { element } of candidates) {
      const computed = await element.getAccessibleName();
      const computedRole = await element.getAriaRole();
      seen.push(`${computedRole} ${computed}`);
      const matches = typeof name === 'string' ? computed === name : name.test(computed);
      if (matches && computedRole === role) found.push(element);
    }
    if (found.length !== 1) {
      throw new Error(
        `webkit: ${found.length} elements for ${describeTarget(target)}; roles and names seen: ${JSON.stringify(seen)}`,
      );
    }
    return found[0];
  }

  async evaluate(fn, arg) {
    const outcome = await this.#inScope(() =>
      this.#driver.executeAsyncScript(
        `const arg = arguments[0];
         const done = arguments[arguments.length - 1];
         Promise.resolve()
           .then(() => (${fn})(arg))
           .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
        arg ?? null,
      ),
    );
    if (outcome && 'error' in outcome) throw new Error(`webkit: in the page: ${outcome.error}`);
    return outcome?.value;
  }

  async addScript(source) {
    await this.#inScope(() => this.#driver.executeScript(`${source}\n;return true;`));
  }

  async click(target, { force = false } = {}) {
    await this.#inScope(async () => {
      const element = await this.#element(target);
      if (force) {
        await this.#driver.executeScript('arguments[0].click();', element);
        return;
      }
      const deadline = Date.now() + 10_000;
      while (!(await element.isEnabled())) {
        if (Date.now() > deadline)
          throw new Error(`webkit: ${describeTarget(target)} stays disabled`);
        await sleep(50);
      }
      // The driver sometimes clicks beside the element (seen on a phone-sized view, with the
      // element at the bottom edge), and the page then gets a click somewhere else: a scenario
      // waits in vain for what the click should have done. A probe in the page records what
      // the click reached; a click that reached another element never touched this one, so it
      // is made again (up to two more times, a moment apart, so that a tile still sliding from
      // the move before has stopped), with the element in the middle of the view.
      for (let attempt = 1; ; attempt++) {
        await this.#driver.executeScript(CLICK_PROBE, element);
        // The driver may also refuse the click because, at that instant, another element covers
        // the point it aims at (seen once in a full three-engine run, on a board tile right after
        // Reset, and once on a tile clicked right after another in a timed solve, twice in a
        // row; never in ten runs of those files alone): that is a click that reached another
        // element, tried again as above.
        const intercepted = await element.click().then(
          () => false,
          (error) => {
            if (error?.name !== 'ElementClickInterceptedError') throw error;
            return true;
          },
        );
        const landed = intercepted
          ? 'another element (the driver said so)'
          : await this.#probedInputLanded();
        if (landed === 'element') return;
        if (attempt === 3 || landed === 'nothing') {
          throw new Error(
            `webkit: the click on ${describeTarget(target)} reached ${landed} (attempt ${attempt})`,
          );
        }
        console.warn(`webkit: the click on ${describeTarget(target)} reached ${landed}; again`);
        await this.#driver.executeScript(
          "arguments[0].scrollIntoView({ block: 'center', inline: 'center' });",
          element,
        );
        await sleep(300);
      }
    });
  }

  /**
   * What the last probed click or move reached: 'element', 'nothing' (no such event within a
   * second) or a description of the other element. A page that navigated away has lost the
   * probe: its click did something, so it counts as reaching the element.
   */
  async #probedInputLanded() {
    const deadline = Date.now() + 1000;
    for (;;) {
      const probe = await this.#driver.executeScript('return window.__npuzzleInputProbe ?? null;');
      if (probe === null) return 'element';
      if (probe.landed !== null) return probe.landed;
      if (Date.now() > deadline) return 'nothing';
      await sleep(25);
    }
  }

  async fill(target, text) {
    await this.#inScope(async () => {
      const element = await this.#element(target);
      // Select what is there and type over it, as a user would (clear() first would let the
      // page react to an empty box in between). Ctrl+A goes through the actions API: this
      // driver ignores a chord sent to an element.
      await element.click();
      await this.#driver.actions().keyDown(Key.CONTROL).sendKeys('a').keyUp(Key.CONTROL).perform();
      await element.sendKeys(text);
    });
  }

  async press(target, key) {
    await this.#inScope(async () => {
      const element = await this.#element(target);
      // 'Shift+ArrowLeft': WebDriver holds a modifier down until the keys sent end.
      const { modifiers, key: pressed } = keyChord(key);
      const keys = [...modifiers, pressed].map((part) => KEYS[part] ?? part);
      await element.sendKeys(...keys);
    });
  }

  async hover(target) {
    await this.#inScope(async () => {
      const element = await this.#element(target);
      // Once, in a full CI run under load, a board with hover moves waited in vain after this
      // move (never in 9 runs of the file alone, loaded or not). As with a click, a probe
      // records what the move reached: a move the page never got is made again, from the
      // view's corner so that the page sees the mouse arrive; a move that reached another
      // element fails here, saying where; one that reached the element leaves the rest to
      // the scenario.
      for (let attempt = 1; ; attempt++) {
        await this.#driver.executeScript(HOVER_PROBE, element);
        await this.#driver.actions({ async: true }).move({ origin: element }).perform();
        const landed = await this.#probedInputLanded();
        if (landed === 'element') return;
        if (attempt === 3 || landed !== 'nothing') {
          throw new Error(
            `webkit: the mouse moved onto ${describeTarget(target)} reached ${landed} (attempt ${attempt})`,
          );
        }
        console.warn(`webkit: the page saw no mouse move onto ${describeTarget(target)}; again`);
        await this.#driver.actions({ async: true }).move({ x: 0, y: 0 }).perform();
      }
    });
  }

  async tap(target) {
    await this.#inScope(async () => {
      const element = await this.#element(target);
      const finger = new input.Pointer('finger', input.Pointer.Type.TOUCH);
      await this.#driver
        .actions({ async: true })
        .insert(finger, finger.move({ origin: element }), finger.press(), finger.release())
        .perform();
    });
  }

  async chooseFile(target, path) {
    // WebDriver's way: the path typed into the file input (no dialog opens).
    await this.#inScope(async () => (await this.#element(target)).sendKeys(path));
  }

  async idOf(target) {
    return this.#inScope(async () => (await this.#element(target)).getAttribute('id'));
  }

  async screenshot(path) {
    await writeFile(path, Buffer.from(await this.#driver.takeScreenshot(), 'base64'));
  }

  async problems() {
    await this.#session.switchTo(this.window);
    const read = () =>
      this.#driver.executeScript(
        'return window.__npuzzleProblems ? window.__npuzzleProblems.slice() : ["no error hook in " + location.href];',
      );
    const problems = [...(await read())];
    const frames = await this.#driver.findElements(By.css('iframe'));
    for (const frame of frames) {
      await this.#driver.switchTo().frame(frame);
      try {
        problems.push(...(await read()).map((problem) => `in a frame: ${problem}`));
      } finally {
        await this.#driver.switchTo().defaultContent();
      }
    }
    return problems;
  }

  async frame(selector) {
    return new WebKitPage(this.#session, this.window, selector, () => this.close());
  }

  async close() {
    const onClose = this.#onClose;
    this.#onClose = async () => {};
    await onClose(this);
  }
}
