// The design tokens of web/shell/tokens.css in each colour scheme, read from the one :root block
// where each is written: `--name: light-dark(light, dark);` gives each scheme its side, a plain
// value is the same in both. For the tests that check the palette (web-contrast, web-theme).
import { readFile } from 'node:fs/promises';

export const TOKENS_CSS = await readFile(
  new URL('../../../web/shell/tokens.css', import.meta.url),
  'utf8',
);

/** Every rule of the file, comments left out, as {selector, body}. */
export function rules(css = TOKENS_CSS) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{}]+){([^}]*)}/g)].map(([, selector, body]) => ({
    selector: selector.trim(),
    body,
  }));
}

/** The declarations of the first rule whose selector is exactly `selector`, as name → value. */
export function declarations(selector, css = TOKENS_CSS) {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|\\n)${escaped}\\s*{([^}]*)}`).exec(css);
  if (!match) throw new Error(`tokens.css has no rule for ${selector}`);
  const body = match[1].replace(/\/\*[\s\S]*?\*\//g, '');
  return Object.fromEntries(
    [...body.matchAll(/([a-z0-9-]+):\s*([^;]+);/gi)].map(([, name, value]) => [
      name,
      value.replace(/\s+/g, ' ').trim(),
    ]),
  );
}

/** `light-dark(a, b)` as [a, b] when it is the whole value, else null. */
export function lightDark(value) {
  const match = /^light-dark\((.*)\)$/.exec(value);
  if (!match) return null;
  // The comma between the two sides is the one outside any parentheses (rgb(…) may hold its own).
  let depth = 0;
  for (let i = 0; i < match[1].length; i++) {
    const c = match[1][i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0)
      return [match[1].slice(0, i).trim(), match[1].slice(i + 1).trim()];
  }
  return null;
}

/** Every custom property of :root in the light and in the dark scheme, without the `--`. */
export function schemes(css = TOKENS_CSS) {
  const light = {};
  const dark = {};
  for (const [property, value] of Object.entries(declarations(':root', css))) {
    if (!property.startsWith('--')) continue;
    const name = property.slice(2);
    const sides = lightDark(value);
    light[name] = sides ? sides[0] : value;
    dark[name] = sides ? sides[1] : value;
  }
  return { light, dark };
}
