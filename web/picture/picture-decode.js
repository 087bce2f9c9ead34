// Reading an image the user chose (file picker, drop, paste) into a small canvas: anything that
// is not an image, or that this browser cannot decode, becomes a PictureError with a sentence
// to show; a large image is scaled down at once (its long side to MAX_SIDE pixels) so the page
// never holds more than a few megabytes of picture.

import { t } from '../common/i18n.js';
import { fitWithin } from '../common/picture-geometry.js';

export const MAX_SIDE = 1600; // pixels on the long side of the picture the page keeps
const MAX_BYTES = 40 * 1024 * 1024; // refused before decoding: larger files are not photos
const KEPT_TYPE = 'image/jpeg';
const KEPT_QUALITY = 0.9;

/** A problem with the image, worded by a catalog message (`words()` words it again). */
export class PictureError extends Error {
  /** @param {string} key @param {Record<string, string>} [args] */
  constructor(key, args = {}) {
    super(t(key, args));
    this.words = () => t(key, args);
  }
}

// The file's name as the messages quote it; a pasted image has none.
const quoted = (name) => (name ? `“${String(name).slice(0, 60)}”` : t('page.picture.pastedItem'));

/**
 * Decodes `blob` into a canvas no larger than MAX_SIDE on its long side.
 * @param {Blob} blob @param {string} [name] the file's name, for messages
 * @returns {Promise<HTMLCanvasElement>}
 */
export async function decodePicture(blob, name = '') {
  if (blob.type && !blob.type.startsWith('image/')) {
    throw new PictureError('page.picture.notImage', { name: quoted(name), type: blob.type });
  }
  if (blob.size === 0) throw new PictureError('page.picture.empty', { name: quoted(name) });
  if (blob.size > MAX_BYTES) {
    throw new PictureError('page.picture.tooLarge', { name: quoted(name) });
  }
  let source;
  try {
    source = await decode(blob);
  } catch {
    throw new PictureError('page.picture.unreadable', { name: quoted(name) });
  }
  try {
    const width = source.width;
    const height = source.height;
    if (!(width > 0 && height > 0)) {
      throw new PictureError('page.picture.noPixels', { name: quoted(name) });
    }
    const size = fitWithin(width, height, MAX_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new PictureError('page.share.drawFailed');
    // A transparent image sits on white, as it would on a page (JPEG keeps no transparency).
    context.fillStyle = 'white';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(source, 0, 0, size.width, size.height);
    return canvas;
  } finally {
    if ('close' in source && typeof source.close === 'function') source.close();
  }
}

/**
 * An ImageBitmap where the browser makes one from a blob (no URL, so no CSP question);
 * otherwise, or for SVG, which some engines will not turn into a bitmap, an <img> from a data:
 * URL (the page's CSP allows data: images, not blob: ones).
 * @returns {Promise<ImageBitmap | HTMLImageElement>}
 */
async function decode(blob) {
  if (typeof createImageBitmap === 'function' && blob.type !== 'image/svg+xml') {
    try {
      return await createImageBitmap(blob);
    } catch {
      // fall through to the <img> path, which some engines decode more formats with
    }
  }
  const url = await new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
  const image = new Image();
  image.src = url;
  await image.decode();
  // An SVG without a size decodes as 0 × 0 (or 300 × 150): give it a square of its own.
  if (!image.naturalWidth || !image.naturalHeight) {
    image.width = MAX_SIDE;
    image.height = MAX_SIDE;
  }
  return image;
}

/** The canvas as compact bytes to keep (a JPEG), with its type. */
export function pictureBytes(canvas) {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      async (blob) => {
        if (!blob) {
          reject(new PictureError('page.picture.storeFailed'));
          return;
        }
        resolve({ type: blob.type || KEPT_TYPE, bytes: await blob.arrayBuffer() });
      },
      KEPT_TYPE,
      KEPT_QUALITY,
    );
  });
}
