// @ts-check
// The search tree drawn on a canvas: zoom (wheel, buttons), pan (drag), fit, click a node to
// select it. Only what is on screen is drawn, once per animation frame, with the nodes of one
// look batched into one path, so 20,000 nodes redraw in a few milliseconds. Zoomed in, each node
// is a card with its mini-board, g, h, f and expansion number; zoomed out, a shape. The
// accessible form of the same tree is the outline beside it (search-tree-outline.js): this
// picture is hidden from assistive technology.

import { t } from '../../../common/i18n.js';
import { LOOKS } from './search-tree-model.js';
import { themeColours } from '../../../dom/theme-colour.js';

const COLUMN = 64; // world units per column and per row
const ROW = 96;
const CARD_W = 56;
const CARD_H = 80;
const CARD_SCALE = 0.55; // from this zoom on nodes are cards
const MIN_SCALE = 0.0002;
const MAX_SCALE = 3;

/**
 * The cards' font at `size` px, in whole pixels: each new size costs the browser a set-up of
 * several milliseconds on its first text (measured in Chromium: 6–10 ms a size, 20 ms for the
 * first), and a zoom's continuous scale made every redraw a new size.
 * @param {number} size
 */
function cardFont(size) {
  return `${Math.max(6, Math.round(size))}px system-ui, sans-serif`;
}

/**
 * @typedef {{tree: import('./search-tree-model.js').SearchTree,
 *   layout: import('./search-tree-layout.js').TreeLayout, boards: (node: number) => number[],
 *   width: number, goal: number[] | null, solution: Set<number>, selected: number,
 *   collapsed: Set<number>}} TreeScene
 */

export class SearchTreeCanvas {
  #canvas;
  #context;
  #fontLookedUp = false;
  /** @type {TreeScene | null} */
  #scene = null;
  #scale = 1;
  #tx = 0; // screen = world · scale + t
  #ty = 0;
  #frame = 0;
  /** @type {{x: number, y: number, tx: number, ty: number, moved: boolean} | null} */
  #drag = null;
  #onSelect;
  #colors = {};
  #colorsRead = false; // read once (reading styles costs a style recalculation), again on a theme change
  #width = 0; // the canvas's content box, from the ResizeObserver
  #height = 0;
  #fitWhenSized = false; // fit() was asked for before the canvas had a size
  #waitAFrame = false; // show(): the next draw waits one frame (see there)

  /**
   * @param {HTMLCanvasElement} canvas
   * @param {(node: number) => void} onSelect
   */
  constructor(canvas, onSelect) {
    this.#canvas = canvas;
    this.#context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    this.#onSelect = onSelect;
    canvas.addEventListener('wheel', (event) => this.#wheel(event), { passive: false });
    canvas.addEventListener('pointerdown', (event) => this.#down(event));
    canvas.addEventListener('pointermove', (event) => this.#move(event));
    canvas.addEventListener('pointerup', (event) => this.#up(event));
    canvas.addEventListener('pointercancel', () => (this.#drag = null));
    // The canvas's size as the last layout left it, so that drawing never asks for a layout of
    // its own (reading clientWidth in the frame where a panel has just rebuilt its DOM laid the
    // whole page out inside the draw: a long task on a slow machine).
    new ResizeObserver((entries) => {
      const box = entries[entries.length - 1].contentRect;
      this.#width = box.width;
      this.#height = box.height;
      if (this.#fitWhenSized && box.width > 0) {
        this.#fitWhenSized = false;
        this.fit();
      } else this.redraw();
    }).observe(canvas);
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
      this.#colorsRead = false;
      this.redraw();
    });
  }

  /**
   * The first text drawn with the cards' font costs the most (the font is looked up): done once
   * the tree has a search to show and the page is idle, outside the canvas, so that the first
   * zoom to cards does not pay for it — and a visit that never opens step mode never does.
   */
  #lookUpFont() {
    this.#fontLookedUp = true;
    const lookUp = () => {
      this.#context.font = cardFont(12);
      this.#context.fillText('0123456789+=', -1000, -1000);
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(lookUp, { timeout: 5000 });
    else setTimeout(lookUp, 500);
  }

  /** @param {TreeScene} scene @param {{fit?: boolean}} [options] */
  show(scene, { fit = false } = {}) {
    this.#scene = scene;
    if (!this.#fontLookedUp) this.#lookUpFont();
    if (fit) this.#fitView();
    // Drawn a frame later: a new scene comes with the panels' own DOM updates (summary, outline,
    // node view), whose layout and paint fill this frame; a whole tree drawn in the same frame
    // made one task of both, over 50 ms on a slow machine.
    this.#waitAFrame = true;
    this.redraw();
  }

  /** Zooms out (or in, up to full size) until the whole tree on show fits. */
  fit() {
    this.#fitView();
    this.redraw();
  }

  #fitView() {
    const scene = this.#scene;
    const { width, height } = this.#size();
    if (width === 0) {
      this.#fitWhenSized = true; // not laid out yet, or hidden: fitted once it has a size
      return;
    }
    if (!scene || !scene.layout.columns) return;
    const worldW = scene.layout.columns * COLUMN;
    const worldH = scene.layout.rows * ROW;
    this.#scale = clamp(Math.min(width / worldW, height / worldH, 1), MIN_SCALE, MAX_SCALE);
    this.#tx = (width - worldW * this.#scale) / 2;
    this.#ty = Math.max(4, (height - worldH * this.#scale) / 2);
  }

  /** Multiplies the zoom by `factor` about the centre (or a screen point). */
  /** @param {number} factor @param {number[] | null} [at] */
  zoom(factor, at = null) {
    const { width, height } = this.#size();
    const [px, py] = at ?? [width / 2, height / 2];
    const scale = clamp(this.#scale * factor, MIN_SCALE, MAX_SCALE);
    this.#tx = px - ((px - this.#tx) * scale) / this.#scale;
    this.#ty = py - ((py - this.#ty) * scale) / this.#scale;
    this.#scale = scale;
    this.redraw();
  }

  /** Brings `node` to the middle, zoomed in far enough to read its card. */
  centre(node) {
    const scene = this.#scene;
    if (!scene || Number.isNaN(scene.layout.x[node])) return;
    const { width, height } = this.#size();
    this.#scale = Math.max(this.#scale, 0.8);
    const [wx, wy] = worldOf(scene, node);
    this.#tx = width / 2 - wx * this.#scale;
    this.#ty = height / 2 - wy * this.#scale;
    this.redraw();
  }

  redraw() {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      if (this.#waitAFrame) {
        this.#waitAFrame = false;
        this.redraw();
      } else this.#draw();
    });
  }

  #size() {
    return { width: this.#width, height: this.#height };
  }

  #readColors() {
    this.#colorsRead = true;
    this.#colors = themeColours(this.#canvas, {
      edge: '--tree-edge',
      text: '--text',
      muted: '--muted',
      card: '--surface',
      cell: '--tile',
      cellText: '--tile-text',
      home: '--tile-solved',
      blank: '--well',
      path: '--tree-path',
      last: '--tree-last',
      selected: '--accent',
      ...Object.fromEntries(LOOKS.map((look) => [look, `--tree-${look}`])),
    });
  }

  #draw() {
    const canvas = this.#canvas;
    const { width, height } = this.#size();
    const ratio = window.devicePixelRatio || 1;
    if (
      canvas.width !== Math.round(width * ratio) ||
      canvas.height !== Math.round(height * ratio)
    ) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
    }
    const ctx = this.#context;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const scene = this.#scene;
    if (!scene) return;
    if (!this.#colorsRead) this.#readColors();
    const colors = this.#colors;
    const { tree, layout } = scene;
    const s = this.#scale;
    const tx = this.#tx;
    const ty = this.#ty;
    const cards = s >= CARD_SCALE;
    const margin = (cards ? CARD_W : 20) * s;
    // Edges end at the card's edge, or at the shape's, so none is drawn inside a hollow one.
    const radius = clamp(18 * s, 1.5, 9);
    const half = cards ? (CARD_H / 2) * s : radius;
    // One pass over the laid-out nodes with plain numbers (no allocation per node): the edges
    // that cross the screen go into two paths, the nodes on it into one path per look.
    const { order, x: column, depth } = layout;
    const parent = tree.parent;
    const edges = new Path2D();
    const strong = new Path2D();
    const byLook = LOOKS.map(() => new Path2D());
    const onScreen = [];
    // Zoomed far out, thousands of nodes share a pixel: each strip as wide as a shape's radius
    // (per row and look) is drawn once, where the first shape in it lies; the others there would
    // have been drawn over it. So the cost of a frame is bounded by the screen, not by the tree.
    const strip = Math.max(1, radius);
    const cols = Math.ceil(width / strip) + 2;
    const rowsOnScreen = layout.rows;
    const dense = !cards && order.length > cols;
    const drawn = dense ? new Uint8Array(cols * rowsOnScreen) : null;
    for (let i = 0; i < order.length; i++) {
      const node = order[i];
      const x = (column[node] + 0.5) * COLUMN * s + tx;
      const y = (depth[node] + 0.5) * ROW * s + ty;
      if (depth[node] > 0) {
        const p = parent[node];
        const px = (column[p] + 0.5) * COLUMN * s + tx;
        const py = (depth[p] + 0.5) * ROW * s + ty;
        if (Math.max(x, px) >= 0 && Math.min(x, px) <= width && y >= 0 && py <= height) {
          const cell = drawn
            ? depth[node] * cols + Math.round(clamp(x / strip, -1, cols - 2)) + 1
            : -1;
          const solution = scene.solution.has(node);
          if (solution || !drawn || !(drawn[cell] & 1)) {
            const path = solution ? strong : edges;
            path.moveTo(px, py + half);
            path.lineTo(x, y - half);
            if (drawn) drawn[cell] |= 1;
          }
        }
      }
      if (x < -margin || x > width + margin || y < -margin - half || y > height + margin + half) {
        continue;
      }
      if (cards) {
        onScreen.push(node);
        continue;
      }
      const look = tree.look[node];
      if (drawn) {
        const cell = depth[node] * cols + Math.round(clamp(x / strip, -1, cols - 2)) + 1;
        const bit = 2 << look;
        if (drawn[cell] & bit) continue;
        drawn[cell] |= bit;
      }
      shape(byLook[look], LOOKS[look], x, y, radius);
    }
    ctx.lineWidth = 1;
    ctx.strokeStyle = colors.edge;
    ctx.stroke(edges);
    ctx.lineWidth = Math.max(2, 4 * s);
    ctx.strokeStyle = colors.path;
    ctx.stroke(strong);
    if (cards) {
      for (const node of onScreen) this.#card(scene, node);
      return;
    }
    byLook.forEach((path, look) => paint(ctx, path, LOOKS[look], colors, radius));
    // The few marked nodes: the last expanded, the selected one, the solution path.
    const marked = new Set(scene.solution);
    if (tree.lastExpanded >= 0) marked.add(tree.lastExpanded);
    if (scene.selected >= 0) marked.add(scene.selected);
    for (const node of marked) {
      if (!Number.isNaN(column[node])) this.#marks(scene, node, radius + 3);
    }
  }

  #marks(scene, node, radius) {
    const ctx = this.#context;
    const colors = this.#colors;
    const [x, y] = this.#screen(scene, node);
    const rings = [];
    if (node === scene.tree.lastExpanded) rings.push([colors.last, 3, 0]);
    if (node === scene.selected) rings.push([colors.selected, 2, 4]);
    if (scene.solution.has(node)) rings.push([colors.path, 2, 0]);
    for (const [color, line, extra] of rings) {
      ctx.beginPath();
      ctx.arc(x, y, radius + extra, 0, Math.PI * 2);
      ctx.lineWidth = line;
      ctx.strokeStyle = color;
      ctx.stroke();
    }
  }

  #card(scene, node) {
    const ctx = this.#context;
    const colors = this.#colors;
    const { tree } = scene;
    const s = this.#scale;
    const [cx, cy] = this.#screen(scene, node);
    const w = CARD_W * s;
    const h = CARD_H * s;
    const x = cx - w / 2;
    const y = cy - h / 2;
    const status = LOOKS[tree.look[node]];
    ctx.fillStyle = colors.card;
    ctx.fillRect(x, y, w, h);
    ctx.lineWidth = node === tree.lastExpanded ? 4 : scene.solution.has(node) ? 3 : 1.5;
    ctx.strokeStyle =
      node === tree.lastExpanded
        ? colors.last
        : scene.solution.has(node)
          ? colors.path
          : colors[status];
    if (status === 'superseded' || status === 'forgotten') ctx.setLineDash([4, 3]);
    ctx.strokeRect(x, y, w, h);
    ctx.setLineDash([]);
    if (node === scene.selected) {
      ctx.lineWidth = 2;
      ctx.strokeStyle = colors.selected;
      ctx.strokeRect(x - 4, y - 4, w + 8, h + 8);
    }
    // The mini-board.
    const tiles = scene.boards(node);
    const cols = scene.width;
    const rows = Math.ceil(tiles.length / cols);
    const cell = ((CARD_W - 10) / Math.max(cols, rows)) * s;
    const bx = cx - (cell * cols) / 2;
    const by = y + 4 * s;
    ctx.font = cardFont(cell * 0.6);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    tiles.forEach((tile, i) => {
      const px = bx + (i % cols) * cell;
      const py = by + Math.floor(i / cols) * cell;
      const home = scene.goal && scene.goal[i] === tile;
      ctx.fillStyle = tile === 0 ? colors.blank : home ? colors.home : colors.cell;
      ctx.fillRect(px + 0.5, py + 0.5, cell - 1, cell - 1);
      if (tile !== 0 && cell >= 7) {
        ctx.fillStyle = colors.cellText;
        ctx.fillText(String(tile), px + cell / 2, py + cell / 2 + 0.5);
      }
    });
    // The shape of its status, top left, so the card is told apart without colour too.
    const icon = new Path2D();
    shape(icon, status, x + 7 * s, y + h - 9 * s, 4.5 * s);
    paint(ctx, icon, status, colors, 4.5 * s);
    ctx.fillStyle = colors.text;
    ctx.font = cardFont(9 * s);
    ctx.fillText(`${tree.g[node]}+${tree.h[node]}=${tree.f[node]}`, cx, by + cell * rows + 9 * s);
    const label = tree.expansion[node]
      ? `#${tree.expansion[node]}`
      : status === 'cutoff'
        ? t('lab.tree.card.cut')
        : status === 'duplicate'
          ? t('lab.tree.card.duplicate')
          : '';
    if (label) ctx.fillText(label, cx + 6 * s, y + h - 9 * s);
  }

  #screen(scene, node) {
    const [wx, wy] = worldOf(scene, node);
    return [wx * this.#scale + this.#tx, wy * this.#scale + this.#ty];
  }

  #wheel(event) {
    event.preventDefault();
    const rect = this.#canvas.getBoundingClientRect();
    this.zoom(Math.exp(-event.deltaY * 0.0015), [
      event.clientX - rect.left,
      event.clientY - rect.top,
    ]);
  }

  #down(event) {
    this.#drag = { x: event.clientX, y: event.clientY, tx: this.#tx, ty: this.#ty, moved: false };
    this.#canvas.setPointerCapture(event.pointerId);
  }

  #move(event) {
    const drag = this.#drag;
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 4) drag.moved = true;
    this.#tx = drag.tx + dx;
    this.#ty = drag.ty + dy;
    if (drag.moved) this.redraw();
  }

  #up(event) {
    const drag = this.#drag;
    this.#drag = null;
    if (!drag || drag.moved) return;
    const rect = this.#canvas.getBoundingClientRect();
    const node = this.nodeAt(event.clientX - rect.left, event.clientY - rect.top);
    if (node >= 0) this.#onSelect(node);
  }

  /** The node drawn at a point of the canvas (CSS pixels), or -1. */
  nodeAt(px, py) {
    const scene = this.#scene;
    if (!scene) return -1;
    const s = this.#scale;
    const cards = s >= CARD_SCALE;
    const hw = cards ? (CARD_W * s) / 2 : Math.max(8, 18 * s);
    const hh = cards ? (CARD_H * s) / 2 : Math.max(8, 18 * s);
    let best = -1;
    let bestDistance = Infinity;
    for (const node of scene.layout.order) {
      const [x, y] = this.#screen(scene, node);
      const dx = Math.abs(px - x);
      const dy = Math.abs(py - y);
      if (dx <= hw && dy <= hh && dx + dy < bestDistance) {
        best = node;
        bestDistance = dx + dy;
      }
    }
    return best;
  }

  /** Where a node is drawn (CSS pixels in the canvas), for tests and focus. */
  pointOf(node) {
    return this.#scene ? this.#screen(this.#scene, node) : [NaN, NaN];
  }
}

function worldOf(scene, node) {
  return [(scene.layout.x[node] + 0.5) * COLUMN, (scene.layout.depth[node] + 0.5) * ROW];
}

function clamp(value, low, high) {
  return Math.min(high, Math.max(low, value));
}

/** Adds a status's shape to a path: square, circle, diamond, dashed circle, cross, triangle. */
function shape(path, status, x, y, r) {
  switch (status) {
    case 'expanded':
      path.rect(x - r, y - r, 2 * r, 2 * r);
      break;
    case 'reopened':
      path.moveTo(x, y - r * 1.3);
      path.lineTo(x + r * 1.3, y);
      path.lineTo(x, y + r * 1.3);
      path.lineTo(x - r * 1.3, y);
      path.closePath();
      break;
    case 'duplicate':
      path.moveTo(x - r, y - r);
      path.lineTo(x + r, y + r);
      path.moveTo(x + r, y - r);
      path.lineTo(x - r, y + r);
      break;
    case 'cutoff':
      path.moveTo(x, y - r * 1.2);
      path.lineTo(x + r * 1.2, y + r);
      path.lineTo(x - r * 1.2, y + r);
      path.closePath();
      break;
    default: // open, superseded, forgotten
      path.moveTo(x + r, y);
      path.arc(x, y, r, 0, Math.PI * 2);
  }
}

/** Filled shapes for what is settled (expanded, cut off), outlines for what still waits. */
function paint(ctx, path, status, colors, radius) {
  const color = colors[status];
  ctx.lineWidth = Math.max(1, Math.min(2.5, radius / 3));
  if (status === 'expanded' || status === 'cutoff') {
    ctx.fillStyle = color;
    ctx.fill(path);
  } else {
    ctx.strokeStyle = color;
    if (status === 'superseded') ctx.setLineDash([2, 2]);
    if (status === 'forgotten') ctx.setLineDash([1, 3]);
    ctx.stroke(path);
    ctx.setLineDash([]);
  }
}
