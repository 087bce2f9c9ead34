// A classic script that runs before the page's modules and makes sure the page never says
// "Loading the solver…" for good when those modules cannot run at all. Classic scripts load
// where module scripts do not: from file://, and in a sandboxed frame whose server sends no CORS
// headers (an opaque origin fetches module scripts in CORS mode). Once the app's module has run,
// the solver client (solver-client.js) turns every later failure into a sentence itself.
//
// An external file rather than an inline script, so the site's CSP needs no hash for it
// (script-src 'self'); the offline file, whose scripts are all inline, leaves it out.
//
// Its few sentences are in this file in every language of the page, not in web/i18n/: a classic
// script cannot import the catalogs, and what it reports is exactly that the modules did not run.
// It picks the language as web/common/i18n.js does, from what it can see before any module: the
// `lang` URL parameter, else the browser's languages, else English (`en-XA`, the pseudo-language
// of the tests, wraps the English in ⟦ ⟧). Keep the sentences in step with the catalogs' words.
(function () {
  'use strict';

  var OFFLINE_FILE = 'npuzzle-lab.html';
  // Longer than the client's own start timeout, so its more precise sentence comes first.
  var TIMEOUT_MS = 25000;
  var appRan = false;
  var failed = false;

  // The same advice as solver-failures.js's 'start-file' (tests/js/web-startup-guard.test.mjs).
  var FILE_SENTENCE = [
    'This page was opened as a file, and browsers do not run its solver from a file. Open ',
    OFFLINE_FILE,
    ', the offline version in the same folder, instead.',
  ];

  // Each sentence as [before, after] the offline file's name, by language.
  var SENTENCES = {
    en: {
      file: [FILE_SENTENCE[0], FILE_SENTENCE[2]],
      frame: [
        'This page could not load its scripts inside this frame, so the solver cannot start. ' +
          'Open the page in its own tab, or use the offline file ',
        '.',
      ],
      script: [
        'This page could not load its scripts, so the solver cannot start. Check the ' +
          'connection and reload the page, or use the offline file ',
        '.',
      ],
      timeout: [
        'This page is taking too long to load its scripts. Check the connection and reload the ' +
          'page, or use the offline file ',
        '.',
      ],
    },
    es: {
      file: [
        'Esta página se abrió como archivo, y los navegadores no ejecutan su solucionador desde ' +
          'un archivo. Abre ',
        ', la versión sin conexión de la misma carpeta.',
      ],
      frame: [
        'Esta página no pudo cargar sus scripts dentro de este marco, así que el solucionador no ' +
          'puede arrancar. Abre la página en su propia pestaña o usa el archivo sin conexión ',
        '.',
      ],
      script: [
        'Esta página no pudo cargar sus scripts, así que el solucionador no puede arrancar. ' +
          'Comprueba la conexión y recarga la página, o usa el archivo sin conexión ',
        '.',
      ],
      timeout: [
        'Esta página tarda demasiado en cargar sus scripts. Comprueba la conexión y recarga la ' +
          'página, o usa el archivo sin conexión ',
        '.',
      ],
    },
    de: {
      file: [
        'Diese Seite wurde als Datei geöffnet, und Browser führen ihren Löser nicht aus einer ' +
          'Datei aus. Öffne stattdessen ',
        ', die Offline-Version im selben Ordner.',
      ],
      frame: [
        'Diese Seite konnte ihre Skripte in diesem Rahmen nicht laden, daher kann der Löser ' +
          'nicht starten. Öffne die Seite in einem eigenen Tab oder nutze die Offline-Datei ',
        '.',
      ],
      script: [
        'Diese Seite konnte ihre Skripte nicht laden, daher kann der Löser nicht starten. ' +
          'Prüfe die Verbindung und lade die Seite neu, oder nutze die Offline-Datei ',
        '.',
      ],
      timeout: [
        'Diese Seite braucht zu lange, um ihre Skripte zu laden. Prüfe die Verbindung und lade ' +
          'die Seite neu, oder nutze die Offline-Datei ',
        '.',
      ],
    },
    zh: {
      file: [
        '此页面是作为文件打开的，浏览器不会从文件运行它的求解器。请改为打开同一文件夹中的离线版本 ',
        '。',
      ],
      frame: [
        '此页面无法在这个框架中加载脚本，因此求解器无法启动。请在单独的标签页中打开页面，或使用离线文件 ',
        '。',
      ],
      script: [
        '此页面无法加载脚本，因此求解器无法启动。请检查网络连接并重新加载页面，或使用离线文件 ',
        '。',
      ],
      timeout: ['此页面加载脚本的时间太长。请检查网络连接并重新加载页面，或使用离线文件 ', '。'],
    },
  };

  // The page's language, chosen as web/common/i18n.js chooses it (a remembered choice is the
  // modules' to read): the URL's `lang`, else the first of the browser's languages we have.
  function pickLanguage() {
    var tags = [];
    try {
      var asked = new URLSearchParams(location.search).get('lang');
      if (asked) tags.push(asked);
    } catch (error) {
      // no URLSearchParams: the browser's languages decide
    }
    if (tags.length && tags[0].trim().toLowerCase() === 'en-xa') {
      if (pseudoLanguageAllowed()) return 'en-XA';
      tags.pop(); // refused, as url-state.js refuses it: the browser's languages decide
    }
    var browser = navigator.languages || [navigator.language];
    for (var i = 0; i < browser.length; i++) if (browser[i]) tags.push(browser[i]);
    for (var j = 0; j < tags.length; j++) {
      var primary = String(tags[j]).trim().split(/[-_]/)[0].toLowerCase();
      if (Object.prototype.hasOwnProperty.call(SENTENCES, primary)) return primary;
    }
    return 'en';
  }

  // The tests' switch for the pseudo-language (web/common/i18n.js PSEUDO_LANGUAGE_SWITCH).
  function pseudoLanguageAllowed() {
    try {
      return window.sessionStorage.getItem('npuzzle-lab.test.pseudo-language') === '1';
    } catch (error) {
      return false;
    }
  }

  // [before, file name, after] of the sentence `which` in the page's language.
  function sentence(which) {
    var lang = pickLanguage();
    var words = SENTENCES[lang === 'en-XA' ? 'en' : lang][which];
    if (lang === 'en-XA') return ['⟦' + words[0], OFFLINE_FILE, words[1] + '⟧'];
    return [words[0], OFFLINE_FILE, words[1]];
  }

  function framed() {
    try {
      return window.top !== window.self;
    } catch (error) {
      return true;
    }
  }

  function scriptSentence() {
    return sentence(framed() ? 'frame' : 'script');
  }

  // [before, file name, after]: the file name becomes a link to the offline file beside the page.
  function say(parts) {
    var status = document.getElementById('status');
    if (!status) return;
    failed = true;
    var link = document.createElement('a');
    link.href = './' + OFFLINE_FILE;
    link.textContent = parts[1];
    link.setAttribute('translate', 'no'); // a file's name, in no language
    status.textContent = '';
    status.append(parts[0], link, parts[2]);
  }

  function isAppScript(target) {
    return target && target.tagName === 'SCRIPT' && target.type === 'module';
  }

  // Load and error events of elements do not bubble, but they pass the document while capturing.
  document.addEventListener(
    'load',
    function (event) {
      if (isAppScript(event.target)) appRan = true;
    },
    true,
  );
  document.addEventListener(
    'error',
    function (event) {
      if (!isAppScript(event.target) || appRan || failed) return;
      say(location.protocol === 'file:' ? sentence('file') : scriptSentence());
    },
    true,
  );

  // Armed now, not at DOMContentLoaded: that event waits for the module scripts, which may be
  // what never arrives.
  setTimeout(function () {
    if (!appRan && !failed) say(sentence('timeout'));
  }, TIMEOUT_MS);

  // From a file the solver can never start (docs/toolchain.md): say so as soon as the status is
  // there, whatever the scripts manage to do (Chromium refuses the module at once, above).
  if (location.protocol === 'file:') {
    document.addEventListener('DOMContentLoaded', function () {
      if (!failed) say(sentence('file'));
    });
  }
})();
