// The sites the browser scenarios visit, for every engine alike:
// - the app: dist/ served by scripts/serve.mjs under /some-prefix/ on 127.0.0.1, with
//   `Access-Control-Allow-Origin: *` as GitHub Pages sends it;
// - a course site on another origin (`localhost`), whose pages frame the app;
// - the offline file, dist/npuzzle-lab.html, from file://.
// Both servers sit behind a small pass-through front that can put a script at the top of every
// HTML page it serves: the error hook and init scripts for an engine whose driver cannot add
// scripts to a page itself (WebKitGTK's WebDriver). Pages are served untouched otherwise. While
// it injects, the service worker it serves knows the pages' digests as injected (the worker keeps
// only pages whose bytes it knows).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { serveStatic } from '../../../scripts/serve.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DIST = join(ROOT, 'dist');
export const PREFIX = '/some-prefix/';
const OFFLINE_FILE = join(DIST, 'npuzzle-lab.html');

/**
 * `html` with `script` as an inline script right after its Content-Security-Policy meta (or at
 * the top of <head>), the policy extended by the script's hash so that it may run: it then
 * runs before any script of the page.
 */
export function injectScript(html, script) {
  // The hash covers the script as it stands in the page, `</` escaped.
  const inPage = script.replace(/<\//g, '<\\/');
  const tag = `<script>${inPage}</script>`;
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/i.exec(
    html,
  );
  if (!meta) return html.replace(/<head[^>]*>/i, (head) => `${head}${tag}`);
  const hash = `'sha256-${createHash('sha256').update(inPage).digest('base64')}'`;
  const policy = meta[1].replace(/script-src\s/, `script-src ${hash} `);
  return (
    html.slice(0, meta.index) +
    meta[0].replace(meta[1], policy) +
    tag +
    html.slice(meta.index + meta[0].length)
  );
}

/** Starts the servers; call stop() when done. */
export async function startSites() {
  assert.ok(
    existsSync(join(DIST, 'index.html')) && existsSync(OFFLINE_FILE),
    'dist/ is not built: run `bash scripts/build.sh wasm && bash scripts/build.sh dist`',
  );
  const courseDir = await mkdtemp(join(tmpdir(), 'npuzzle-course-'));
  const scratchDir = await mkdtemp(join(tmpdir(), 'npuzzle-offline-'));
  const app = await serveStatic(DIST, { port: 0, prefix: PREFIX, cors: true });
  const course = await serveStatic(courseDir, { port: 0 });
  let injection = null;
  const appFront = await startFront(app.address().port, () => injection);
  const courseFront = await startFront(course.address().port, () => injection);
  const appOrigin = `http://127.0.0.1:${appFront.address().port}`;
  // `localhost` and `127.0.0.1` are different origins to a browser: a course page and the app
  // it frames are cross-origin, as on a real LMS.
  const courseOrigin = `http://localhost:${courseFront.address().port}`;
  let pageCount = 0;

  return {
    appOrigin,
    courseOrigin,
    /** The hosted app with `query` ('?board=…'). */
    appUrl(query = '') {
      return `${appOrigin}${PREFIX}index.html${query}`;
    },
    /** The offline file from file:// with `query`. */
    offlineUrl(query = '') {
      return `${pathToFileURL(OFFLINE_FILE).href}${query}`;
    },
    /** Writes a course page with `body` on the other origin; resolves to its URL. */
    async coursePage(title, body) {
      const name = `lesson-${++pageCount}.html`;
      await writeFile(
        join(courseDir, name),
        '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
          `<title>${title}</title><link rel="icon" href="data:,"></head>` +
          `<body><main><h1>${title}</h1>${body}</main></body></html>`,
      );
      return `${courseOrigin}/${name}`;
    },
    /**
     * Cuts the app's network (false) or restores it (true): while cut, every connection to the
     * app is dropped at once, as a browser offline or out of reach would find it.
     */
    setAppNetwork(up) {
      appFront.setNetwork(up);
    },
    /** Puts `script` at the top of every HTML page served from now on; null: none. */
    setInjection(script) {
      injection = script;
    },
    /**
     * A file:// page carrying `script` first: a copy of the offline file beside the original
     * name, for engines that cannot add a script to a file:// page themselves.
     */
    async injectedFileUrl(url, script) {
      const parsed = new URL(url);
      const source = fileURLToPath(`file://${parsed.pathname}`);
      const copy = join(scratchDir, `${++pageCount}-${basename(source)}`);
      await writeFile(copy, injectScript(await readFile(source, 'utf8'), script));
      return `${pathToFileURL(copy).href}${parsed.search}`;
    },
    async stop() {
      for (const server of [appFront, courseFront, app, course]) {
        // Browsers keep connections open; close() alone would wait for them (docs/toolchain.md).
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      await rm(courseDir, { recursive: true, force: true });
      await rm(scratchDir, { recursive: true, force: true });
    },
  };
}

/**
 * Passes `answer` on to `response` with its body rewritten by `rewrite(text)`.
 * @param {import('node:http').IncomingMessage} answer
 * @param {import('node:http').ServerResponse} response
 */
function rewriteBody(answer, response, rewrite) {
  const chunks = [];
  answer.on('data', (chunk) => chunks.push(chunk));
  answer.on('end', () => {
    const body = Buffer.from(rewrite(Buffer.concat(chunks).toString('utf8')));
    response.writeHead(answer.statusCode, {
      ...answer.headers,
      'content-length': String(body.length),
    });
    response.end(body);
  });
}

/**
 * The service worker's source with the digest of each HTML page of dist/ replaced by that of the
 * page as the front serves it, `script` injected: the worker keeps and serves only pages whose
 * bytes it knows (web/pwa/service-worker.js), and WebKit's pages carry the injected script.
 */
function withInjectedDigests(source, script) {
  return source.replace(/"\.\/([^"]+\.html)": "[0-9a-f]{64}"/g, (entry, file) => {
    if (!existsSync(join(DIST, file))) return entry;
    const served = injectScript(readFileSync(join(DIST, file), 'utf8'), script);
    return `"./${file}": "${createHash('sha256').update(served).digest('hex')}"`;
  });
}

/**
 * A front server on 127.0.0.1 that passes every request to the server on `upstreamPort` and
 * every answer back, inserting `injection()` (when not null) into HTML answers.
 */
function startFront(upstreamPort, injection) {
  let up = true;
  const server = createServer((request, response) => {
    if (!up) {
      request.socket.destroy();
      return;
    }
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        // An answer cut short upstream is cut short here too (else a buffered page would wait
        // for an end that never comes).
        answer.on('error', (error) => response.destroy(error));
        const script = injection();
        const isHtml = /^text\/html/.test(answer.headers['content-type'] ?? '');
        const isWorker = request.url.endsWith('/service-worker.js');
        if (script !== null && isWorker && request.method === 'GET') {
          rewriteBody(answer, response, (text) => withInjectedDigests(text, script));
          return;
        }
        if (script === null || !isHtml || request.method !== 'GET') {
          response.writeHead(answer.statusCode, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(injectScript(Buffer.concat(chunks).toString('utf8'), script));
          response.writeHead(answer.statusCode, {
            ...answer.headers,
            'content-length': String(body.length),
          });
          response.end(body);
        });
      },
    );
    // The upstream failed: a 502 if nothing was sent yet, else the answer is cut short (the
    // browser then sees a failed load at once instead of waiting for an end that never comes).
    upstream.on('error', (error) => {
      if (response.headersSent) response.destroy(error);
      else response.writeHead(502).end(String(error));
    });
    request.pipe(upstream);
  });
  /** @param {boolean} network false: drop every connection, now and until it is true again */
  server.setNetwork = (network) => {
    up = network;
    if (!up) server.closeAllConnections();
  };
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
