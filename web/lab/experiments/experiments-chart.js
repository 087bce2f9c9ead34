// @ts-check
// The Experiments panel's chart: mean nodes generated against solution depth, one line per
// search, on a log scale — where the textbook's table shows exponential growth as numbers, the
// lines show it as slopes (a steeper line, a larger b*). Inline SVG styled by the page's CSS (so
// it follows the light and dark schemes); each search has its own colour, marker shape and dash,
// so the lines are told apart without colour too. The chart is an image with a summary for
// screen readers; its numbers are in the table above it.

import { t } from '../../common/i18n.js';
import { shortNumber } from '../shared/bar-chart.js';
import { logScale } from '../shared/compare-stats.js';
import { searchLabel } from './experiments-stats.js';
import { semicolonList } from '../shared/lab-words.js';

const SVG = 'http://www.w3.org/2000/svg';
const HEIGHT = 260;
const MARGIN = { top: 12, right: 16, bottom: 40, left: 52 };
const MARKERS = ['circle', 'square', 'triangle', 'diamond', 'triangle-down', 'cross'];

function node(name, attributes = {}, text) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

/** The marker of series `index` at (x, y), as an SVG element. */
function marker(index, x, y) {
  const shape = MARKERS[index % MARKERS.length];
  const r = 4;
  const points = {
    triangle: [
      [x, y - r - 1],
      [x + r + 1, y + r],
      [x - r - 1, y + r],
    ],
    'triangle-down': [
      [x, y + r + 1],
      [x + r + 1, y - r],
      [x - r - 1, y - r],
    ],
    diamond: [
      [x, y - r - 1],
      [x + r + 1, y],
      [x, y + r + 1],
      [x - r - 1, y],
    ],
  }[shape];
  if (points) return node('polygon', { class: 'marker', points: points.join(' ') });
  if (shape === 'square')
    return node('rect', { class: 'marker', x: x - r, y: y - r, width: 2 * r, height: 2 * r });
  if (shape === 'cross')
    return node('path', {
      class: 'marker marker-cross',
      d: `M${x - r},${y - r}L${x + r},${y + r}M${x - r},${y + r}L${x + r},${y - r}`,
    });
  return node('circle', { class: 'marker', cx: x, cy: y, r });
}

/** A small picture of series `index`'s line and marker, for the legend. */
export function legendSwatch(index, id) {
  const svg = node('svg', {
    class: `experiment-swatch series series-${id}`,
    width: 34,
    height: 14,
    viewBox: '0 0 34 14',
    'aria-hidden': 'true',
  });
  svg.append(node('line', { class: `line dash-${index}`, x1: 1, x2: 33, y1: 7, y2: 7 }));
  svg.append(marker(index, 17, 7));
  return svg;
}

/**
 * @param {HTMLElement} container emptied and filled with the chart
 * @param {import('./experiments-stats.js').ExperimentTable} table
 */
export function renderExperimentChart(container, table) {
  const values = table.rows.flatMap((row) => row.cells.map((cell) => cell.mean));
  const scale = logScale(values);
  if (!scale || table.rows.length === 0) {
    const empty = document.createElement('p');
    empty.className = 'hint';
    empty.textContent = t('lab.experiments.chart.empty');
    container.replaceChildren(empty);
    return;
  }
  const width = Math.max(280, Math.round(container.clientWidth || 640));
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const depths = table.rows.map((row) => row.depth);
  const first = depths[0];
  const last = depths[depths.length - 1];
  const x = (depth) =>
    MARGIN.left + (last === first ? plotWidth / 2 : ((depth - first) / (last - first)) * plotWidth);
  const y = (value) => MARGIN.top + (1 - scale.position(value)) * plotHeight;

  const summary = semicolonList(
    table.searches.map((search, index) => {
      const points = table.rows.filter((row) => row.cells[index].mean !== null);
      const label = searchLabel(search);
      if (!points.length) return t('lab.experiments.chart.noValues', { label });
      const from = points[0];
      const to = points[points.length - 1];
      return t('lab.experiments.chart.series', {
        label,
        from: /** @type {number} */ (from.cells[index].mean),
        fromDepth: String(from.depth),
        to: /** @type {number} */ (to.cells[index].mean),
        toDepth: String(to.depth),
      });
    }),
  );
  const svg = node('svg', {
    class: 'experiment-chart-svg',
    width,
    height: HEIGHT,
    viewBox: `0 0 ${width} ${HEIGHT}`,
    role: 'img',
    'aria-label': t('lab.experiments.chart.name', { summary }),
  });

  const bottom = MARGIN.top + plotHeight;
  for (const tick of scale.ticks) {
    const ty = y(tick);
    svg.append(
      node('line', {
        class: 'grid-line',
        x1: MARGIN.left,
        x2: MARGIN.left + plotWidth,
        y1: ty,
        y2: ty,
      }),
    );
    svg.append(
      node(
        'text',
        { class: 'tick', x: MARGIN.left - 6, y: ty + 4, 'text-anchor': 'end' },
        shortNumber(tick),
      ),
    );
  }
  // Depth labels, thinned so they never touch on a phone.
  const every = Math.max(1, Math.ceil((depths.length * 26) / plotWidth));
  depths.forEach((depth, index) => {
    if (index % every !== 0 && index !== depths.length - 1) return;
    svg.append(
      node(
        'text',
        { class: 'tick', x: x(depth), y: bottom + 16, 'text-anchor': 'middle' },
        String(depth),
      ),
    );
  });
  svg.append(
    node(
      'text',
      {
        class: 'axis-title',
        x: MARGIN.left + plotWidth / 2,
        y: HEIGHT - 4,
        'text-anchor': 'middle',
      },
      t('lab.experiments.chart.axis'),
    ),
  );
  svg.append(
    node('line', {
      class: 'axis',
      x1: MARGIN.left,
      x2: MARGIN.left + plotWidth,
      y1: bottom,
      y2: bottom,
    }),
  );
  svg.append(
    node('line', { class: 'axis', x1: MARGIN.left, x2: MARGIN.left, y1: MARGIN.top, y2: bottom }),
  );

  table.searches.forEach((search, index) => {
    const group = node('g', { class: `series series-${search.id}` });
    // A line per run of consecutive depths with a value: an empty cell breaks it.
    let segment = [];
    const flush = () => {
      if (segment.length > 1)
        group.append(node('polyline', { class: `line dash-${index}`, points: segment.join(' ') }));
      segment = [];
    };
    for (const row of table.rows) {
      const mean = row.cells[index].mean;
      if (mean === null || !(mean > 0)) {
        flush();
        continue;
      }
      segment.push(`${x(row.depth)},${y(mean)}`);
    }
    flush();
    for (const row of table.rows) {
      const mean = row.cells[index].mean;
      if (mean !== null && mean > 0) group.append(marker(index, x(row.depth), y(mean)));
    }
    svg.append(group);
  });
  container.replaceChildren(svg);
}
