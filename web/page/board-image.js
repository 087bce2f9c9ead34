// The board as a picture to download: an SVG document (a string, DOM-free) and a PNG drawn on a
// canvas from the same layout. Colours follow the page's tiles (light or dark scheme).

const THEMES = Object.freeze({
  light: { well: '#d9dfeb', tile: '#2450c8', edge: '#1a3a94', text: '#ffffff', home: '#13703a' },
  dark: { well: '#0a0e18', tile: '#2f5bd6', edge: '#1f3f9e', text: '#ffffff', home: '#1c7f46' },
});

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

/** A standalone SVG document of the board; tiles in their goal cell are green. */
export function boardSvg(tiles, width, height, { goal = null, theme = 'light', cell = 80 } = {}) {
  const colours = THEMES[theme] ?? THEMES.light;
  const layout = boardLayout(tiles, width, height, { goal, cell });
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" ` +
      `viewBox="0 0 ${layout.width} ${layout.height}" role="img">`,
    `<title>Sliding puzzle ${width}×${height}: ${rowsText(tiles, width)}</title>`,
    `<rect width="${layout.width}" height="${layout.height}" rx="${layout.radius}" fill="${colours.well}"/>`,
  ];
  for (const t of layout.tiles) {
    const fill = t.home ? colours.home : colours.tile;
    parts.push(
      `<g><rect x="${t.x}" y="${t.y}" width="${t.size}" height="${t.size}" rx="${t.radius}" fill="${fill}"/>` +
        `<text x="${t.x + t.size / 2}" y="${t.y + t.size / 2}" fill="${colours.text}" ` +
        `font-family="${FONT.replace(/'/g, '')}" font-size="${t.fontSize}" font-weight="700" ` +
        `text-anchor="middle" dominant-baseline="central">${t.tile}</text></g>`,
    );
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

/** Draws the board on a 2D canvas context sized layout.width × layout.height (times `scale`). */
export function drawBoard(context, tiles, width, height, options = {}) {
  const { goal = null, theme = 'light', cell = 80, scale = 1 } = options;
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
