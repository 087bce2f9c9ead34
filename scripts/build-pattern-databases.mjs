// Writes the 15-puzzle's (and the 24-puzzle's) pattern databases into dist/ (web/databases/<name>.bin.gz, listed in
// web/databases/index.json): the standard 6-6-3 tables, so that a first visit downloads them
// instead of building them in the browser, and the large 7-7-1 ones (two 7-tile tables in
// nibbles, 15 MB gzipped), which the page's search team downloads and never builds
// (docs/performance.md: the search team; web/worker/pattern-database-download.js fetches them).
//
// The tables are made by the page's own wasm module (web/wasm/npuzzle.mjs) under Node, through
// the same two calls the worker makes, so the files hold exactly the bytes the page would build
// and store. They are kept between builds in build/pattern-databases/ as the module exported them;
// a kept file is handed back to the module, which imports it only if its SHA-256 is the digest
// compiled into the solver (cpp/pdb/pattern_database_verification.h) and builds it otherwise — a
// stale or damaged cache cannot reach dist/.
//
// Which tables: those of the two goals the page names (blank-last, blank-first), which share the
// same tables (the solver keeps one canonical table for symmetric patterns): the 15-puzzle's in
// both sizes, and the 24-puzzle's (PUZZLES below). A
// custom goal's tables are built in the browser, as before. Building the large ones takes about a
// minute (once: they are kept in build/pattern-databases/).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback, constants } from 'node:zlib';

const gzip = promisify(gzipCallback);

const GOALS = ['blank-last', 'blank-first'];
// The 15-puzzle's standard and large tables (asked for as IDA* over them), and the 24-puzzle's
// as the page's own Solve asks (six 4-tile tables, 1.8 MB, 0.29 MB gzipped): a first 24-puzzle
// built them in about half a second after its Solve click, a download prefetched when the board
// is checked takes a few milliseconds.
const FIFTEEN = { heuristic: 'pdb', weight: 1, openLimit: 0 };
const PUZZLES = [
  { side: '4', databases: 'standard', ...FIFTEEN },
  { side: '4', databases: 'large', ...FIFTEEN },
  { side: '5', databases: 'standard', heuristic: 'auto', weight: 2, openLimit: 12 },
];

/** A solve of a board `side` x `side` far from `goal` (near ones need no databases). */
function requestFor(module, goal, { side, databases, heuristic, weight, openLimit }) {
  const board = JSON.parse(module.randomBoard(side, goal, 200, 1)).board.join(' ');
  return {
    board,
    size: '',
    goal,
    algorithm: 'auto',
    heuristic,
    weight,
    maxMemoryMB: 1024,
    openLimit,
    databases,
  };
}

/**
 * Writes the tables into `<outDir>/<name>.bin.gz`; returns [{name, bytes, gzipped, source}]
 * (`source`: 'kept' when build/pattern-databases/ held a verified copy, 'built' otherwise).
 */
export async function writePatternDatabases({ root, outDir }) {
  const { default: createNpuzzleModule } = await import(join(root, 'web/wasm/npuzzle.mjs'));
  const module = await createNpuzzleModule({
    wasmBinary: await readFile(join(root, 'web/wasm/npuzzle.wasm')),
  });
  const cacheDir = join(root, 'build/pattern-databases');
  await mkdir(cacheDir, { recursive: true });
  await mkdir(outDir, { recursive: true });

  const written = [];
  for (const [goal, puzzle] of GOALS.flatMap((g) => PUZZLES.map((p) => [g, p]))) {
    const request = requestFor(module, goal, puzzle);
    const needs = JSON.parse(module.SolverSession.patternDatabasesFor(request));
    const names = needs.databases.filter((d) => !d.ready).map((d) => d.name);
    /** @type {Record<string, Uint8Array>} */
    const kept = {};
    for (const name of names) {
      const bytes = await readFile(join(cacheDir, `${name}.pdb`)).catch(() => null);
      if (bytes) kept[name] = new Uint8Array(bytes);
    }
    const prepared = module.SolverSession.preparePatternDatabases(request, kept, () => {});
    if (prepared.status !== 'ok') throw new Error(`pattern databases: ${prepared.error}`);
    const tables = new Map(
      prepared.imported.map((name) => [name, { bytes: kept[name], source: 'kept' }]),
    );
    for (const { name, bytes } of prepared.built) {
      await writeFile(join(cacheDir, `${name}.pdb`), bytes);
      tables.set(name, { bytes, source: 'built' });
    }
    for (const name of names) {
      const table = tables.get(name);
      if (!table) throw new Error(`pattern databases: ${name} was neither imported nor built`);
      const packed = await gzip(table.bytes, { level: constants.Z_BEST_COMPRESSION });
      await writeFile(join(outDir, `${name}.bin.gz`), packed);
      written.push({
        name,
        bytes: table.bytes.length,
        gzipped: packed.length,
        source: table.source,
      });
    }
  }
  // The list the worker reads first (pattern-database-download.js): it fetches only what is here.
  const list = { tables: written.map(({ name, bytes, gzipped }) => ({ name, bytes, gzipped })) };
  await writeFile(join(outDir, 'index.json'), JSON.stringify(list, null, 2) + '\n');
  return written;
}
