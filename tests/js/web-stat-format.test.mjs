// How the progress figures read: times gone, and a time to think as the person chose it.
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

import { setLanguage, t } from '../../web/common/i18n.js';
import { formatDuration, formatElapsed, formatTimeLimit } from '../../web/common/stat-format.js';

afterEach(() => setLanguage('en'));

test('a time to think reads in whole seconds as typed, a fraction as a duration', () => {
  assert.equal(formatTimeLimit(30_000), '30 s');
  assert.equal(formatTimeLimit(3_600_000), '3,600 s');
  assert.equal(formatTimeLimit(2_500), '2.50 s');
  assert.equal(formatDuration(2_500), '2.50 s');
  assert.equal(formatDuration(12_345), '12.3 s');
});

test('Elapsed while thinking: the time gone of the time given, in each language', () => {
  const said = (lang) => {
    setLanguage(lang);
    return t('page.progress.elapsedOfThink', {
      elapsed: formatDuration(12_345),
      limit: formatTimeLimit(30_000),
    });
  };
  assert.equal(said('en'), '12.3 s of up to 30 s');
  assert.equal(said('de'), '12,3 s von höchstens 30 s');
  assert.match(said('es'), /^12,3 s de 30 s como máximo$/);
  assert.match(said('zh'), /^12\.3 .+（最多 30 .+）$/);
});

test('Elapsed names the time to think only while it runs', () => {
  const nbsp = '\u00a0';
  assert.equal(formatElapsed(4_150, 30_000), `4.15${nbsp}s of up to 30${nbsp}s`);
  assert.equal(formatElapsed(30_000, 30_000), `30.0${nbsp}s of up to 30${nbsp}s`);
  // A time to think shorter than the default's own work: the work runs on, "of up to" would lie.
  assert.equal(formatElapsed(3_500, 2_000), '3.50 s');
  assert.equal(formatElapsed(3_500, undefined), '3.50 s');
});
