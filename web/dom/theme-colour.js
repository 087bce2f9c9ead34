// @ts-check
// The design tokens' colours as a canvas can use them. A token is written light-dark(light, dark)
// (web/shell/tokens.css), which only a style resolves, by the colour scheme in use: read as a
// custom property it is that text, which a canvas's fillStyle refuses. So each token is set as the
// colour of a hidden probe beside the element and read back as the engine resolved it, rgb(…).

/**
 * Each token's colour where `element` stands (its colour scheme), under the name it is given.
 * @template {string} K
 * @param {Element} element the element the colours are drawn in (a canvas)
 * @param {Readonly<Record<K, string>>} tokens name → custom property ('--surface')
 * @returns {Record<K, string>} name → a colour the canvas takes ('rgb(22, 29, 46)')
 */
export function themeColours(element, tokens) {
  const probe = element.ownerDocument.createElement('span');
  probe.hidden = true;
  (element.parentElement ?? element).append(probe);
  const style = getComputedStyle(probe);
  /** @type {Record<string, string>} */
  const colours = {};
  for (const [name, token] of Object.entries(tokens)) {
    probe.style.color = `var(${token})`;
    colours[name] = style.color;
  }
  probe.remove();
  return /** @type {Record<K, string>} */ (colours);
}
