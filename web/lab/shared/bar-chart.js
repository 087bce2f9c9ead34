// A horizontal bar chart on a log scale, drawn as inline SVG (styled by the page's CSS, so it
// follows the light and dark schemes). Each bar has its label above it, so long names fit on a
// phone; values that are only lower bounds (a run stopped before its answer) are drawn hatched
// and marked "≥". The chart is an image with a summary for screen readers; the numbers are in
// the table beside it.

import { formatNumber, t } from '../../common/i18n.js';
import { logScale } from './compare-stats.js';
import { semicolonList } from './lab-words.js';

const SVG = 'http://www.w3.org/2000/svg';
const ROW = 42;
const AXIS = 30;
const TOP = 4;
const MIN_TICK_SPACING = 52; // px between tick labels, so "100 kB" and "1 MB" never touch

function node(name, attributes = {}, text) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * 1, 10, 100, 1k, 10k, … for the axis (powers of ten, so SI prefixes read exactly); with the
 * unit 'B' the bytes' ticks: 100 B, 1 kB, 10 MB. Each language writes them its way.
 */
export function shortNumber(value, unit = '') {
  const [scaled, prefix] =
    value >= 1e9
      ? [value / 1e9, 'giga']
      : value >= 1e6
        ? [value / 1e6, 'mega']
        : value >= 1e3
          ? [value / 1e3, 'kilo']
          : [value, 'one'];
  const kind = unit === 'B' ? 'bytes' : 'count';
  return t(`lab.chart.${kind}.${prefix}`, { value: formatNumber(scaled) });
}

/**
 * @param {HTMLElement} container emptied and filled with the chart
 * @param {{label: string, value: number | null, lowerBound?: boolean, kind?: string}[]} bars
 * @param {{title: string, format: (value: number) => string, tickFormat?: (v: number) => string,
 *   unit?: string}} options
 */
export function renderBarChart(container, bars, { title, format, tickFormat = shortNumber }) {
  const width = Math.max(280, Math.round(container.clientWidth || 640));
  const scale = logScale(bars.map((bar) => bar.value));
  if (!scale) {
    const empty = document.createElement('p');
    empty.className = 'hint';
    empty.textContent = t('lab.chart.empty');
    container.replaceChildren(empty);
    return;
  }
  const valueRoom = 96;
  const left = 24; // room for half of the first tick's label
  const plot = width - left - valueRoom;
  const height = TOP + bars.length * ROW + AXIS;
  const summary = semicolonList(
    bars.map((bar) =>
      bar.value === null
        ? t('lab.chart.none', { label: bar.label })
        : t(bar.lowerBound ? 'lab.chart.atLeast' : 'lab.chart.value', {
            label: bar.label,
            value: format(bar.value),
          }),
    ),
  );
  const svg = node('svg', {
    class: 'bar-chart',
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    role: 'img',
    'aria-label': t('lab.chart.name', { title, summary }),
  });

  const axisY = TOP + bars.length * ROW;
  // Every decade gets a grid line; on a narrow chart only every second or third one a label.
  const spacing = plot / Math.max(1, scale.ticks.length - 1);
  const labelEvery = Math.max(1, Math.ceil(MIN_TICK_SPACING / spacing));
  scale.ticks.forEach((tick, index) => {
    const x = left + scale.position(tick) * plot;
    svg.append(node('line', { class: 'grid-line', x1: x, x2: x, y1: TOP, y2: axisY }));
    if (index % labelEvery !== 0) return;
    svg.append(
      node('text', { class: 'tick', x, y: axisY + 16, 'text-anchor': 'middle' }, tickFormat(tick)),
    );
  });
  svg.append(node('line', { class: 'axis', x1: left, x2: left + plot, y1: axisY, y2: axisY }));

  const pattern = node('pattern', {
    id: `hatch-${Math.random().toString(36).slice(2)}`,
    width: 6,
    height: 6,
    patternUnits: 'userSpaceOnUse',
    patternTransform: 'rotate(45)',
  });
  pattern.append(node('rect', { class: 'hatch-bg', width: 6, height: 6 }));
  pattern.append(node('line', { class: 'hatch-line', x1: 0, y1: 0, x2: 0, y2: 6 }));
  const defs = node('defs');
  defs.append(pattern);
  svg.append(defs);

  bars.forEach((bar, index) => {
    const y = TOP + index * ROW;
    svg.append(node('text', { class: 'bar-label', x: 4, y: y + 13 }, bar.label));
    if (bar.value === null || !(bar.value > 0)) {
      svg.append(node('text', { class: 'bar-value', x: left, y: y + 32 }, t('lab.chart.noValue')));
      return;
    }
    const length = Math.max(2, scale.position(bar.value) * plot);
    const rect = node('rect', {
      class: `bar ${bar.kind ? `bar-${bar.kind}` : ''}`.trim(),
      x: left,
      y: y + 19,
      width: length,
      height: 15,
      rx: 3,
    });
    if (bar.lowerBound) rect.setAttribute('fill', `url(#${pattern.id})`);
    svg.append(rect);
    svg.append(
      node(
        'text',
        { class: 'bar-value', x: left + length + 6, y: y + 31 },
        `${bar.lowerBound ? '≥ ' : ''}${format(bar.value)}`,
      ),
    );
  });
  container.replaceChildren(svg);
}
