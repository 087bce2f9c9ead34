// CSV as spreadsheets read it: quoting, line ends, formula-looking text defused, and the reader
// the tests use to check downloads.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { parseCsv, toCsv } from '../../web/common/csv.js';

test('fields with commas, quotes or line breaks are quoted; lines end in CRLF', () => {
  assert.equal(
    toCsv([
      ['a', 'b'],
      ['1,2', 'say "hi"'],
      ['two\nlines', null],
    ]),
    'a,b\r\n"1,2","say ""hi"""\r\n"two\nlines",\r\n',
  );
});

test('text a spreadsheet would run as a formula is defused; numbers are left alone', () => {
  assert.equal(
    toCsv([['=1+1', '+cmd', '@x', '-5', '-2.5', '1e3']]),
    "'=1+1,'+cmd,'@x,-5,-2.5,1e3\r\n",
  );
});

test('parseCsv reads back what toCsv writes', () => {
  const rows = [
    ['step', 'move', 'board'],
    ['1', 'Move 8 "right"', '1,2\n3'],
    ['', '', 'x'],
  ];
  assert.deepEqual(parseCsv(toCsv(rows)), rows);
  assert.deepEqual(parseCsv('a,b\nc,d'), [
    ['a', 'b'],
    ['c', 'd'],
  ]);
});
