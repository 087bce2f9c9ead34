// TypeScript looks for the types of an import of './npuzzle.mjs' (the ES6 glue the build writes
// here) in this file, not in npuzzle.d.ts: so it names npuzzle.d.ts, the one place they are
// written.
export * from './npuzzle.js';
export { default } from './npuzzle.js';
