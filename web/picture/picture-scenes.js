// The built-in pictures, drawn here on a canvas (nothing downloaded, nobody's copyright): a
// mountain lake at sunset, hot-air balloons, and a patchwork quilt. Each is drawn the same way
// every time (a seeded random), with shapes large and distinct enough that a tile's slice can
// be placed by eye. Their colours are the artwork's own, not the page's (those are tokens).

import { seededRandom } from '../common/seeded-random.js';

const WIDTH = 1200;
const HEIGHT = 1000;

/**
 * `name` is the catalog key of the scene's name (t(name) words it).
 * @type {{id: string, name: string, draw: (c: CanvasRenderingContext2D) => void}[]}
 */
export const SCENES = [
  { id: 'lake', name: 'page.picture.sceneLake', draw: drawLake },
  { id: 'balloons', name: 'page.picture.sceneBalloons', draw: drawBalloons },
  { id: 'patchwork', name: 'page.picture.scenePatchwork', draw: drawPatchwork },
];

/** The scene `id` drawn on a new canvas; null for an unknown id. */
export function sceneCanvas(id) {
  const scene = SCENES.find((candidate) => candidate.id === id);
  if (!scene) return null;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return null;
  scene.draw(context);
  return canvas;
}

function gradient(c, y0, y1, stops) {
  const g = c.createLinearGradient(0, y0, 0, y1);
  stops.forEach(([at, colour]) => g.addColorStop(at, colour));
  return g;
}

function ridge(c, rand, base, amplitude, roughness, colour) {
  c.beginPath();
  c.moveTo(0, HEIGHT);
  let y = base;
  for (let x = 0; x <= WIDTH; x += 40) {
    y = Math.min(base + amplitude, Math.max(base - amplitude, y + (rand() - 0.5) * roughness));
    c.lineTo(x, y);
  }
  c.lineTo(WIDTH, HEIGHT);
  c.closePath();
  c.fillStyle = colour;
  c.fill();
}

function drawLake(c) {
  const rand = seededRandom(7);
  const horizon = 620;
  c.fillStyle = gradient(c, 0, horizon, [
    [0, '#1b2a6b'],
    [0.45, '#7b3f8c'],
    [0.8, '#f0774a'],
    [1, '#ffd27a'],
  ]);
  c.fillRect(0, 0, WIDTH, horizon);
  // Stars high up, the sun low over the ridge.
  c.fillStyle = '#fff8dc';
  for (let i = 0; i < 60; i++) c.fillRect(rand() * WIDTH, rand() * 220, 3, 3);
  c.beginPath();
  c.arc(820, 330, 80, 0, Math.PI * 2);
  c.fillStyle = '#ffe9a8';
  c.fill();
  ridge(c, rand, 430, 120, 90, '#5a3a78');
  ridge(c, rand, 500, 90, 80, '#3b2a5e');
  ridge(c, rand, 570, 50, 60, '#1f2445');
  // The lake: the sky upside down, darker, with the sun's path across it.
  c.fillStyle = gradient(c, horizon, HEIGHT, [
    [0, '#f4a261'],
    [0.3, '#6d3f7a'],
    [1, '#141c3d'],
  ]);
  c.fillRect(0, horizon, WIDTH, HEIGHT - horizon);
  c.fillStyle = '#ffe9a8';
  for (let i = 0; i < 14; i++) {
    const y = horizon + 12 + i * 22;
    const half = 70 - i * 4;
    c.fillRect(820 - half, y, half * 2, 5);
  }
  // A pine shore on the left, a boat on the right.
  c.fillStyle = '#0d1328';
  for (let x = -20; x < 420; x += 38) {
    const h = 120 + rand() * 160;
    c.beginPath();
    c.moveTo(x, horizon + 10);
    c.lineTo(x + 24, horizon - h);
    c.lineTo(x + 48, horizon + 10);
    c.fill();
  }
  c.fillRect(0, horizon, 440, 18);
  c.beginPath();
  c.moveTo(940, 800);
  c.lineTo(1100, 800);
  c.lineTo(1070, 835);
  c.lineTo(965, 835);
  c.closePath();
  c.fill();
  c.fillRect(1016, 700, 6, 100);
  c.beginPath();
  c.moveTo(1024, 705);
  c.lineTo(1024, 790);
  c.lineTo(1085, 790);
  c.closePath();
  c.fillStyle = '#f6e3c2';
  c.fill();
}

function drawBalloons(c) {
  const rand = seededRandom(11);
  c.fillStyle = gradient(c, 0, HEIGHT, [
    [0, '#3a86d9'],
    [0.7, '#a9d6f5'],
    [1, '#e8f6ff'],
  ]);
  c.fillRect(0, 0, WIDTH, HEIGHT);
  c.fillStyle = 'rgba(255, 255, 255, 0.85)';
  for (let i = 0; i < 7; i++) {
    const x = rand() * WIDTH;
    const y = 80 + rand() * 600;
    for (let k = 0; k < 4; k++) {
      c.beginPath();
      c.ellipse(x + k * 45, y + (k % 2) * 12, 70, 34, 0, 0, Math.PI * 2);
      c.fill();
    }
  }
  // Hills.
  c.fillStyle = '#5aa65a';
  c.beginPath();
  c.ellipse(300, 1060, 520, 200, 0, 0, Math.PI * 2);
  c.fill();
  c.fillStyle = '#3f8f4a';
  c.beginPath();
  c.ellipse(950, 1080, 560, 220, 0, 0, Math.PI * 2);
  c.fill();
  const balloons = [
    { x: 230, y: 260, r: 120, colours: ['#e63946', '#f1faee'] },
    { x: 620, y: 180, r: 150, colours: ['#ffb703', '#fb8500'] },
    { x: 980, y: 330, r: 110, colours: ['#7b2cbf', '#c77dff'] },
    { x: 420, y: 600, r: 85, colours: ['#2a9d8f', '#e9c46a'] },
    { x: 860, y: 660, r: 70, colours: ['#d62828', '#003049'] },
    { x: 110, y: 640, r: 55, colours: ['#f77f00', '#fcbf49'] },
  ];
  for (const { x, y, r, colours } of balloons) drawBalloon(c, x, y, r, colours);
}

function drawBalloon(c, x, y, r, colours) {
  c.save();
  c.beginPath();
  c.arc(x, y, r, Math.PI, 0);
  c.bezierCurveTo(x + r, y + r * 0.8, x + r * 0.3, y + r * 1.15, x + r * 0.18, y + r * 1.3);
  c.lineTo(x - r * 0.18, y + r * 1.3);
  c.bezierCurveTo(x - r * 0.3, y + r * 1.15, x - r, y + r * 0.8, x - r, y);
  c.closePath();
  c.fillStyle = colours[0];
  c.fill();
  c.clip();
  // Vertical gores in the second colour.
  c.fillStyle = colours[1];
  for (let k = -3; k <= 3; k += 2) c.fillRect(x + (k * r) / 4 - r / 8, y - r, r / 4, r * 2.4);
  c.restore();
  c.strokeStyle = '#5b3a1a';
  c.lineWidth = Math.max(2, r / 40);
  c.beginPath();
  c.moveTo(x - r * 0.18, y + r * 1.3);
  c.lineTo(x - r * 0.14, y + r * 1.55);
  c.moveTo(x + r * 0.18, y + r * 1.3);
  c.lineTo(x + r * 0.14, y + r * 1.55);
  c.stroke();
  c.fillStyle = '#8b5a2b';
  c.fillRect(x - r * 0.16, y + r * 1.55, r * 0.32, r * 0.24);
}

function drawPatchwork(c) {
  const rand = seededRandom(3);
  const palette = [
    '#e63946',
    '#f4a261',
    '#e9c46a',
    '#2a9d8f',
    '#264653',
    '#8ecae6',
    '#6a4c93',
    '#ff006e',
    '#06d6a0',
    '#fefae0',
  ];
  const cols = 6;
  const rows = 5;
  const w = WIDTH / cols;
  const h = HEIGHT / rows;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = col * w;
      const y = row * h;
      const a = palette[(row * cols + col) % palette.length];
      const b = palette[Math.floor(rand() * palette.length)];
      const fallback = palette[(row * cols + col + 4) % palette.length];
      const second = b === a ? fallback : b;
      c.fillStyle = a;
      c.fillRect(x, y, w, h);
      c.fillStyle = second;
      switch ((row * 7 + col * 3) % 5) {
        case 0: // two triangles
          c.beginPath();
          c.moveTo(x, y);
          c.lineTo(x + w, y + h);
          c.lineTo(x, y + h);
          c.fill();
          break;
        case 1: // a circle
          c.beginPath();
          c.arc(x + w / 2, y + h / 2, Math.min(w, h) * 0.36, 0, Math.PI * 2);
          c.fill();
          break;
        case 2: // stripes
          for (let k = 0; k < 4; k++) c.fillRect(x, y + (k * h) / 4, w, h / 8);
          break;
        case 3: // a diamond
          c.beginPath();
          c.moveTo(x + w / 2, y + 10);
          c.lineTo(x + w - 10, y + h / 2);
          c.lineTo(x + w / 2, y + h - 10);
          c.lineTo(x + 10, y + h / 2);
          c.fill();
          break;
        default: // a square in a square
          c.fillRect(x + w * 0.22, y + h * 0.22, w * 0.56, h * 0.56);
      }
      c.strokeStyle = 'rgba(0, 0, 0, 0.25)';
      c.lineWidth = 3;
      c.strokeRect(x + 1.5, y + 1.5, w - 3, h - 3);
    }
  }
}
