// Functions that run inside the page under test. Each is sent to the browser as source text, so
// none may close over anything of this module: what it needs comes in as an argument.

/**
 * The error hook for engines whose driver cannot report console messages (WebKitGTK's
 * WebDriver): installed as the first script of every page, it records what a browser console
 * would show as an error — console.error calls, uncaught errors and rejections, resources that
 * failed to load, and errors thrown inside workers that the page did not handle — in
 * window.__npuzzleProblems.
 */
export function installErrorHook() {
  if (window.__npuzzleProblems) return;
  const problems = [];
  window.__npuzzleProblems = problems;
  const text = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    problems.push(`console error: ${args.map(text).join(' ')}`);
    consoleError(...args);
  };
  window.addEventListener(
    'error',
    (event) => {
      if (event.target !== window && event.target?.tagName) {
        // A <script>, <link>, <img>… that failed to load: the console reports those too.
        const element = event.target;
        problems.push(
          `failed to load: <${element.tagName.toLowerCase()}> ${element.src || element.href || ''}`,
        );
        return;
      }
      problems.push(`page error: ${event.message || text(event.error)}`);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${text(event.reason)}`),
  );
  // An error inside a worker reaches the page as an 'error' event on the Worker; the browser
  // reports it on the console only if no handler of the page cancelled it, so neither do we.
  // Every one is kept in __npuzzleWorkerErrors all the same: when the page handled it (a worker
  // restarted), a test that then fails can say what the worker threw.
  const workerErrors = [];
  window.__npuzzleWorkerErrors = workerErrors;
  const PageWorker = window.Worker;
  if (PageWorker) {
    window.Worker = class HookedWorker extends PageWorker {
      constructor(...args) {
        super(...args);
        this.addEventListener('error', (event) => {
          const where = event.filename ? ` (${event.filename}:${event.lineno})` : '';
          workerErrors.push(`${event.message || 'the worker failed'}${where}`);
          setTimeout(() => {
            if (!event.defaultPrevented) {
              problems.push(`worker error: ${event.message || 'the worker failed'}`);
            }
          }, 0);
        });
      }
    };
  }
}

/**
 * Watches the page for the button named `name` (by its text or aria-label) and clicks it in the
 * same task that enables it: a MutationObserver callback runs at the microtask checkpoint right
 * after the change, before any other task (a timer, a message from the worker, a driver's
 * command) can run. Records what it saw in window.__pressedWhenEnabled.
 */
export function pressWhenEnabled(name) {
  const record = { pressed: false, at: null, boardText: null, statusBefore: null };
  window.__pressedWhenEnabled = record;
  const find = () =>
    [...document.querySelectorAll('button')].find(
      (button) => (button.getAttribute('aria-label') ?? button.textContent).trim() === name,
    );
  const check = () => {
    if (record.pressed) return;
    const button = find();
    if (!button || button.disabled) return;
    record.pressed = true;
    record.at = performance.now();
    record.boardText = document.getElementById('board-text')?.value ?? null;
    record.statusBefore = document.querySelector('[role=status]')?.textContent.trim() ?? null;
    button.click();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  check();
}

/**
 * Elements of `role` whose name, as far as the DOM alone tells (aria-labelledby, aria-label,
 * label, content, title), matches `pattern` — candidates for a driver that then asks the
 * engine for the real accessible name. Only rendered elements count, as for a user.
 */
export function roleCandidates({ role, source, flags, exact }) {
  const SELECTORS = {
    button: 'button, [role=button], input[type=button], input[type=submit], summary',
    tab: '[role=tab]',
    textbox: 'textarea, input:not([type]), input[type=text], input[type=search], [role=textbox]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    radio: 'input[type=radio], [role=radio]',
    slider: 'input[type=range], [role=slider]',
    spinbutton: 'input[type=number], [role=spinbutton]',
    combobox: 'select, [role=combobox]',
    grid: '[role=grid]',
    tree: '[role=tree]',
    tabpanel: '[role=tabpanel]',
    table: 'table, [role=table]',
    status: '[role=status], output',
  };
  const clean = (text) => (text ?? '').replace(/\s+/g, ' ').trim();
  const labelText = (label) => {
    const copy = label.cloneNode(true);
    copy.querySelectorAll('input, textarea, select').forEach((control) => control.remove());
    return copy.textContent;
  };
  const guess = (element) => {
    const ids = element.getAttribute('aria-labelledby');
    if (ids) {
      return clean(
        ids
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    if (element.getAttribute('aria-label')) return clean(element.getAttribute('aria-label'));
    if (element.labels?.length) return clean([...element.labels].map(labelText).join(' '));
    const content = clean(element.textContent);
    return content || clean(element.getAttribute('title'));
  };
  const matches = (name) =>
    exact !== null ? name === exact : new RegExp(source, flags).test(name);
  const selector = SELECTORS[role] ?? `[role=${role}]`;
  const rendered = [...document.querySelectorAll(selector)].filter(
    (element) => element.getClientRects().length > 0,
  );
  return rendered
    .filter((element) => matches(guess(element)))
    .map((element) => ({ element, guess: guess(element) }));
}

/** The text of the elements an element's aria-describedby names: its accessible description. */
export function describedByText(selector) {
  const element = document.querySelector(selector);
  if (!element) return null;
  const ids = element.getAttribute('aria-describedby');
  if (!ids) return '';
  return ids
    .split(/\s+/)
    .map((id) => document.getElementById(id))
    .filter((target) => target && !target.hidden)
    .map((target) => target.textContent)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Runs axe-core (already loaded as window.axe) on the document; resolves to its violations in
 * a plain shape: id, impact, help and each node's target selectors and failure summary.
 */
export async function runAxe(options) {
  const result = await window.axe.run(document, options);
  return result.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({
      target: node.target.map(String),
      summary: node.failureSummary,
    })),
  }));
}

/**
 * Turns on, in the tab, the tests' switch that lets a link's `lang=en-XA` through (web/common/
 * i18n.js PSEUDO_LANGUAGE_SWITCH, passed as `key`): an init script, run before the page's own.
 * A document without storage of its own (about:blank) is left alone.
 */
export function allowPseudoLanguage(key) {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // no storage here: the page this is for has its own
  }
}

/**
 * Text on show that no message catalog gave, in the pseudo-language `en-XA` (web/common/i18n.js),
 * where every message comes wrapped in ⟦ ⟧: each visible text node's letters must lie inside a
 * ⟦…⟧ (a message may span an inline element, so the brackets are counted across the text of one
 * block), and so must every visible element's accessible text attributes, and the document's
 * title. Elements marked translate="no" (the brand, key names, each language's own name) are
 * skipped. Returns [{where, text}] for what was found outside the brackets.
 */
export function uncataloguedText() {
  const OPEN = '⟦';
  const CLOSE = '⟧';
  const LETTER = /\p{L}/u;
  const ATTRIBUTES = [
    'aria-label',
    'aria-description',
    'aria-roledescription',
    'aria-valuetext',
    'title',
    'placeholder',
    'alt',
  ];
  const found = [];
  const describe = (element) => {
    const parts = [];
    for (let at = element; at && at !== document.body && parts.length < 4; at = at.parentElement) {
      parts.unshift(at.id ? `#${at.id}` : at.tagName.toLowerCase());
      if (at.id) break;
    }
    return parts.join(' > ');
  };
  const isShown = (element) => {
    if (element.closest('[hidden], template, script, style, noscript')) return false;
    const box = element.closest('select') ?? element; // options show through their select
    if (typeof box.checkVisibility === 'function') {
      return box.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    }
    return box.getClientRects().length > 0;
  };
  const untranslatable = (element) => element.closest('[translate="no"]') !== null;
  /** The letters of `text` outside ⟦ ⟧, counting from `depth`; returns the depth after it. */
  const scan = (text, depth, report) => {
    let outside = '';
    for (const char of text) {
      if (char === OPEN) depth++;
      else if (char === CLOSE) depth = Math.max(0, depth - 1);
      else if (depth === 0 && LETTER.test(char)) outside += char;
    }
    if (outside) report(outside);
    return depth;
  };
  const blockOf = (element) => {
    for (let at = element; at; at = at.parentElement) {
      const display = getComputedStyle(at).display;
      if (display !== 'inline' && display !== 'contents') return at;
    }
    return document.body;
  };

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let block = null;
  let depth = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent || !node.textContent.trim()) continue;
    if (untranslatable(element) || !isShown(element)) continue;
    const nodeBlock = blockOf(element);
    if (nodeBlock !== block) {
      block = nodeBlock;
      depth = 0;
    }
    depth = scan(node.textContent, depth, () =>
      found.push({ where: describe(element), text: node.textContent.trim().slice(0, 120) }),
    );
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (untranslatable(element) || !isShown(element)) continue;
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) {
        scan(value, 0, () => found.push({ where: `${describe(element)} [${name}]`, text: value }));
      }
    }
  }
  scan(document.title, 0, () => found.push({ where: 'title', text: document.title }));
  return found;
}
