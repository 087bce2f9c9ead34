// Handing things to the user: a file to save (a Blob, an object URL and a download link; works
// from file:// and in iframes whose sandbox allows downloads) or text for the clipboard.

export function downloadBlob(blob, fileName) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadText(text, fileName, type = 'text/plain') {
  downloadBlob(new Blob([text], { type: `${type};charset=utf-8` }), fileName);
}

/** Copies text to the clipboard; inside an iframe without clipboard permission, via a selection. */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.className = 'offscreen';
    area.setAttribute('aria-hidden', 'true');
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}
