// The startup guard (a classic script: it cannot import) gives the same advice as the client
// when the page is opened as a file, and index.html loads it before the app's module.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

import { PSEUDO_LANGUAGE_SWITCH } from '../../web/common/i18n.js';
import { failureSentence } from '../../web/solver/failure-sentence.js';

const read = (path) => readFile(new URL(`../../${path}`, import.meta.url), 'utf8');

test("the guard's file:// sentence is the client's", async () => {
  const guard = await read('web/app/startup-guard.js');
  const parts = /var FILE_SENTENCE = \[\s*'([^']*)',\s*OFFLINE_FILE,\s*'([^']*)',\s*\];/.exec(
    guard,
  );
  assert.ok(parts, 'FILE_SENTENCE is [before, OFFLINE_FILE, after]');
  assert.equal(`${parts[1]}npuzzle-lab.html${parts[2]}`, failureSentence('start-file'));
});

test('index.html runs the guard before the app module, as a file the CSP allows', async () => {
  const html = await read('index.html');
  const guard = html.indexOf('<script src="./web/app/startup-guard.js"></script>');
  const app = html.indexOf('<script type="module" src="./web/app.js"></script>');
  assert.ok(guard !== -1 && app !== -1 && guard < app);
  assert.doesNotMatch(html, /<script>/, 'no inline script: the CSP would need its hash');
});

// Runs the guard as a classic script in a bare context opened from a file (the case it reports at
// once) and returns the sentence it puts in the status, with the link's text and attributes.
// `session`: the tab's sessionStorage (the tests' pseudo-language switch lives there).
async function guardSays({ search = '', languages = [], session = {} } = {}) {
  const { runInNewContext } = await import('node:vm');
  const guard = await read('web/app/startup-guard.js');
  const listeners = {};
  const status = { textContent: 'Loading the solver…', parts: [] };
  status.append = (...parts) => status.parts.push(...parts);
  const document = {
    addEventListener: (type, listener) => (listeners[type] = listener),
    getElementById: (id) => (id === 'status' ? status : null),
    createElement: () => {
      const attributes = {};
      return { attributes, setAttribute: (name, value) => (attributes[name] = value) };
    },
  };
  const window = { sessionStorage: { getItem: (key) => session[key] ?? null } };
  window.top = window;
  window.self = window;
  runInNewContext(guard, {
    window,
    document,
    location: { protocol: 'file:', search },
    navigator: { languages, language: languages[0] },
    URLSearchParams,
    setTimeout: () => 0,
  });
  listeners.DOMContentLoaded();
  const [before, link, after] = status.parts;
  return { text: `${before}${link.textContent}${after}`, link };
}

test('the guard speaks the page’s language: the lang parameter, else the browser’s, else English', async () => {
  const english = await guardSays();
  assert.equal(english.text, failureSentence('start-file'));
  assert.equal(english.link.href, './npuzzle-lab.html');
  assert.equal(english.link.attributes.translate, 'no', 'a file name is in no language');
  const german = await guardSays({ search: '?lang=de', languages: ['es-MX'] });
  assert.match(
    german.text,
    /^Diese Seite wurde als Datei geöffnet.*npuzzle-lab\.html, die Offline/,
  );
  const spanish = await guardSays({ languages: ['fr-FR', 'es-MX'] });
  assert.match(spanish.text, /^Esta página se abrió como archivo.*npuzzle-lab\.html/);
  const chinese = await guardSays({ search: '?lang=zh-CN' });
  assert.match(chinese.text, /^此页面是作为文件打开的.*npuzzle-lab\.html。$/);
  const pseudo = await guardSays({
    search: '?lang=en-XA',
    languages: ['de'],
    session: { [PSEUDO_LANGUAGE_SWITCH]: '1' },
  });
  assert.equal(pseudo.text, `⟦${failureSentence('start-file')}⟧`);
  const pseudoFromALink = await guardSays({ search: '?lang=en-XA', languages: ['de'] });
  assert.match(pseudoFromALink.text, /^Diese Seite/, 'without the tests’ switch: the browser’s');
  const unknown = await guardSays({ search: '?lang=fr', languages: ['fr'] });
  assert.equal(unknown.text, failureSentence('start-file'));
});
