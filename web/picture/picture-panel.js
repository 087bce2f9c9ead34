// The Picture card: choose an image (file picker, drop on the card or the board, paste), pick
// a built-in one, crop it, zoom, numbers on or off, remove it. It shows what the controller
// tells it and reports what the user asks for; it never decides.

import { elementsById } from '../dom/elements.js';
import { t } from '../common/i18n.js';
import { liveText, wordsOf } from '../dom/live-text.js';
import { MAX_ZOOM, MIN_ZOOM } from '../common/picture-geometry.js';
import { PictureCrop } from './picture-crop.js';
import { SCENES } from './picture-scenes.js';

export class PicturePanel {
  #el;
  #crop;
  /** @type {Map<string, HTMLButtonElement>} */
  #sceneButtons = new Map();

  /**
   * @param {Document} root
   * @param {{onFile: (blob: Blob, name: string) => void, onScene: (id: string) => void,
   *   onRemove: () => void, onNumbers: (on: boolean) => void,
   *   onCrop: (crop: {cx: number, cy: number, zoom: number}, byKey: boolean) => void,
   *   onZoom: (zoom: number, byKey: boolean) => void}} handlers
   */
  constructor(root, handlers) {
    const el = elementsById(root, {
      card: 'picture-card',
      file: 'picture-file',
      remove: 'picture-remove',
      scenes: 'picture-scenes',
      message: 'picture-message',
      cropArea: 'picture-crop-area',
      crop: 'picture-crop',
      zoom: 'picture-zoom',
      numbers: 'picture-numbers',
    });
    this.#el = el;
    const zoom = /** @type {HTMLInputElement} */ (el.zoom);
    zoom.min = String(MIN_ZOOM);
    zoom.max = String(MAX_ZOOM);
    for (const scene of SCENES) {
      const button = document.createElement('button');
      button.type = 'button';
      liveText(button, () => t(scene.name));
      button.setAttribute('aria-pressed', 'false');
      button.addEventListener('click', () => handlers.onScene(scene.id));
      this.#sceneButtons.set(scene.id, button);
      el.scenes.append(button);
    }
    const file = /** @type {HTMLInputElement} */ (el.file);
    file.addEventListener('change', () => {
      const chosen = file.files?.[0];
      if (chosen) handlers.onFile(chosen, chosen.name);
      file.value = ''; // choosing the same file again is a change too
    });
    el.remove.addEventListener('click', () => handlers.onRemove());
    el.numbers.addEventListener('change', () =>
      handlers.onNumbers(/** @type {HTMLInputElement} */ (el.numbers).checked),
    );
    // The slider speaks its own value; the crop area's keys are announced by the owner.
    zoom.addEventListener('input', () => handlers.onZoom(Number(zoom.value), false));
    this.#crop = new PictureCrop(/** @type {HTMLCanvasElement} */ (el.crop), {
      onChange: handlers.onCrop,
      onZoom: handlers.onZoom,
    });
    const boardFrame = root.querySelector('.board-frame');
    for (const target of [el.card, boardFrame]) {
      if (target) this.#acceptDrops(/** @type {HTMLElement} */ (target), handlers.onFile);
    }
    root.addEventListener('paste', (event) => this.#paste(event, handlers.onFile));
  }

  /**
   * Shows the picture on the board: the crop control, the zoom, the numbers box, Remove.
   * @param {{image: CanvasImageSource & {width: number, height: number}, cols: number,
   *   rows: number, crop: {cx: number, cy: number, zoom: number}, numbers: boolean,
   *   sceneId: string | null}} shown
   */
  show({ image, cols, rows, crop, numbers, sceneId }) {
    const el = this.#el;
    el.cropArea.hidden = false;
    el.remove.hidden = false;
    /** @type {HTMLInputElement} */ (el.zoom).value = String(crop.zoom);
    /** @type {HTMLInputElement} */ (el.numbers).checked = numbers;
    this.#pressScene(sceneId);
    this.#crop.show(image, cols, rows, crop);
  }

  /** No picture: plain numbered tiles. */
  showNone() {
    const el = this.#el;
    // Remove hides itself: hand its focus to the file chooser rather than dropping it.
    const hadFocus = document.activeElement === el.remove;
    el.cropArea.hidden = true;
    el.remove.hidden = true;
    this.#pressScene(null);
    if (hadFocus) el.file.focus();
  }

  /**
   * A problem with the image chosen (null clears it).
   * @param {import('../dom/live-text.js').LiveText | null} text
   */
  showError(text) {
    liveText(this.#el.message, text ?? '');
    this.#el.message.hidden = !wordsOf(text ?? '');
  }

  #pressScene(sceneId) {
    for (const [id, button] of this.#sceneButtons) {
      button.setAttribute('aria-pressed', String(id === sceneId));
    }
  }

  #acceptDrops(target, onFile) {
    const carriesFiles = (event) => [...(event.dataTransfer?.types ?? [])].includes('Files');
    target.addEventListener('dragover', (event) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
      target.classList.add('is-drop-target');
    });
    target.addEventListener('dragleave', () => target.classList.remove('is-drop-target'));
    target.addEventListener('drop', (event) => {
      target.classList.remove('is-drop-target');
      const dropped = event.dataTransfer?.files?.[0];
      if (!dropped) return;
      event.preventDefault();
      onFile(dropped, dropped.name);
    });
  }

  /** An image pasted anywhere but into a text field that is given text too. */
  #paste(event, onFile) {
    const data = event.clipboardData;
    if (!data) return;
    const pasted = data.files?.[0];
    if (!pasted) return;
    const target = event.target;
    const typing =
      target instanceof HTMLElement && target.matches('textarea, input:not([type=file])');
    if (typing && data.types.includes('text/plain')) return;
    event.preventDefault();
    onFile(pasted, pasted.name || '');
  }
}
