// axe-core in the Chromium tests: runs it over a part of the page and returns what it found, so
// each view's test only says where to look and asserts. The browser scenarios in every engine
// have their own runner (tests/browsers/support/page-scripts.mjs).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFile(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a test; the others are printed as diagnostics. */
export const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core over the element `selector` names (the whole document when null); resolves to
 * [{id, impact, targets}]. axe is evaluated in the page, which the page's CSP cannot refuse
 * (an inline <script> would be refused).
 * @param {import('playwright-core').Page} page @param {string | null} [selector]
 */
export async function axeViolations(page, selector = null) {
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function')))
    await page.evaluate(await AXE_SOURCE);
  return page.evaluate(async (selector) => {
    const context = selector === null ? document : document.querySelector(selector);
    const result = await window.axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, selector);
}

/** The violations among `found` that fail a test. */
export const blocking = (found) => found.filter((v) => BLOCKING_IMPACTS.has(v.impact));
