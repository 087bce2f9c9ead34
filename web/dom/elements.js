// Each panel looks up its own elements, by id, under the root it is given (the document, or a
// part of it). A missing element is a mistake in the markup: it is named at once, at start-up,
// not found later as "cannot read properties of null" in some event handler.

/**
 * @template {Record<string, string>} T
 * @param {ParentNode} root
 * @param {T} ids names (what the panel calls an element) to element ids
 * @returns {{[K in keyof T]: HTMLElement}}
 */
export function elementsById(root, ids) {
  const found = {};
  for (const [name, id] of Object.entries(ids)) {
    const element = root.querySelector(`#${id}`);
    if (!element) throw new Error(`The page has no element #${id} (wanted as "${name}").`);
    found[name] = element;
  }
  return /** @type {any} */ (found);
}
