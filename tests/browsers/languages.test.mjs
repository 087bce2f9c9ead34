// Issue 14 item 5, languages, in every engine:
// - `lang=de`, `lang=es` and `lang=zh` show the page in that language: no English message of the
//   catalogs is left on show or in an accessible name, before and after a solve; <html lang>
//   follows; axe-core finds nothing serious; German, the longest, fits a phone's width.
// - In the pseudo-language `en-XA` every text on show comes from a catalog (the page at start-up,
//   solved, and with each lab tab open): tests/browsers/support/page-scripts.mjs
//   uncataloguedText().
// - Switching the language in the page keeps the board and its solution, the URL and the share
//   links then carry `lang`, and switching back shows the English again.
// The catalog side (every key in every language) is tests/js/web-i18n-catalogs.test.mjs.
import assert from 'node:assert/strict';

import { LAB_PANEL_IDS } from '../../web/lab/lab-panels.js';
import { PSEUDO_LANGUAGE_SWITCH } from '../../web/common/i18n.js';
import { CATALOGS } from '../../web/i18n/catalogs.js';
import { EIGHT_PUZZLE } from './support/boards.mjs';
import { useEngines } from './support/engines.mjs';
import { allowPseudoLanguage, uncataloguedText } from './support/page-scripts.mjs';

const { scenario } = useEngines();

const PHONE = { width: 390, height: 844 };
const HTML_LANG = { de: 'de', es: 'es', zh: 'zh-Hans', en: 'en' };
/** Runs in the page: the ids of the teaching lab's tabs, in their order. */
const labTabIds = () => [...document.querySelectorAll('#lab [role="tab"]')].map((tab) => tab.id);

/**
 * English messages that read differently in `lang` and hold no placeholder: if one of them is on
 * show in `lang`, a string was missed. Short words shared by the languages (e.g. "Text", "JSON")
 * are the same in both and so are not listed.
 */
function englishOnly(lang) {
  const texts = new Set();
  for (const [key, message] of Object.entries(CATALOGS.en)) {
    const translated = CATALOGS[lang][key];
    if (typeof message !== 'string' || typeof translated !== 'string') continue;
    if (message.includes('{') || message === translated) continue;
    texts.add(message.replace(/\s+/g, ' ').trim());
  }
  return [...texts];
}

/** Runs in the page: the visible texts and accessible attributes that equal one of `english`. */
function englishOnShow(english) {
  const wanted = new Set(english);
  const found = new Set();
  const shown = (element) =>
    !element.closest('[hidden], template, script, style, [translate="no"]') &&
    (typeof element.checkVisibility === 'function'
      ? element.checkVisibility({ visibilityProperty: true })
      : element.getClientRects().length > 0);
  for (const element of document.body.querySelectorAll('*')) {
    if (!shown(element)) continue;
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (own && wanted.has(own)) found.add(`${element.id || element.tagName}: ${own}`);
    for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
      const value = element.getAttribute(name)?.replace(/\s+/g, ' ').trim();
      if (value && wanted.has(value))
        found.add(`${element.id || element.tagName} [${name}]: ${value}`);
    }
  }
  if (wanted.has(document.title)) found.add(`title: ${document.title}`);
  return [...found];
}

/** Runs in the page: how far it is wider than its view, and the elements that reach past it. */
function widerThanView() {
  const view = document.documentElement.clientWidth;
  const widest = [...document.body.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > view + 0.5)
    .slice(-5)
    .map((element) => {
      const right = Math.round(element.getBoundingClientRect().right);
      return `${element.id ? `#${element.id}` : element.tagName.toLowerCase()} (${right}px)`;
    });
  return { overflow: document.documentElement.scrollWidth - view, widest };
}

/** Chooses `value` in the select `id` as a user would (the change event the page listens to). */
function choose({ id, value }) {
  const select = /** @type {HTMLSelectElement} */ (document.getElementById(id));
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return select.value === value;
}

/** The solver is loaded and the board checked: Solve can be pressed (in any language). */
const solveEnabled = () => {
  const solve = /** @type {HTMLButtonElement | null} */ (document.getElementById('solve'));
  return solve !== null && !solve.disabled;
};

/** The solution on show: how many moves its list holds (0 before a solve). */
const solutionMoves = () => document.querySelectorAll('#move-list li').length;

async function solve(page) {
  await page.waitFor(solveEnabled, null, { timeout: 30_000, message: 'Solve to be enabled' });
  // Into the middle of the view first, as a user scrolls to it: on a phone it sits at the
  // bottom edge, where WebKitGTK's driver clicked beside it.
  await page.evaluate(() => document.getElementById('solve')?.scrollIntoView({ block: 'center' }));
  await page.click('#solve');
  await page.waitFor(solutionMoves, null, { timeout: 30_000, message: 'the solution' });
  await page.waitFor(solveEnabled, null, { message: 'Solve after the answer' });
}

scenario(
  'lang=de, es and zh show the page in that language, before and after a solve, and pass axe-core',
  async ({ open, sites }) => {
    for (const lang of ['de', 'es', 'zh']) {
      const viewport = lang === 'de' ? PHONE : undefined;
      const page = await open(sites.appUrl(`${EIGHT_PUZZLE.query}&lang=${lang}`), { viewport });
      const english = englishOnly(lang);
      await page.waitFor(solveEnabled, null, { timeout: 30_000, message: 'Solve to be enabled' });
      assert.equal(await page.evaluate(() => document.documentElement.lang), HTML_LANG[lang]);
      assert.deepEqual(
        await page.evaluate(englishOnShow, english),
        [],
        `${page.engine}: English left on the ${lang} page at start-up`,
      );
      await solve(page);
      assert.equal(await page.evaluate(solutionMoves), 31, `${page.engine}: ${lang} solves`);
      assert.deepEqual(
        await page.evaluate(englishOnShow, english),
        [],
        `${page.engine}: English left on the ${lang} page after a solve`,
      );
      if (viewport) {
        const { overflow, widest } = await page.evaluate(widerThanView);
        assert.ok(
          overflow <= 0,
          `${page.engine}: ${lang} is ${overflow}px wider than a phone: ${widest.join(', ')}`,
        );
      }
      await page.assertAxeClean(`in ${lang}`);
      await page.assertNoProblems(`in ${lang}`);
      await page.close();
    }
  },
  // Three languages through axe-core: WebKitGTK needs minutes for that on a loaded machine.
  { timeout: 300_000 },
);

scenario(
  'in the pseudo-language every text on show comes from a catalog: start-up, solved, each lab tab',
  async ({ open, sites }) => {
    const page = await open(sites.appUrl(`${EIGHT_PUZZLE.query}&lang=en-XA`), {
      initScript: { fn: allowPseudoLanguage, arg: PSEUDO_LANGUAGE_SWITCH },
    });
    await page.waitFor(solveEnabled, null, { timeout: 30_000, message: 'Solve to be enabled' });
    assert.deepEqual(await page.evaluate(uncataloguedText), [], `${page.engine}: at start-up`);
    await solve(page);
    assert.deepEqual(await page.evaluate(uncataloguedText), [], `${page.engine}: solved`);
    const tabs = await page.evaluate(labTabIds);
    assert.equal(
      tabs.length,
      LAB_PANEL_IDS.length,
      `${page.engine}: the lab has a tab for each panel of its registry`,
    );
    for (const tab of tabs) {
      await page.click(`#${tab}`);
      await page.waitFor((id) => document.getElementById(id)?.ariaSelected === 'true', tab, {
        message: `${tab} selected`,
      });
      assert.deepEqual(
        await page.evaluate(uncataloguedText),
        [],
        `${page.engine}: with ${tab} open`,
      );
    }
    await page.assertNoProblems();
    await page.close();
  },
);

scenario(
  'switching the language keeps the board and the solution; links carry it; it is remembered',
  async ({ open, sites }) => {
    const page = await open(sites.appUrl(EIGHT_PUZZLE.query), { keepStorage: true });
    await solve(page);
    const englishStatus = await page.status();
    assert.equal(englishStatus, EIGHT_PUZZLE.status);
    const tiles = () =>
      [...document.querySelectorAll('#board .cell')].map((cell) => cell.getAttribute('data-tile'));
    const before = await page.evaluate(tiles);

    assert.ok(await page.evaluate(choose, { id: 'language', value: 'de' }));
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    assert.deepEqual(await page.evaluate(tiles), before, `${page.engine}: the board stays`);
    assert.equal(await page.evaluate(solutionMoves), 31, `${page.engine}: the solution stays`);
    assert.notEqual(await page.status(), englishStatus, `${page.engine}: the status in German`);
    assert.deepEqual(
      await page.evaluate(englishOnShow, englishOnly('de')),
      [],
      `${page.engine}: English left after switching to German`,
    );
    await page.waitFor(() => new URLSearchParams(location.search).get('lang') === 'de', null, {
      message: 'the URL to carry lang=de',
    });
    const embedCode = () =>
      /** @type {HTMLTextAreaElement | null} */ (document.getElementById('embed-code'))?.value ??
      '';
    // The embed code is written once its details are opened, as a teacher would open them.
    await page.evaluate(() => {
      /** @type {HTMLDetailsElement} */ (document.getElementById('embed-details')).open = true;
    });
    await page
      .waitFor(
        () =>
          /\blang=de\b/.test(
            /** @type {HTMLTextAreaElement} */ (document.getElementById('embed-code')).value,
          ),
        null,
        { message: 'the embed code to carry lang=de' },
      )
      .catch(async (error) => {
        throw new Error(`${error.message}; the embed code is ${await page.evaluate(embedCode)}`);
      });

    // Chosen in the page, the language is remembered: a return visit without `lang` is German.
    const again = await open(sites.appUrl(EIGHT_PUZZLE.query), { keepStorage: true });
    await again.waitFor(solveEnabled, null, { timeout: 30_000, message: 'Solve to be enabled' });
    assert.equal(await again.evaluate(() => document.documentElement.lang), 'de');
    await again.close();

    assert.ok(await page.evaluate(choose, { id: 'language', value: 'en' }));
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.equal(await page.status(), englishStatus, `${page.engine}: the English status again`);
    assert.equal(await page.evaluate(solutionMoves), 31);
    await page.assertNoProblems();
    await page.close();
  },
);
