// The arithmetic of picture tiles, DOM-free (tests/js/web-picture-geometry.test.mjs):
// - the crop: which part of an image becomes the board, kept as a centre (fractions of the
//   image) and a zoom, so that it survives a change of board shape (the frame is recomputed
//   for the new columns:rows);
// - the slices: which part of the cropped picture a tile shows. A tile shows the slice of the
//   cell it has in the goal, so the solved board reassembles the picture whatever the goal.

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** The crop a new picture starts with: centred, the largest frame that fits. */
export const DEFAULT_CROP = Object.freeze({ cx: 0.5, cy: 0.5, zoom: 1 });

const clamp = (value, low, high) => Math.min(high, Math.max(low, value));

/**
 * The crop frame in image pixels: the aspect ratio of `cols`:`rows`, the largest such frame the
 * image holds divided by the zoom, centred on (cx, cy) as far as the image's edges allow.
 * @param {number} imageWidth @param {number} imageHeight
 * @param {number} cols @param {number} rows
 * @param {{cx: number, cy: number, zoom: number}} crop
 * @returns {{x: number, y: number, width: number, height: number}}
 */
export function cropFrame(imageWidth, imageHeight, cols, rows, crop) {
  const aspect = cols / rows;
  let width = imageWidth;
  let height = imageWidth / aspect;
  if (height > imageHeight) {
    height = imageHeight;
    width = imageHeight * aspect;
  }
  const zoom = clamp(Number.isFinite(crop.zoom) ? crop.zoom : 1, MIN_ZOOM, MAX_ZOOM);
  width /= zoom;
  height /= zoom;
  const cx = Number.isFinite(crop.cx) ? crop.cx : 0.5;
  const cy = Number.isFinite(crop.cy) ? crop.cy : 0.5;
  return {
    x: clamp(cx * imageWidth - width / 2, 0, imageWidth - width),
    y: clamp(cy * imageHeight - height / 2, 0, imageHeight - height),
    width,
    height,
  };
}

/**
 * The crop whose frame is `frame`'s (its centre as fractions of the image): a crop moved past
 * an edge comes back to the edge, so further presses of an arrow key toward it do nothing.
 */
export function cropOfFrame(imageWidth, imageHeight, frame, zoom) {
  return {
    cx: (frame.x + frame.width / 2) / imageWidth,
    cy: (frame.y + frame.height / 2) / imageHeight,
    zoom: clamp(zoom, MIN_ZOOM, MAX_ZOOM),
  };
}

/**
 * The crop moved by (dx, dy) image pixels, kept inside the image for a board of cols × rows.
 */
export function moveCrop(imageWidth, imageHeight, cols, rows, crop, dx, dy) {
  const frame = cropFrame(imageWidth, imageHeight, cols, rows, crop);
  const moved = cropFrame(imageWidth, imageHeight, cols, rows, {
    ...crop,
    cx: (frame.x + frame.width / 2 + dx) / imageWidth,
    cy: (frame.y + frame.height / 2 + dy) / imageHeight,
  });
  return cropOfFrame(imageWidth, imageHeight, moved, crop.zoom);
}

/** The crop at another zoom, about the same centre, kept inside the image. */
export function zoomCrop(imageWidth, imageHeight, cols, rows, crop, zoom) {
  const frame = cropFrame(imageWidth, imageHeight, cols, rows, { ...crop, zoom });
  return cropOfFrame(imageWidth, imageHeight, frame, zoom);
}

/** A size no longer than `longest` on its long side, in proportion (never enlarged). */
export function fitWithin(width, height, longest) {
  const scale = Math.min(1, longest / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The cell (column, row) whose slice `tile` shows: its cell in the goal, or, without a goal,
 * its cell in the blank-last order (1 2 … 0).
 * @param {number} tile @param {number[] | null} goal @param {number} cols @param {number} rows
 */
export function goalCell(tile, goal, cols, rows) {
  const cells = cols * rows;
  let index = goal && goal.length === cells ? goal.indexOf(tile) : -1;
  if (index < 0) index = tile === 0 ? cells - 1 : tile - 1;
  return { col: index % cols, row: Math.floor(index / cols) };
}

/**
 * The CSS that shows slice (col, row) of a picture stretched over cols × rows tiles, on an
 * element the size of one tile: background-size makes the picture cols × rows tiles big, and a
 * percentage background-position p puts the point p of the picture at the point p of the tile,
 * so col/(cols − 1) lines up the slice's left edge with the tile's.
 * @returns {{size: string, position: string}}
 */
export function sliceBackground(col, row, cols, rows) {
  const percent = (index, count) => (count > 1 ? (index / (count - 1)) * 100 : 0);
  const format = (value) => `${Number(value.toFixed(4))}%`;
  return {
    size: `${cols * 100}% ${rows * 100}%`,
    position: `${format(percent(col, cols))} ${format(percent(row, rows))}`,
  };
}

/** Slice (col, row) of a picture of `width` × `height` pixels, in its pixels (for drawing). */
export function sliceRect(col, row, cols, rows, width, height) {
  const w = width / cols;
  const h = height / rows;
  return { x: col * w, y: row * h, width: w, height: h };
}
