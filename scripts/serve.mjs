// A small static file server for dist/ (or any folder): the right MIME types for .mjs and
// .wasm, no caching surprises, and nothing but GET/HEAD. Used by `npm start` and the browser
// tests, which also mount the site under a prefix to prove the relative URLs work, and send
// `Access-Control-Allow-Origin: *` (`cors: true`) as GitHub Pages does, so that a page framed
// in an opaque origin (a sandboxed iframe) can still fetch the site's files.
//
//   node scripts/serve.mjs [ROOT] [PORT] [PREFIX]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

// What a held file sends before it stalls: a start, so the stall is in the body, not before it.
const HELD_BYTES = 16 * 1024;

/**
 * Starts serving `root` under `prefix` (e.g. '/some-prefix/'); resolves to the server.
 * `csp`: a Content-Security-Policy header value sent with every file (the browser tests check
 * the page under the policy a host may impose; docs/architecture.md: Content-Security-Policy). `cors`: every answer
 * carries `Access-Control-Allow-Origin: *`, as GitHub Pages sends. `hold`: a RegExp of paths
 * whose files are sent as a failing network would (the browser tests of a stalled download,
 * issue 33): the headers with the file's true length and its first HELD_BYTES, then nothing
 * more; `onHold(path)` is called as each is held.
 */
export function serveStatic(
  root,
  {
    port = 0,
    host = '127.0.0.1',
    prefix = '/',
    csp = '',
    cors = false,
    hold = null,
    onHold = () => {},
  } = {},
) {
  const base = resolve(root);
  const corsHeaders = cors ? { 'Access-Control-Allow-Origin': '*' } : {};
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, corsHeaders).end();
      return;
    }
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    if (!path.startsWith(prefix)) {
      response.writeHead(404, corsHeaders).end('not found');
      return;
    }
    let file = normalize(join(base, path.slice(prefix.length)));
    if (file !== base && !file.startsWith(base + sep)) {
      response.writeHead(403, corsHeaders).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      const held = hold?.test(path) && request.method === 'GET';
      response.writeHead(200, {
        'Content-Type': MIME_TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
        ...(held ? { 'Content-Length': String(body.length) } : {}),
        ...(csp ? { 'Content-Security-Policy': csp } : {}),
        ...corsHeaders,
      });
      if (held) {
        response.write(body.subarray(0, HELD_BYTES), () => onHold(path));
        return; // held until the client gives up (or the server closes its connections)
      }
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      response.writeHead(404, corsHeaders).end('not found');
    }
  });
  return new Promise((resolvePromise) => {
    server.listen(port, host, () => resolvePromise(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [root = 'dist', port = '8080', prefix = '/'] = process.argv.slice(2);
  const server = await serveStatic(root, { port: Number(port), prefix });
  const { port: actual } = server.address();
  console.log(`N-Puzzle Lab is running at http://localhost:${actual}${prefix}`);
  console.log('Press Ctrl+C to stop.');
}
