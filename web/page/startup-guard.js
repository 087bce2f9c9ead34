// A classic script that runs before the page's modules and makes sure the page never says
// "Loading the solver…" for good when those modules cannot run at all. Classic scripts load
// where module scripts do not: from file://, and in a sandboxed frame whose server sends no CORS
// headers (an opaque origin fetches module scripts in CORS mode). Once the app's module has run,
// the solver client (solver-client.js) turns every later failure into a sentence itself.
//
// An external file rather than an inline script, so the site's CSP needs no hash for it
// (script-src 'self'); the offline file, whose scripts are all inline, leaves it out.
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

  function framed() {
    try {
      return window.top !== window.self;
    } catch (error) {
      return true;
    }
  }

  function scriptSentence() {
    return framed()
      ? [
          'This page could not load its scripts inside this frame, so the solver cannot start. ' +
            'Open the page in its own tab, or use the offline file ',
          OFFLINE_FILE,
          '.',
        ]
      : [
          'This page could not load its scripts, so the solver cannot start. Check the ' +
            'connection and reload the page, or use the offline file ',
          OFFLINE_FILE,
          '.',
        ];
  }

  var TIMEOUT_SENTENCE = [
    'This page is taking too long to load its scripts. Check the connection and reload the ' +
      'page, or use the offline file ',
    OFFLINE_FILE,
    '.',
  ];

  // [before, file name, after]: the file name becomes a link to the offline file beside the page.
  function say(parts) {
    var status = document.getElementById('status');
    if (!status) return;
    failed = true;
    var link = document.createElement('a');
    link.href = './' + OFFLINE_FILE;
    link.textContent = parts[1];
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
      say(location.protocol === 'file:' ? FILE_SENTENCE : scriptSentence());
    },
    true,
  );

  // Armed now, not at DOMContentLoaded: that event waits for the module scripts, which may be
  // what never arrives.
  setTimeout(function () {
    if (!appRan && !failed) say(TIMEOUT_SENTENCE);
  }, TIMEOUT_MS);

  // From a file the solver can never start (docs/toolchain.md): say so as soon as the status is
  // there, whatever the scripts manage to do (Chromium refuses the module at once, above).
  if (location.protocol === 'file:') {
    document.addEventListener('DOMContentLoaded', function () {
      if (!failed) say(FILE_SENTENCE);
    });
  }
})();
