// Share and export: copy the page's link or an embed code, and download the board as a PNG or
// SVG picture. What to share comes from the page (`shareQuery`), so this module holds no state.

import { boardSvg, drawBoard, boardLayout } from './board-image.js';
import { copyText, downloadBlob, downloadText } from '../dom/downloads.js';
import { elementsById } from '../dom/elements.js';
import { embedSize, iframeCode, pageAddress } from './embed-code.js';
import { boardRows } from '../dom/mini-board.js';
import { fileStem } from '../common/solution-export.js';
import { onLanguageChange, t } from '../common/i18n.js';
import { puzzleName } from '../puzzle/puzzle-panel.js';

export class SharePanel {
  #el;
  #context;

  /**
   * @param {ParentNode} root
   * @param {{shareQuery: (options: {embed: boolean, lab: boolean}) => string,
   *   board: () => {tiles: number[], width: number, height: number, goal: number[] | null,
   *     picture?: import('./board-image.js').ExportPicture | null},
   *   labOpen: () => string | null,
   *   confirm: (control: HTMLElement, text: import('../dom/live-text.js').LiveText) => void}}
   *   context `confirm`: says what a button did, beside it
   */
  constructor(root, context) {
    const elements = elementsById(root, {
      copyLink: 'copy-link',
      copyEmbed: 'copy-embed',
      details: 'embed-details',
      code: 'embed-code',
      includeLab: 'embed-lab',
      png: 'export-png',
      svg: 'export-svg',
    });
    this.#el = elements;
    this.#context = context;
    elements.copyLink.addEventListener('click', () => this.#copyLink());
    elements.copyEmbed.addEventListener('click', () => this.#copyEmbed());
    elements.includeLab.addEventListener('change', () => this.refresh());
    elements.details.addEventListener('toggle', () => this.refresh());
    elements.png.addEventListener('click', () => this.#downloadPng());
    elements.svg.addEventListener('click', () => this.#downloadSvg());
    // The code on show carries the frame's title in the language on show (and `lang` in its
    // address): a new language words it again.
    onLanguageChange(() => this.refresh());
  }

  /** The embed code for the page as it is now. */
  embedCode() {
    const lab = this.#el.includeLab.checked ? this.#context.labOpen() : null;
    const query = this.#context.shareQuery({ embed: true, lab: Boolean(lab) });
    return iframeCode(pageAddress(location.href) + query, {
      title: this.#title(),
      ...embedSize(lab),
    });
  }

  /** Keeps the shown embed code current while its disclosure is open. */
  refresh() {
    if (this.#el.details.open) this.#el.code.value = this.embedCode();
  }

  async #copyLink() {
    const link = pageAddress(location.href) + this.#context.shareQuery({ embed: false, lab: true });
    const copied = await copyText(link);
    this.#context.confirm(this.#el.copyLink, () =>
      copied ? t('page.share.linkCopied') : t('page.share.copyThisLink', { link }),
    );
  }

  async #copyEmbed() {
    const code = this.embedCode();
    this.#el.details.open = true;
    this.#el.code.value = code;
    const copied = await copyText(code);
    this.#context.confirm(this.#el.copyEmbed, () =>
      t(copied ? 'page.share.embedCopied' : 'page.share.selectEmbed'),
    );
  }

  /**
   * The embed's title (the frame's accessible name on the course page): the puzzle's name (or
   * size) and its board, in the language on show, which the embedded page keeps (`lang`).
   */
  #title() {
    const { tiles, width, height } = this.#context.board();
    const name = width === height ? puzzleName(width) : null;
    const puzzle = name ?? t('page.share.slidingPuzzle', { size: `${width}×${height}` });
    return t('page.share.embedTitle', { puzzle, board: boardRows(tiles, width) });
  }

  #theme() {
    return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }

  #downloadSvg() {
    const { tiles, width, height, goal, picture } = this.#context.board();
    const svg = boardSvg(tiles, width, height, { goal, theme: this.#theme(), picture });
    downloadText(svg, `${fileStem(tiles, width, height)}.svg`, 'image/svg+xml');
  }

  #downloadPng() {
    const { tiles, width, height, goal, picture } = this.#context.board();
    const cell = 80;
    const scale = 2;
    const layout = boardLayout(tiles, width, height, { goal, cell });
    const canvas = document.createElement('canvas');
    canvas.width = layout.width * scale;
    canvas.height = layout.height * scale;
    drawBoard(canvas.getContext('2d'), tiles, width, height, {
      goal,
      theme: this.#theme(),
      cell,
      scale,
      picture,
    });
    canvas.toBlob((blob) => {
      if (blob) downloadBlob(blob, `${fileStem(tiles, width, height)}.png`);
      else this.#context.confirm(this.#el.png, () => t('page.share.drawFailed'));
    }, 'image/png');
  }
}
