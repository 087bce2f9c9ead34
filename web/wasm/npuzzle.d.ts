// Hand-written types for the Embind module built from cpp/bindings/npuzzle_bindings.cpp
// (Emscripten 3.1.6 cannot emit them). Every call returns a JSON string: one coarse call per
// step keeps the Embind overhead negligible, and the result objects are the same ones the
// native `npuzzle --format json` prints (SPEC §3), so the page and the CLI share one contract.

/** SPEC §3 result, plus `text` (the seed-004 solution text) when solved. */
export interface SolveResult {
  status: 'solved' | 'unsolvable' | 'invalid' | 'limit' | 'cancelled';
  width?: number;
  height?: number;
  board?: number[];
  goal?: number[];
  length?: number;
  optimal?: boolean;
  lowerBound?: number;
  /** the tile moved at each step */
  moves?: number[];
  /** the direction each of those tiles slid: U D L R */
  directions?: string;
  algorithm?: string;
  heuristic?: string;
  stats?: SearchStats;
  /** "Solution requires N steps\nStep 1: Move 12 up\n..." */
  text?: string;
  /** a message naming the problem when status is invalid/unsolvable/limit */
  error?: string;
}

export interface SearchStats {
  expanded: number;
  generated: number;
  maxFrontier: number;
  ms: number;
  peakBytes: number;
}

/** What step() reports between slices. */
export interface SearchProgress {
  status: 'running' | 'solved' | 'unsolvable' | 'limit' | 'failed';
  expanded: number;
  generated: number;
  /** open-list size (A*-family) or current depth (IDA*) */
  frontier: number;
  /** current f bound: the lowest f on the open list, or IDA*'s threshold */
  fBound: number;
  /** bytes held by the search now */
  bytes: number;
  ms: number;
}

export interface CheckResult {
  status: 'ok' | 'invalid';
  error?: string;
  width?: number;
  height?: number;
  board?: number[];
  goal?: number[];
  solvable?: boolean;
  /** one sentence a person can read: why it is (not) solvable */
  reason?: string;
  parity?: {
    /** parity of the permutation taking the board to the goal, counting the blank */
    permutationParity: 'even' | 'odd';
    /** number of transpositions (cells minus cycles) */
    transpositions: number;
    /** inversions among the tiles (blank left out), in goal order */
    inversions: number;
    /** taxicab distance of the blank from its goal cell */
    blankDistance: number;
    /** for an unsolvable board: two tiles whose swap makes it solvable */
    fixSwap?: [number, number];
  };
  /** heuristic name -> value for this board */
  heuristics?: Record<string, number>;
}

export interface RandomResult {
  status: 'ok' | 'invalid';
  error?: string;
  width?: number;
  height?: number;
  board?: number[];
}

export interface Capabilities {
  algorithms: { id: string; label: string; optimal: boolean; usesHeuristic: boolean; usesWeight: boolean }[];
  heuristics: { id: string; label: string; admissible: boolean; maxCells: number }[];
  limits: { minSide: number; maxCells: number };
}

export interface SolverSession {
  /**
   * Validates and starts a search. Returns a SearchProgress with status "running", or a final
   * SolveResult at once (invalid board, unsolvable board, already solved).
   * size: "" (infer) or "WxH"; goal: "blank-last" | "blank-first" | tiles; weight for wastar;
   * maxMemoryMB: the search ends with status "limit" before it holds more.
   */
  start(board: string, size: string, goal: string, algorithm: string, heuristic: string,
        weight: number, maxMemoryMB: number): string;
  /** Runs up to `budget` expansions; returns a SearchProgress JSON. */
  step(budget: number): string;
  /** The SolveResult JSON once step() stopped returning "running". */
  result(): string;
  delete(): void;
}

export interface NpuzzleModule {
  SolverSession: { new (): SolverSession };
  capabilities(): string;
  checkBoard(board: string, size: string, goal: string): string;
  /** walk = 0: uniform over solvable boards; walk > 0: that many random moves from the goal. */
  randomBoard(size: string, goal: string, walk: number, seed: number): string;

  // Pattern databases, provided before a solve (web/pattern-database-provider.js). A name is
  // the storage key: "4x4-blank0-cells-2-3-6-7-10-11-v1".
  /** {"databases":[{name, entries, ready}]}: what solving this request would use. */
  patternDatabasesFor(board: string, size: string, goal: string, algorithm: string,
                      heuristic: string): string;
  /** Builds the ones not ready, calling onProgress(fraction) as it goes:
   *  {"status":"ok","built":[names]} or {"status":"error","error"}. */
  buildPatternDatabases(board: string, size: string, goal: string, algorithm: string,
                        heuristic: string, onProgress: (fraction: number) => void): string;
  /** A copy of a loaded database's bytes (versioned, checksummed), or null. */
  exportPatternDatabase(name: string): Uint8Array | null;
  /** {"status":"ok","name"} or {"status":"invalid","error"} (damaged or foreign bytes). */
  importPatternDatabase(bytes: Uint8Array): string;
}

export default function createNpuzzleModule(overrides?: {
  wasmBinary?: ArrayBuffer | Uint8Array;
  locateFile?: (path: string) => string;
}): Promise<NpuzzleModule>;
