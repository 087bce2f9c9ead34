// Picture tiles: holds the picture (a small canvas: a built-in scene or the user's image,
// scaled down), its crop and whether numbers show; cuts it for the board's shape whenever that
// changes, and hands it to the board (BoardView.setPicture), the lab's mini-boards
// (setMiniBoardPicture) and the exports (exportPicture). The picture is one image, set once on
// the page's root as `--picture` (a data: URL, which the page's CSP allows for images), that
// every tile shows a slice of.
//
// It is kept in IndexedDB (picture-store.js) and restored on reload; clearPicture() from
// anywhere in the page removes it here too.

import { setMiniBoardPicture } from '../dom/mini-board.js';
import { DEFAULT_CROP, cropFrame, fitWithin, zoomCrop } from '../common/picture-geometry.js';
import { formatNumber, t } from '../common/i18n.js';
import { PictureError, decodePicture, pictureBytes } from './picture-decode.js';
import { PicturePanel } from './picture-panel.js';
import { SCENES, sceneCanvas } from './picture-scenes.js';
import { clearPicture, loadPicture, onPictureChange, savePicture } from './picture-store.js';

const BOARD_SIDE = 1024; // pixels on the long side of the cut picture the tiles show
const SAVE_DELAY_MS = 400; // crop drags and key repeats are kept once they pause

export class PictureController {
  #state;
  #boardView;
  #announce;
  #panel;
  /** @type {HTMLCanvasElement | null} the whole picture */
  #image = null;
  /** @type {{kind: 'scene', id: string} | {kind: 'file', name: string, type: string, bytes: ArrayBuffer} | null} */
  #source = null;
  #crop = { ...DEFAULT_CROP };
  #numbers = true;
  /** @type {{canvas: HTMLCanvasElement, href: string, cols: number, rows: number} | null} */
  #cut = null;
  #shape = ''; // cols×rows the picture was last cut for
  #goalKey = '';
  #frameRequest = 0;
  #saveTimer = 0;
  #loadToken = 0; // a newer choice wins over a slower earlier one
  #ownClears = 0; // clears of ours under way

  /**
   * @param {Document} root
   * @param {{state: import('../state/page-state.js').PageState,
   *   boardView: import('../board/board-view.js').BoardView, announce: (text: string) => void}} parts
   */
  constructor(root, { state, boardView, announce }) {
    this.#state = state;
    this.#boardView = boardView;
    this.#announce = announce;
    this.#panel = new PicturePanel(root, {
      onFile: (blob, name) => this.#chooseFile(blob, name),
      onScene: (id) => this.#chooseScene(id),
      onRemove: () => void this.remove(),
      onNumbers: (on) => this.#setNumbers(on),
      onCrop: (crop, byKey) => this.#setCrop(crop, byKey),
      onZoom: (zoom, byKey) => this.#setZoom(zoom, byKey),
    });
    // Someone else forgot the picture (Start fresh): drop it here too. Not our own clear, which
    // may finish after a new picture was chosen.
    onPictureChange(({ reason }) => {
      if (reason === 'cleared' && this.#ownClears === 0 && this.#image) this.#drop();
    });
  }

  /** Whether a picture is on. */
  get active() {
    return this.#image !== null;
  }

  /** Brings back the picture kept in this browser, if any (not in embed mode). */
  async restore() {
    if (this.#state.embed) return;
    const token = ++this.#loadToken;
    const record = await loadPicture();
    if (!record || token !== this.#loadToken) return;
    try {
      const image = await imageOf(record.source);
      if (token !== this.#loadToken) return;
      this.#use(image, record.source, record.crop ?? DEFAULT_CROP, record.numbers !== false);
    } catch {
      // A stored picture this browser cannot read any more: forget it, quietly.
      await this.#forget();
    }
  }

  /**
   * Removes the picture (and forgets it): plain numbered tiles again. It is said once this browser
   * has forgotten it too, so "removed" holds for the next visit (a page closed at once keeps it).
   */
  async remove() {
    this.#loadToken++;
    this.#drop();
    await this.#forget();
    this.#announce(t('page.picture.removed'));
  }

  async #forget() {
    this.#ownClears++;
    try {
      await clearPicture();
    } finally {
      this.#ownClears--;
    }
  }

  /** The board or its goal may have changed: cut the picture again for a new shape. */
  boardChanged() {
    if (!this.#image) return;
    const { width, height, goal } = this.#state;
    const goalKey = goal ? goal.join(',') : '';
    if (`${width}x${height}` !== this.#shape) this.#render();
    else if (goalKey !== this.#goalKey) this.#shareWithMiniBoards();
  }

  /**
   * The picture as the exports draw it, or null: the cut picture for the board's shape, as a
   * canvas (PNG) and a data: URL (SVG).
   * @returns {{image: HTMLCanvasElement, href: string, width: number, height: number,
   *   numbers: boolean} | null}
   */
  exportPicture() {
    const cut = this.#cut;
    const { width, height } = this.#state;
    if (!cut || cut.cols !== width || cut.rows !== height) return null;
    const { canvas, href } = cut;
    return {
      image: canvas,
      href,
      width: canvas.width,
      height: canvas.height,
      numbers: this.#numbers,
    };
  }

  async #chooseFile(blob, name) {
    const token = ++this.#loadToken;
    this.#panel.showError(null);
    try {
      const image = await decodePicture(blob, name);
      const { type, bytes } = await pictureBytes(image);
      if (token !== this.#loadToken) return;
      this.#use(image, { kind: 'file', name, type, bytes }, DEFAULT_CROP, this.#numbers);
      this.#announce(
        name ? t('page.picture.namedOnTiles', { name: `“${name}”` }) : t('page.picture.onTiles'),
      );
      this.#saveNow();
    } catch (error) {
      if (token !== this.#loadToken) return;
      const words = error instanceof PictureError ? error.words : () => t('page.picture.unusable');
      this.#panel.showError(words);
      this.#announce(words());
    }
  }

  #chooseScene(id) {
    const image = sceneCanvas(id);
    if (!image) return;
    this.#loadToken++;
    this.#panel.showError(null);
    this.#use(image, { kind: 'scene', id }, DEFAULT_CROP, this.#numbers);
    const scene = SCENES.find((candidate) => candidate.id === id);
    this.#announce(t('page.picture.namedOnTiles', { name: scene ? t(scene.name) : id }));
    this.#saveNow();
  }

  #use(image, source, crop, numbers) {
    this.#image = image;
    this.#source = source;
    this.#crop = { ...DEFAULT_CROP, ...crop };
    this.#numbers = numbers;
    this.#render();
  }

  #drop() {
    this.#image = null;
    this.#source = null;
    this.#cut = null;
    this.#shape = '';
    cancelAnimationFrame(this.#frameRequest);
    this.#frameRequest = 0;
    clearTimeout(this.#saveTimer);
    document.documentElement.style.removeProperty('--picture');
    this.#boardView.setPicture(null);
    setMiniBoardPicture(null);
    this.#panel.showNone();
  }

  #setNumbers(on) {
    this.#numbers = on;
    if (!this.#image) return;
    this.#render();
    this.#announce(t(on ? 'page.picture.numbersShown' : 'page.picture.numbersHidden'));
    this.#saveSoon();
  }

  #setCrop(crop, byKey) {
    if (!this.#image) return;
    this.#crop = crop;
    this.#renderSoon();
    this.#saveSoon();
    if (byKey) this.#announce(this.#whereFrame());
  }

  #setZoom(zoom, byKey) {
    const image = this.#image;
    if (!image) return;
    const { width, height } = this.#state;
    this.#crop = zoomCrop(image.width, image.height, width, height, this.#crop, zoom);
    this.#renderSoon();
    this.#saveSoon();
    if (byKey) {
      const zoomed = formatNumber(this.#crop.zoom, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      this.#announce(t('page.picture.zoom', { zoom: zoomed, frame: this.#whereFrame() }));
    }
  }

  /** Where the crop frame is, in words, for a screen reader after a key moved it. */
  #whereFrame() {
    const image = this.#image;
    if (!image) return '';
    const { width, height } = this.#state;
    const frame = cropFrame(image.width, image.height, width, height, this.#crop);
    const percent = (value, whole) => Math.round((value / whole) * 100);
    return t('page.picture.frame', {
      left: percent(frame.x, image.width),
      top: percent(frame.y, image.height),
    });
  }

  /** Renders at the next frame: a drag sends more moves than a screen shows. */
  #renderSoon() {
    if (this.#frameRequest) return;
    this.#frameRequest = requestAnimationFrame(() => {
      this.#frameRequest = 0;
      this.#render();
    });
  }

  /** Cuts the crop out at the board's shape and shows it everywhere. */
  #render() {
    const image = this.#image;
    if (!image) return;
    const { width: cols, height: rows } = this.#state;
    const frame = cropFrame(image.width, image.height, cols, rows, this.#crop);
    const size = fitWithin(frame.width, frame.height, BOARD_SIDE);
    // Reuse the canvas while the shape stays: a drag redraws it many times.
    const canvas =
      this.#cut && this.#cut.canvas.width === size.width && this.#cut.canvas.height === size.height
        ? this.#cut.canvas
        : document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.drawImage(
      image,
      frame.x,
      frame.y,
      frame.width,
      frame.height,
      0,
      0,
      size.width,
      size.height,
    );
    const href = canvas.toDataURL('image/jpeg', 0.9);
    this.#cut = { canvas, href, cols, rows };
    this.#shape = `${cols}x${rows}`;
    document.documentElement.style.setProperty('--picture', `url("${href}")`);
    this.#boardView.setPicture({ cols, rows, numbers: this.#numbers });
    this.#shareWithMiniBoards();
    this.#panel.show({
      image,
      cols,
      rows,
      crop: this.#crop,
      numbers: this.#numbers,
      sceneId: this.#source?.kind === 'scene' ? this.#source.id : null,
    });
  }

  #shareWithMiniBoards() {
    const { width: cols, height: rows, goal } = this.#state;
    this.#goalKey = goal ? goal.join(',') : '';
    setMiniBoardPicture({ cols, rows, goal, numbers: this.#numbers });
  }

  #saveSoon() {
    clearTimeout(this.#saveTimer);
    this.#saveTimer = window.setTimeout(() => this.#saveNow(), SAVE_DELAY_MS);
  }

  #saveNow() {
    clearTimeout(this.#saveTimer);
    if (!this.#source) return;
    const record = { source: this.#source, crop: this.#crop, numbers: this.#numbers };
    savePicture(record).then((kept) => {
      if (!kept && this.#source === record.source) {
        this.#panel.showError(() => t('page.picture.notKept'));
      }
    });
  }
}

/** The whole picture of a stored source. */
async function imageOf(source) {
  if (source.kind === 'scene') {
    const canvas = sceneCanvas(source.id);
    if (!canvas) throw new Error(`no scene ${source.id}`);
    return canvas;
  }
  if (source.kind === 'file' && source.bytes) {
    return decodePicture(new Blob([source.bytes], { type: source.type || 'image/jpeg' }));
  }
  throw new Error('unknown picture source');
}
