// The crop control: the whole picture, the part outside the board's frame shaded, the frame
// with the board's cell lines in it (a preview of how it is cut). Drag the frame (mouse, pen,
// touch) or focus the control and use the arrow keys (Shift: larger steps) to move it; + and -
// zoom (the panel's slider does the same). It reports a new crop; the owner decides and calls
// show() again. Colours come from the tokens (--picture-crop-shade, -frame, -grid).

import { cropFrame, moveCrop } from '../common/picture-geometry.js';
import { themeColours } from '../dom/theme-colour.js';

const DRAWN_SIDE = 480; // canvas pixels on the picture's long side (CSS scales it to fit)
const KEY_STEP = 0.02; // an arrow key moves the frame by this share of the picture's long side
const KEY_STEP_LARGE = 0.1;
const ZOOM_STEP = 0.25;

export class PictureCrop {
  #canvas;
  #onChange;
  #onZoom;
  /** @type {{image: CanvasImageSource & {width: number, height: number}, cols: number,
   *   rows: number, crop: {cx: number, cy: number, zoom: number}} | null} */
  #shown = null;
  #drag = null;

  /**
   * @param {HTMLCanvasElement} canvas
   * @param {{onChange: (crop: {cx: number, cy: number, zoom: number}, byKey: boolean) => void,
   *   onZoom: (zoom: number, byKey: boolean) => void}} handlers
   */
  constructor(canvas, { onChange, onZoom }) {
    this.#canvas = canvas;
    this.#onChange = onChange;
    this.#onZoom = onZoom;
    canvas.addEventListener('keydown', (event) => this.#keydown(event));
    canvas.addEventListener('pointerdown', (event) => this.#pointerdown(event));
    canvas.addEventListener('pointermove', (event) => this.#pointermove(event));
    canvas.addEventListener('pointerup', () => (this.#drag = null));
    canvas.addEventListener('pointercancel', () => (this.#drag = null));
  }

  /** Draws `image` with the frame of `crop` for a board of cols × rows. */
  show(image, cols, rows, crop) {
    this.#shown = { image, cols, rows, crop };
    this.#draw();
  }

  #draw() {
    const shown = this.#shown;
    if (!shown) return;
    const { image, cols, rows, crop } = shown;
    const scale = DRAWN_SIDE / Math.max(image.width, image.height);
    const width = Math.round(image.width * scale);
    const height = Math.round(image.height * scale);
    const canvas = this.#canvas;
    if (canvas.width !== width) canvas.width = width;
    if (canvas.height !== height) canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return;
    const colour = themeColours(canvas, {
      shade: '--picture-crop-shade',
      grid: '--picture-crop-grid',
      frame: '--picture-crop-frame',
    });
    context.drawImage(image, 0, 0, width, height);
    const frame = cropFrame(image.width, image.height, cols, rows, crop);
    const x = frame.x * scale;
    const y = frame.y * scale;
    const w = frame.width * scale;
    const h = frame.height * scale;
    // Shade what the board leaves out: four bands around the frame.
    context.fillStyle = colour.shade;
    context.fillRect(0, 0, width, y);
    context.fillRect(0, y + h, width, height - y - h);
    context.fillRect(0, y, x, h);
    context.fillRect(x + w, y, width - x - w, h);
    context.strokeStyle = colour.grid;
    context.lineWidth = 1;
    context.beginPath();
    for (let c = 1; c < cols; c++) {
      context.moveTo(x + (c * w) / cols, y);
      context.lineTo(x + (c * w) / cols, y + h);
    }
    for (let r = 1; r < rows; r++) {
      context.moveTo(x, y + (r * h) / rows);
      context.lineTo(x + w, y + (r * h) / rows);
    }
    context.stroke();
    context.strokeStyle = colour.frame;
    context.lineWidth = 3;
    context.strokeRect(x + 1.5, y + 1.5, w - 3, h - 3);
  }

  #move(dx, dy, byKey) {
    const shown = this.#shown;
    if (!shown) return;
    const { image, cols, rows, crop } = shown;
    this.#onChange(moveCrop(image.width, image.height, cols, rows, crop, dx, dy), byKey);
  }

  #keydown(event) {
    const shown = this.#shown;
    if (!shown || event.altKey || event.ctrlKey || event.metaKey) return;
    const side = Math.max(shown.image.width, shown.image.height);
    const step = side * (event.shiftKey ? KEY_STEP_LARGE : KEY_STEP);
    const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    if (moves[event.key]) {
      event.preventDefault();
      this.#move(moves[event.key][0] * step, moves[event.key][1] * step, true);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      this.#onZoom(shown.crop.zoom + ZOOM_STEP, true);
    } else if (event.key === '-') {
      event.preventDefault();
      this.#onZoom(shown.crop.zoom - ZOOM_STEP, true);
    }
  }

  #pointerdown(event) {
    if (!this.#shown || !event.isPrimary || event.button !== 0) return;
    event.preventDefault();
    this.#canvas.focus();
    this.#canvas.setPointerCapture?.(event.pointerId);
    this.#drag = { x: event.clientX, y: event.clientY };
  }

  #pointermove(event) {
    const drag = this.#drag;
    const shown = this.#shown;
    if (!drag || !shown) return;
    // Screen pixels to picture pixels: the canvas shows the whole picture across its box.
    const box = this.#canvas.getBoundingClientRect();
    const perPixel = shown.image.width / Math.max(1, box.width);
    const dx = (event.clientX - drag.x) * perPixel;
    const dy = (event.clientY - drag.y) * perPixel;
    this.#drag = { x: event.clientX, y: event.clientY };
    this.#move(dx, dy, false);
  }
}
