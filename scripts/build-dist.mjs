// Assembles dist/: the whole site with relative URLs only (GitHub Pages serves it under
// /<repo>/), i.e. index.html, the page's modules and styles, and the wasm module.
import { cp, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');

for (const required of ['web/wasm/npuzzle.mjs', 'web/wasm/npuzzle.wasm']) {
  await stat(join(root, required)).catch(() => {
    throw new Error(`${required} is missing: run scripts/build.sh wasm first`);
  });
}

await rm(dist, { recursive: true, force: true });
await mkdir(join(dist, 'web', 'wasm'), { recursive: true });
await cp(join(root, 'index.html'), join(dist, 'index.html'));
for (const entry of await readdir(join(root, 'web'), { withFileTypes: true })) {
  if (entry.isFile() && /\.(js|css|svg|png)$/.test(entry.name))
    await cp(join(root, 'web', entry.name), join(dist, 'web', entry.name));
}
for (const name of ['npuzzle.mjs', 'npuzzle.wasm'])
  await cp(join(root, 'web', 'wasm', name), join(dist, 'web', 'wasm', name));
console.log(`dist: site written to ${dist}`);
