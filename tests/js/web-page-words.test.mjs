// The page's sentences (web/shell/status-messages.js, move-words.js, play-panel.js, url-state.js)
// in each language: English exactly as docs/contracts.md §4 and the browser tests read it, the
// other languages from their catalogs with the same figures, and the solver's own reasons worded
// by their id when the answer carries one (web/common/solver-message.js).
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

import { setLanguage } from '../../web/common/i18n.js';
import { moveLabel, movesLabel, stepsLabel } from '../../web/common/move-words.js';
import { playHeadline } from '../../web/play/play-panel.js';
import { checkMessage, resultMessage } from '../../web/shell/status-messages.js';
import { LAB_PANEL_IDS } from '../../web/lab/lab-panels.js';
import { readUrlState as readUrlStateOf } from '../../web/state/url-state.js';

const readUrlState = (search) => readUrlStateOf(search, { labPanels: LAB_PANEL_IDS });

afterEach(() => setLanguage('en'));

test('English keeps the contract’s sentences, digits unformatted', () => {
  assert.equal(stepsLabel(1), 'Solution requires 1 step');
  assert.equal(stepsLabel(31), 'Solution requires 31 steps');
  assert.equal(stepsLabel(12345), 'Solution requires 12345 steps');
  assert.equal(moveLabel(15, 'D'), 'Move 15 down');
  assert.equal(movesLabel(1), '1 move');
  assert.equal(resultMessage({ status: 'solved', length: 2 }), 'Solution requires 2 steps');
  assert.equal(resultMessage({ status: 'cancelled' }), 'Search cancelled.');
  assert.equal(
    resultMessage(
      {
        status: 'limit',
        error:
          'memory budget reached after 10 expansions; IDA* or weighted A* needs far less memory',
        errorId: 'memory-budget-reached',
        errorArgs: { expanded: 10 },
      },
      { maxMemoryMB: 64 },
    ),
    'The search reached its memory budget of 64 MB and stopped without a solution.',
  );
  assert.equal(
    resultMessage(
      {
        status: 'limit',
        error: 'time limit of 5 s reached',
        errorId: 'time-limit',
        errorArgs: { seconds: 5 },
      },
      { maxMemoryMB: 64 },
    ),
    'The search stopped at its limit: time limit of 5 s reached.',
    'a time limit is no memory budget, whatever MB the page holds',
  );
  assert.equal(checkMessage({ status: 'ok', solvable: true }), 'Ready to solve.');
  assert.equal(
    checkMessage({ status: 'invalid', error: 'tile 7 appears twice' }),
    'Invalid board: tile 7 appears twice.',
  );
});

test('German, Spanish and Chinese word the same figures', () => {
  setLanguage('de');
  assert.equal(stepsLabel(1), 'Die Lösung braucht 1 Schritt');
  assert.equal(stepsLabel(31), 'Die Lösung braucht 31 Schritte');
  assert.equal(moveLabel(15, 'D'), '15 nach unten schieben');
  assert.equal(movesLabel(12345), '12.345 Züge');
  assert.equal(checkMessage({ status: 'ok', solvable: true }), 'Bereit zum Lösen.');
  assert.equal(playHeadline(3, { value: 3, exact: true }), '3 Züge – der kürzeste Weg hat 3');
  setLanguage('es');
  assert.equal(stepsLabel(31), 'La solución requiere 31 pasos');
  assert.equal(moveLabel(4, 'L'), 'Mover el 4 a la izquierda');
  assert.equal(resultMessage({ status: 'cancelled' }), 'Búsqueda cancelada.');
  setLanguage('zh');
  assert.equal(stepsLabel(31), '解法需要 31 步');
  assert.equal(moveLabel(4, 'U'), '将 4 向上移动');
});

test('a reason from the solver with an id is worded by the catalog; without one, as it came', () => {
  setLanguage('de');
  // No id: the core's English is all there is, kept word for word inside the page's sentence.
  assert.equal(
    checkMessage({ status: 'invalid', error: 'tile 7 appears twice' }),
    'Ungültiges Brett: tile 7 appears twice.',
  );
  // An id no catalog knows (a newer core): its English again.
  assert.equal(
    checkMessage({ status: 'invalid', error: 'a new problem', errorId: 'no-such-id' }),
    'Ungültiges Brett: a new problem.',
  );
});

test('ignored URL parameters are named in the language on show, the parameter as the URL has it', () => {
  setLanguage('de');
  const { problems } = readUrlState('?speed=999&lab=nowhere');
  assert.deepEqual(problems, [
    'Parameter „speed“ ignoriert: erwartet werden Züge pro Sekunde von 0.25 bis 60.',
    `Parameter „lab“ ignoriert: erwartet wird eines von ${LAB_PANEL_IDS.join(', ')}.`,
  ]);
  setLanguage('en');
  assert.match(readUrlState('?speed=999').problems[0], /^Ignored the "speed" parameter: expected/);
});
