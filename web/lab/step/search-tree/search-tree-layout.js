// @ts-check
// Where each node of the search tree goes: depth down (one row per g), leaves side by side in
// the order they were generated, and every parent centred over its children. Each subtree owns a
// band of columns no other subtree uses, so nothing overlaps; O(n), so 20,000 nodes lay out in
// a few milliseconds. (A tidy-tree layout of our own: the page runs unbundled in development,
// where an npm package such as d3-hierarchy would not resolve without a bundler.)

/**
 * @typedef {object} TreeLayout
 * @property {Int32Array} order the nodes on show, parents before children
 * @property {Float64Array} x column of each node (NaN when hidden)
 * @property {Int32Array} depth row of each node
 * @property {number} columns
 * @property {number} rows
 */

/**
 * @param {import('./search-tree-model.js').SearchTree} tree
 * @param {number} root the root laid out (IDA*: one iteration's)
 * @param {Set<number>} collapsed nodes whose subtrees are folded away
 * @returns {TreeLayout}
 */
export function layoutTree(tree, root, collapsed) {
  const x = new Float64Array(tree.count).fill(NaN);
  const depth = new Int32Array(tree.count);
  const order = [];
  let column = 0;
  let rows = 0;
  if (root < 0 || root >= tree.count) {
    return { order: new Int32Array(0), x, depth, columns: 0, rows: 0 };
  }
  // Iterative depth-first walk: entering pushes the children; leaving places the node.
  const stack = [root];
  const leaving = new Uint8Array(tree.count);
  depth[root] = 0;
  while (stack.length) {
    const node = stack[stack.length - 1];
    const open = tree.firstChild[node] >= 0 && !collapsed.has(node);
    if (!leaving[node]) {
      leaving[node] = 1;
      order.push(node);
      rows = Math.max(rows, depth[node] + 1);
      if (open) {
        const children = [];
        for (let c = tree.firstChild[node]; c >= 0; c = tree.nextSibling[c]) children.push(c);
        for (let i = children.length - 1; i >= 0; i--) {
          depth[children[i]] = depth[node] + 1;
          stack.push(children[i]);
        }
      }
      continue;
    }
    stack.pop();
    if (!open) {
      x[node] = column++;
      continue;
    }
    let first = tree.firstChild[node];
    let last = first;
    for (let c = first; c >= 0; c = tree.nextSibling[c]) last = c;
    x[node] = (x[first] + x[last]) / 2;
  }
  return { order: Int32Array.from(order), x, depth, columns: column, rows };
}
