// Loads the real browser build of the wasm module in Node. The ES6 glue is built for
// web/worker, so it gets the binary handed over instead of fetching it (docs/toolchain.md).
import { readFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';

const root = new URL('../../../', import.meta.url);

export async function loadWasmModule() {
  const { default: createNpuzzleModule } = await import(new URL('web/wasm/npuzzle.mjs', root));
  const wasmBinary = await readFile(new URL('web/wasm/npuzzle.wasm', root));
  return createNpuzzleModule({ wasmBinary });
}

/** Runs the native CLI; returns { status, stdout, stderr }. */
export function runNative(args, input = '') {
  const binary = new URL('build/native/npuzzle', root).pathname;
  const result = spawnSync(binary, args, { input, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * A complete module Request (every field present, as the binding requires) from the fields a
 * test names; the rest are the ones the tests usually mean.
 */
export function moduleRequest(fields) {
  return {
    board: '',
    size: '',
    goal: 'blank-last',
    algorithm: 'auto',
    heuristic: 'auto',
    weight: 2,
    maxMemoryMB: 1024,
    openLimit: 12,
    ...fields,
  };
}

/** Starts a session and steps it to the end in slices of `budget`; returns the parsed result. */
export function solveInSlices(module, request, budget = 100000) {
  const session = new module.SolverSession();
  try {
    const started = JSON.parse(session.start(moduleRequest(request)));
    if (started.status !== 'running') return { result: started, slices: 0 };
    let slices = 0;
    let progress;
    do {
      progress = JSON.parse(session.step(budget));
      slices += 1;
    } while (progress.status === 'running');
    return { result: JSON.parse(session.result()), slices, progress };
  } finally {
    session.delete();
  }
}
