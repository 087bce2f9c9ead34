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

/**
 * Starts serving `root` under `prefix` (e.g. '/some-prefix/'); resolves to the server.
 * `csp`: a Content-Security-Policy header value sent with every file (the browser tests check
 * the page under the policy a host may impose; README: the page's CSP). `cors`: every answer
 * carries `Access-Control-Allow-Origin: *`, as GitHub Pages sends.
 */
export function serveStatic(
  root,
  { port = 0, host = '127.0.0.1', prefix = '/', csp = '', cors = false } = {},
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
      response.writeHead(200, {
        'Content-Type': MIME_TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
        ...(csp ? { 'Content-Security-Policy': csp } : {}),
        ...corsHeaders,
      });
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
