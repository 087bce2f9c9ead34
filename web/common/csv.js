// CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF line ends, and a field quoted
// when it holds a comma, quote or line break. A field that a spreadsheet would run as a formula
// (=, +, -, @ at the start, and not a number) gets a leading apostrophe.

function field(value) {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** @param {unknown[][]} rows the first row is the header */
export function toCsv(rows) {
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** Reads CSV written by toCsv (and most others): rows of string fields. */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (c === '"') quoted = false;
      else value += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(value);
      value = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(value);
      rows.push(row);
      row = [];
      value = '';
    } else value += c;
  }
  if (value !== '' || row.length) {
    row.push(value);
    rows.push(row);
  }
  return rows;
}
