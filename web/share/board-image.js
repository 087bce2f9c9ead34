// The board as a picture to download: an SVG document (a string, DOM-free) and a PNG drawn on a
// canvas from the same layout. Colours follow the page's tiles (light or dark scheme). With a
// picture (option `picture`: the cut picture of web/picture/picture-controller.js) each tile shows
// the slice of its goal cell, its number on a badge or not at all, as on the page.

import { t } from '../common/i18n.js';
import { goalCell, sliceRect } from '../common/picture-geometry.js';

const THEMES = Object.freeze({
  light: {
    well: '#d9dfeb',
    tile: '#2450c8',
    edge: '#1a3a94',
    text: '#ffffff',
    home: '#13703a',
    badge: '#111827',
    badgeText: '#ffffff',
  },
  dark: {
    well: '#0a0e18',
    tile: '#2f5bd6',
    edge: '#1f3f9e',
    text: '#ffffff',
    home: '#1c7f46',
    badge: '#0b1020',
    badgeText: '#ffffff',
  },
});

/**
 * @typedef {{width: number, height: number, numbers: boolean, href?: string,
 *   image?: CanvasImageSource}} ExportPicture the cut picture in pixels; `href` (a data: URL)
 *   for the SVG, `image` for the PNG
 */

/** The badge behind a number on a picture tile: a pill in its top-left corner, as on the page. */
function badge(t) {
  const fontSize = Math.max(8, Math.round(t.fontSize * 0.5));
  const digits = String(t.tile).length;
  const height = Math.round(fontSize * 1.35);
  const width = Math.max(height, Math.round(fontSize * (0.62 * digits + 0.7)));
  const x = t.x + Math.round(t.size * 0.07);
  const y = t.y + Math.round(t.size * 0.07);
  return { fontSize, width, height, x, y, cx: x + width / 2, cy: y + height / 2 };
}

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * Where everything goes, in pixels: the frame, and each tile's square with its number.
 * @returns {{width: number, height: number, radius: number, tiles: {tile: number, x: number,
 *   y: number, size: number, radius: number, home: boolean, fontSize: number}[]}}
 */
export function boardLayout(tiles, width, height, { goal = null, cell = 80 } = {}) {
  const pad = Math.round(cell * 0.08);
  const gap = Math.max(2, Math.round(cell * 0.06));
  const digits = String(tiles.length - 1).length;
  const size = cell - gap;
  const fontSize = Math.round(cell * (0.5 - 0.06 * digits));
  return {
    width: width * cell + 2 * pad,
    height: height * cell + 2 * pad,
    radius: Math.round(cell * 0.16),
    tiles: tiles.flatMap((tile, index) =>
      tile === 0
        ? []
        : [
            {
              tile,
              x: pad + (index % width) * cell + gap / 2,
              y: pad + Math.floor(index / width) * cell + gap / 2,
              size,
              radius: Math.round(size * 0.12),
              home: Boolean(goal && goal[index] === tile),
              fontSize,
            },
          ],
    ),
  };
}

/**
 * A standalone SVG document of the board; tiles in their goal cell are green, or, with a
 * picture, show their slice of it (the picture is in the document once, each tile a view of it).
 * @param {{goal?: number[] | null, theme?: string, cell?: number,
 *   picture?: ExportPicture | null}} [options]
 */
export function boardSvg(tiles, width, height, options = {}) {
  const { goal = null, theme = 'light', cell = 80, picture = null } = options;
  const colours = THEMES[theme] ?? THEMES.light;
  const layout = boardLayout(tiles, width, height, { goal, cell });
  if (picture?.href) return pictureSvg(tiles, width, height, layout, colours, picture, goal);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" ` +
      `viewBox="0 0 ${layout.width} ${layout.height}" role="img">`,
    `<title>${escapeXml(t('page.image.title', { size: `${width}×${height}`, board: rowsText(tiles, width) }))}</title>`,
    `<rect width="${layout.width}" height="${layout.height}" rx="${layout.radius}" fill="${colours.well}"/>`,
  ];
  for (const t of layout.tiles) {
    const fill = t.home ? colours.home : colours.tile;
    parts.push(
      `<g><rect x="${t.x}" y="${t.y}" width="${t.size}" height="${t.size}" rx="${t.radius}" fill="${fill}"/>` +
        svgNumber(t.x + t.size / 2, t.y + t.size / 2, colours.text, t.fontSize, t.tile) +
        `</g>`,
    );
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

/** Text as SVG character data (a catalog's words could hold & or <). */
function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A tile's number in SVG, bold and centred on (x, y), as the canvas draws it. */
function svgNumber(x, y, fill, fontSize, tile) {
  return (
    `<text x="${x}" y="${y}" fill="${fill}" font-family="${FONT.replace(/'/g, '')}" ` +
    `font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="central">` +
    `${tile}</text>`
  );
}

function pictureSvg(tiles, width, height, layout, colours, picture, goal) {
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
      `width="${layout.width}" height="${layout.height}" ` +
      `viewBox="0 0 ${layout.width} ${layout.height}" role="img">`,
    `<title>${escapeXml(t('page.image.pictureTitle', { size: `${width}×${height}`, board: rowsText(tiles, width) }))}</title>`,
    `<defs><image id="picture" width="${picture.width}" height="${picture.height}" ` +
      `preserveAspectRatio="none" href="${picture.href}" xlink:href="${picture.href}"/></defs>`,
    `<rect width="${layout.width}" height="${layout.height}" rx="${layout.radius}" fill="${colours.well}"/>`,
  ];
  for (const t of layout.tiles) {
    const { col, row } = goalCell(t.tile, goal, width, height);
    const slice = sliceRect(col, row, width, height, picture.width, picture.height);
    const round = (value) => Number(value.toFixed(3));
    parts.push(
      `<svg x="${t.x}" y="${t.y}" width="${t.size}" height="${t.size}" ` +
        `viewBox="${round(slice.x)} ${round(slice.y)} ${round(slice.width)} ${round(slice.height)}" ` +
        `preserveAspectRatio="none"><use href="#picture" xlink:href="#picture"/></svg>`,
    );
    if (!picture.numbers) continue;
    const b = badge(t);
    parts.push(
      `<g><rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" rx="${b.height / 2}" fill="${colours.badge}"/>` +
        svgNumber(b.cx, b.cy, colours.badgeText, b.fontSize, t.tile) +
        `</g>`,
    );
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

/**
 * Draws the board on a 2D canvas context sized layout.width × layout.height (times `scale`).
 * @param {{goal?: number[] | null, theme?: string, cell?: number, scale?: number,
 *   picture?: ExportPicture | null}} [options]
 */
export function drawBoard(context, tiles, width, height, options = {}) {
  const { goal = null, theme = 'light', cell = 80, scale = 1, picture = null } = options;
  const colours = THEMES[theme] ?? THEMES.light;
  const layout = boardLayout(tiles, width, height, { goal, cell });
  context.save();
  context.scale(scale, scale);
  context.fillStyle = colours.well;
  roundRect(context, 0, 0, layout.width, layout.height, layout.radius);
  context.fill();
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (const t of layout.tiles) {
    if (picture?.image) {
      drawPictureTile(context, t, picture, goal, width, height, colours);
      continue;
    }
    context.fillStyle = t.home ? colours.home : colours.tile;
    roundRect(context, t.x, t.y, t.size, t.size, t.radius);
    context.fill();
    context.fillStyle = colours.text;
    context.font = `700 ${t.fontSize}px ${FONT}`;
    context.fillText(String(t.tile), t.x + t.size / 2, t.y + t.size / 2 + t.fontSize * 0.04);
  }
  context.restore();
  return layout;
}

function drawPictureTile(context, t, picture, goal, width, height, colours) {
  const { col, row } = goalCell(t.tile, goal, width, height);
  const slice = sliceRect(col, row, width, height, picture.width, picture.height);
  context.save();
  roundRect(context, t.x, t.y, t.size, t.size, Math.round(t.size * 0.08));
  context.clip();
  const image = /** @type {CanvasImageSource} */ (picture.image);
  context.drawImage(image, slice.x, slice.y, slice.width, slice.height, t.x, t.y, t.size, t.size);
  context.restore();
  if (!picture.numbers) return;
  const b = badge(t);
  context.fillStyle = colours.badge;
  roundRect(context, b.x, b.y, b.width, b.height, b.height / 2);
  context.fill();
  context.fillStyle = colours.badgeText;
  context.font = `700 ${b.fontSize}px ${FONT}`;
  context.fillText(String(t.tile), b.cx, b.cy + b.fontSize * 0.04);
}

function roundRect(context, x, y, w, h, r) {
  context.beginPath();
  context.moveTo(x + r, y);
  context.arcTo(x + w, y, x + w, y + h, r);
  context.arcTo(x + w, y + h, x, y + h, r);
  context.arcTo(x, y + h, x, y, r);
  context.arcTo(x, y, x + w, y, r);
  context.closePath();
}

function rowsText(tiles, width) {
  const rows = [];
  for (let i = 0; i < tiles.length; i += width) rows.push(tiles.slice(i, i + width).join(' '));
  return rows.join(' / ');
}
