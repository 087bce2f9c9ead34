// Hand-written types for the Embind module built from cpp/bindings/npuzzle_bindings.cpp
// (Emscripten 3.1.6 cannot emit them). Every call returns a JSON string: one coarse call per
// step keeps the Embind overhead negligible, and the result objects are the same ones the
// native `npuzzle --format json` prints (docs/contracts.md §3), so the page and the CLI share one
// contract.
//
// CHECKED, not just written: `npm run typecheck` (jsconfig.json) checks web/worker/*.js against
// these types, with an exhaustive switch over `Status` (web/worker/solve-request.js), and
// tests/js/wasm-contract.test.mjs checks that capabilities().statuses is exactly `Status` and
// that real answers of the module carry only the fields declared here.

/** Every status word a solve or a step-mode search can carry (capabilities().statuses). */
export type Status =
  'running' | 'solved' | 'unsolvable' | 'invalid' | 'limit' | 'cancelled' | 'error';

/**
 * Every sentence for people (an `error`, a `reason`, a rule) comes in English and, beside it, as
 * a message id and its arguments (`errorId`, `errorArgs`; docs/contracts.md §3): the page says it
 * in the visitor's language from web/i18n/<lang>/solver.js (key `solver.error.<id>`). An argument
 * is a number, a text quoted as typed, or a nested message (a parity word, "3 swaps").
 */
export type SolverMessageArg = number | string | SolverMessage;
export interface SolverMessage {
  id: string;
  args: Record<string, SolverMessageArg>;
}
/** capabilities().messages: an id's English template, or its forms where a count changes words */
export type SolverMessageTemplate = string | SolverPluralTemplate;
export interface SolverPluralTemplate {
  one: string;
  other: string;
}

/**
 * The one request of every call that names a problem (Embind value_object "Request"). Every
 * field must be present with its type; otherwise the call answers status "invalid" naming the
 * field ("request.board is missing", "request.weight must be a number, not string") — it never
 * throws. Numbers out of range (NaN, negatives, huge) are refused or clamped by the core as for
 * the CLI, with the range in the message.
 */
export interface Request {
  /** the board as a person writes it (docs/contracts.md §1), at most 16 KB */
  board: string;
  /** "" (infer) or "WxH" */
  size: string;
  /** "blank-last" | "blank-first" | tiles ("" = blank-last) */
  goal: string;
  /** an algorithm id of capabilities().algorithms */
  algorithm: string;
  /** a heuristic id of capabilities().heuristics, or "auto" */
  heuristic: string;
  /** weighted searches' w in capabilities().weight (ignored by the others) */
  weight: number;
  /** a solve's memory budget in capabilities().memoryMB (step mode ignores it) */
  maxMemoryMB: number;
  /** how many entries a step snapshot's `open` lists (not a number or < 1: 12; at most 1000; a solve ignores it) */
  openLimit: number;
  /**
   * Optional, a solve's only (the lab's consistency view): false makes A* leave a closed node
   * closed when a cheaper path reaches it (the classic bug with an inconsistent heuristic).
   * Default true. Not a boolean: status "invalid" naming the field.
   */
  reopen?: boolean;
  /** Optional, a solve's only: stats.fContours and pathH in the result. Default false. */
  details?: boolean;
  /**
   * Optional, a solve's only: the 15-puzzle's pattern databases, "standard" (6-6-3, default),
   * "large" (7-7-1; the page's search team) or "quick" (5-5-5: the worker's answer while the
   * standard ones would have to be built). Anything else: status "invalid".
   */
  databases?: 'standard' | 'large' | 'quick';
  /**
   * Optional, a solve's only: the page's search team (web/solver/solver-team.js). This worker
   * searches share shareIndex of shareCount (1-16) of IDA*'s tree over pattern databases, and
   * its fBound is what it proved for its shares alone. Default 0 of 1, the whole tree; outside
   * that range, or for a plan that is not IDA* over pattern databases: status "invalid".
   */
  shareIndex?: number;
  shareCount?: number;
  /**
   * Optional, a solve's only: depth-limited DFS's limit (algorithm 'dfs'; the others ignore it),
   * a whole number from 0 to 1000000, default 50. Outside that: status "invalid"
   * (depth-limit-range). When it cuts every path: status "limit", errorId "depth-limit-cut".
   */
  depthLimit?: number;
  /**
   * Optional, a solve's only: the move metric, 'stm' (default: every move slides one tile) or
   * 'mtm' (sliding a line of 1 to n-1 tiles toward the blank is one move; algorithm 'auto' or
   * 'idastar', heuristic 'auto', boards of up to 16 cells: otherwise status "invalid",
   * errorId metric-algorithm, metric-heuristic or metric-board-too-large). Another string:
   * "invalid" (unknown-metric); not a string: "invalid" naming the field.
   */
  metric?: 'stm' | 'mtm';
  /**
   * Optional, a solve's only (the CLI's --all-optimal): once an optimal search has found the
   * shortest length, count every optimal solution (distinct move sequences of that length) and
   * list the first solutionLimit of them (SolveResult.solutionCount and solutions). Boards of up
   * to 16 cells and optimal searches only; otherwise status "invalid" (all-optimal-board-too-large,
   * all-optimal-not-optimal). Counted in `metric`: with 'mtm' distinct sequences of multi-tile
   * moves, on one thread, and SolveResult.solutionSegments. The count runs in the same step()
   * slices as the search. Default false.
   */
  allOptimal?: boolean;
  /**
   * Optional, with allOptimal: the solutions listed, a whole number from 1 to 10000, default 100
   * (the CLI's --limit); outside that: status "invalid" (solution-limit-range).
   */
  solutionLimit?: number;
  /**
   * Optional, a solve's only (the CLI's --think): with algorithm 'auto' above 16 cells, go on
   * shortening the answer until this many seconds after the start, 1 to 3600 (capabilities
   * thinkSeconds); left out or 0: the default amount of work. Outside: status "invalid"
   * (think-range). Ignored where the answer is optimal.
   */
  thinkSeconds?: number;
}

/** docs/contracts.md §3 result, plus `text` (the seed-004 solution text) when solved. */
export interface SolveResult {
  /** 'error': step() called before start(), or an internal error (see `error`) */
  status: Exclude<Status, 'running'>;
  width?: number;
  height?: number;
  board?: number[];
  goal?: number[];
  /** the metric `length` and `lowerBound` count in; in every answer of the core (Request.metric) */
  metric?: 'stm' | 'mtm';
  /** in `metric`'s moves: with 'mtm' the number of `segments`, else of `moves` */
  length?: number;
  optimal?: boolean;
  lowerBound?: number;
  /** the tile moved at each step (single tiles, in either metric) */
  moves?: number[];
  /** the direction each of those tiles slid: U D L R */
  directions?: string;
  /**
   * metric 'mtm', when solved: how many consecutive entries of `moves` each multi-tile move
   * slides together (they sum to moves.length; all of one move slide the same direction, the
   * tile nearest the blank first), so a page can animate a whole line at once
   */
  segments?: number[];
  algorithm?: string;
  heuristic?: string;
  /**
   * The search that found the path: an algorithm id, except that `constructive` is
   * 'line-beam' (lines placed by beam searches) or 'row-by-row' (tile by tile)
   */
  method?: string;
  /** with `method`: the window improvement shortened the path found afterwards */
  improved?: boolean;
  /** solved by a cancel while auto shortened its answer: the best answer found by then */
  stoppedEarly?: boolean;
  /**
   * given thinkSeconds, the session ended before that time because nothing it runs could shorten
   * the answer any more (proven optimal, or every line search and window run)
   */
  thinkingDone?: boolean;
  /** algorithm 'dfs': the depth limit it ran with */
  depthLimit?: number;
  stats?: SearchStats;
  /**
   * With Request.details, when solved: h of each board along `moves`, the start first and the
   * goal last (length + 1 values), by the heuristic the search used (weighted: unweighted h).
   */
  pathH?: number[];
  /**
   * With Request.allOptimal, once the count began: the number of optimal solutions (at least
   * that many when solutionCountPartial or solutionCountSaturated), and the first ones, each a
   * list of the tiles moved as in `moves` (their directions follow from replaying them).
   */
  solutionCount?: number;
  /** the time budget or a cancel ended the count: solutionCount is what was counted so far */
  solutionCountPartial?: boolean;
  /** the count reached 2^64 - 1 and stopped there */
  solutionCountSaturated?: boolean;
  solutions?: number[][];
  /** with `solutions` in metric 'mtm': each one's multi-tile moves, as `segments` for `moves` */
  solutionSegments?: number[][];
  /** "Solution requires N steps\nStep 1: Move 12 up\n..." */
  text?: string;
  /** a message naming the problem when status is invalid/unsolvable/limit/cancelled/error */
  error?: string;
  /** `error` as a message id and its arguments (see SolverMessage) */
  errorId?: string;
  errorArgs?: Record<string, SolverMessageArg>;
}

export interface SearchStats {
  expanded: number;
  generated: number;
  /** absent only in the cancelled result the worker makes (web/protocol/cancelled-result.js) */
  maxFrontier?: number;
  ms: number;
  peakBytes: number;
  /** closed nodes put back on the open list by a cheaper path (A* with an inconsistent h) */
  reopened?: number;
  /**
   * expansions of nodes expanded before and forgotten (iddfs, idastar, widastar: within the
   * previous iteration's bound; rbfs: backed-up F above f); 0 for the others
   */
  reexpanded?: number;
  /** with Request.details: the expansions at each f = g + h, f rising; they sum to `expanded` */
  fContours?: { f: number; expanded: number }[];
  /** the figures above `method` does not keep (their 0 means nothing): 'maxFrontier' */
  notApplicable?: string[];
}

/** What step() reports between slices. */
export interface SearchProgress {
  status: Status;
  expanded: number;
  generated: number;
  /** open-list size (A*-family) or current depth (IDA*) */
  frontier: number;
  /** current f bound: the lowest f on the open list, or IDA*'s threshold */
  fBound: number;
  /** bytes held by the search now */
  bytes: number;
  ms: number;
  /** the time to think this solve was given (thinkSeconds, in ms), where auto thinks */
  thinkMs?: number;
  /** the search running now (SolveResult.method) */
  method?: string;
  /** the figures above it does not keep (their 0 means nothing): 'frontier', 'fBound' */
  notApplicable?: string[];
  /** while every optimal solution is counted (allOptimal): the distinct ones counted so far */
  solutionsCounted?: number;
  /** while auto shortens the answer it has: that answer's length so far */
  bestLength?: number;
  /** with bestLength: what is proven of the optimal length by then */
  lowerBound?: number;
}

/** What every answer about one board carries: the board read back, or why it was refused. */
export interface BoardAnswer {
  status: 'ok' | 'invalid';
  error?: string;
  errorId?: string;
  errorArgs?: Record<string, SolverMessageArg>;
  width?: number;
  height?: number;
  board?: number[];
  goal?: number[];
  solvable?: boolean;
}

export interface CheckResult extends BoardAnswer {
  /** one sentence a person can read: why it is (not) solvable */
  reason?: string;
  reasonId?: string;
  reasonArgs?: Record<string, SolverMessageArg>;
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
    /** parity of `inversions` */
    inversionParity: 'even' | 'odd';
    /** parity of `blankDistance` */
    blankDistanceParity: 'even' | 'odd';
    /** the blank's row counted from the bottom, 1-based (the textbook's "row from the bottom") */
    blankRowFromBottom: number;
    /** the goal's blank row counted from the bottom, 1-based */
    goalBlankRowFromBottom: number;
    /** rows between the blank and its goal row */
    blankRowDistance: number;
    /** 'odd' | 'even': which inversion rule applies */
    widthParity: 'even' | 'odd';
    /** true when the goal is the standard blank-last one (the textbook inversion rule applies as stated) */
    standardGoal: boolean;
    /**
     * The rule this project decides by, for any size and goal, applied to this board: the
     * permutation parity (blank included) must equal the parity of the blank's taxicab distance.
     */
    rule: string;
    ruleId: string;
    ruleArgs: Record<string, SolverMessageArg>;
    /**
     * The same verdict in the inversion form for this width (odd width: inversions even; even
     * width: inversions + blank row distance even), applied to this board. For the blank-last goal
     * it is the classic textbook sentence (blank row counted from the bottom); for other goals the
     * inversions are counted in the goal's order.
     */
    widthRule: string;
    widthRuleId: string;
    widthRuleArgs: Record<string, SolverMessageArg>;
  };
  /** heuristic name -> value for this board */
  heuristics?: Record<string, number>;
}

export interface RandomResult {
  status: 'ok' | 'invalid';
  error?: string;
  errorId?: string;
  errorArgs?: Record<string, SolverMessageArg>;
  width?: number;
  height?: number;
  board?: number[];
}

/** An inclusive range with the value a front end starts from. */
export interface Range {
  min: number;
  max: number;
  default: number;
}

export interface AlgorithmInfo {
  id: string;
  /** "A* search", ... (a menu's words) */
  label: string;
  /** "A*", "IDA*", "Weighted A*", "Weighted IDA*", "Greedy", "BFS", "Row by row", "Auto" */
  shortLabel: string;
  optimal: boolean;
  usesHeuristic: boolean;
  usesWeight: boolean;
  /** step mode runs this very search (the others step what auto would: see SearchStepper.start) */
  steppable: boolean;
  /** it reads Request.depthLimit (depth-limited DFS) */
  usesDepthLimit: boolean;
}

export interface HeuristicInfo {
  id: string;
  label: string;
  admissible: boolean;
  /** the largest board it answers at once on (checks, step mode) */
  maxCells: number;
}

export interface Capabilities {
  algorithms: AlgorithmInfo[];
  heuristics: HeuristicInfo[];
  /** heuristics only the lab's consistency view runs: not in the Solver menu, not in checks */
  labHeuristics: { id: string; label: string; admissible: boolean }[];
  limits: { minSide: number; maxCells: number };
  /** weighted searches' w (Request.weight) */
  weight: Range;
  /** a solve's memory budget in MB (Request.maxMemoryMB); minMemoryMB/maxMemoryMB say the same */
  memoryMB: Range;
  /** depth-limited DFS's limit (Request.depthLimit), whole numbers */
  depthLimit: Range;
  /** what `auto` promises: a shortest solution on boards of up to this many cells */
  auto: { optimalUpToCells: number };
  /** Request.thinkSeconds: how long auto may shorten its answer above optimalUpToCells */
  thinkSeconds: { min: number; max: number };
  /** every status word a result can carry: exactly the members of `Status` */
  statuses: Status[];
  /** every message id the solver can send, with its English (a catalog needs each id) */
  messages: Record<string, SolverMessageTemplate>;
  /**
   * The memory budgets SolverSession.start() accepts (maxMemoryMB), inclusive: 1..2048 in wasm,
   * whose 32-bit memory (at most 4 GB) must also hold the code, the pattern databases and a
   * search's growth beside its budget. Outside it start() answers status "invalid" with
   * "memory budget must be between 1 and 2048 MB".
   */
  minMemoryMB: number;
  maxMemoryMB: number;
}

export interface SolverSession {
  /**
   * Validates and starts a search. Returns a SearchProgress with status "running", or a final
   * SolveResult at once (invalid request or board, unsolvable board, already solved).
   * request.maxMemoryMB: the search ends with status "limit" before it holds more; it must lie
   * in capabilities().memoryMB (else status "invalid"). Memory the browser refuses below the
   * budget also ends with "limit" ("out of memory after N expansions ..."), never an abort.
   */
  start(request: Request): string;
  /**
   * Runs up to `budget` expansions; returns a SearchProgress JSON. Every stage returns after
   * about that much work (the constructive one after at most one placement search more, at most
   * 2^20 states, tens of ms), so a caller stepping in ~30 ms slices stays responsive.
   * Before any start(): the SolveResult {"status":"error","error":"step() before start(): ..."}.
   */
  step(budget: number): string;
  /** The SolveResult JSON once step() stopped returning "running", or after cancel(). */
  result(): string;
  /**
   * Stops the search. result() then says "cancelled" — or, while auto was shortening an answer
   * it had (progress carried bestLength), "solved" with that answer and stoppedEarly: true.
   */
  cancel(): void;
  delete(): void;
}

// ---------------------------------------------------------------------------------------------
// Step mode (the teaching lab, issue 5): one search advanced one expansion at a time.
// CONTRACT (stable): cpp/lab/search_stepper.h, JSON by cpp/io/step_snapshot_json.cpp, bound
// in cpp/bindings/npuzzle_bindings.cpp. Fields are only ever added.
//
// Example: start({board: '8 0 6 5 4 7 2 3 1', size: '', goal: 'blank-first', algorithm: 'astar',
//   heuristic: 'manhattan', weight: 1, maxMemoryMB: 0, openLimit: 3}), then step(5):
// {"status":"running","algorithm":"astar","weight":1.00,"gWeight":1,"hWeight":1,
//  "fFormula":"f = g + h","heuristic":"manhattan","width":3,"height":3,
//  "board":[8,0,6,5,4,7,2,3,1],"goal":[0,1,2,3,4,5,6,7,8],
//  "expanded":5,"generated":9,"openSize":4,"openStale":0,"closedSize":5,"maxFrontier":4,
//  "fBound":23,
//  "current":{"board":[5,8,6,2,4,7,0,3,1],"g":3,"h":20,"f":23,"path":[8,5,2],"directions":"RUU"},
//  "openKind":"open-list",
//  "open":[{"board":[5,8,6,2,4,7,3,0,1],"g":4,"h":19,"f":23,"order":1},
//          {"board":[8,6,7,5,4,0,2,3,1],"g":2,"h":21,"f":23,"order":2},
//          {"board":[8,4,6,5,0,7,2,3,1],"g":1,"h":22,"f":23,"order":3}],
//  "tieBreak":"lowest f = g + h first; among equal f, highest g first (so lowest h); then the most
//              recently added first (last in, first out). Entries for nodes since closed or
//              reached by a cheaper path are skipped when popped."}
// IDA* instead lists its path: "openKind":"ida-path", "thresholds":[21,23,25], "closedSize":0,
//  "open":[{"board":[...],"g":2,"h":21,"f":23,"order":2,"expanded":true}, ...,
//          {"board":[...],"g":5,"h":20,"f":25,"order":5,"expanded":false}]
// When solved: "status":"solved", "solution":{"length":31,"moves":[6,7,...],"directions":"LURU..."},
//  "optimal":true, and "current" is the goal.
// Refused: {"status":"unsolvable","error":"Unsolvable: ... Swapping tiles 2 and 1 would make it
//  solvable.","algorithm":...,"board":[...],"goal":[...]} — no counts, no open list.
// ---------------------------------------------------------------------------------------------

/** A board listed by the step view: an open-list entry, or a node on IDA*'s current path. */
export interface StepNode {
  /** the tiles, row-major, 0 = blank */
  board: number[];
  /** moves from the start */
  g: number;
  /** the heuristic's value (0 for bfs) */
  h: number;
  /**
   * the priority the search orders by: f = gWeight·g + hWeight·h, an integer (A*, IDA*: g + h;
   * wastar with w = hWeight / gWeight: gWeight·g + hWeight·h, e.g. w = 1.5 gives 2·g + 3·h;
   * greedy: h; bfs: g)
   */
  f: number;
  /**
   * open-list: 1 = expanded next, 2 = after it, ... (pop order); ida-path, dfs-path, rbfs-path:
   * the depth (= g); two-frontiers: 1 = expanded next on its side, 2 = after it, ...
   */
  order: number;
  /** the paths only: false for the top node while it is generated but not yet expanded */
  expanded?: boolean;
  /** rbfs-path only: the backed-up value F (f, or the least f below it when its subtree was given up; null: none, infinite) */
  backedUpF?: number | null;
  /** rbfs-path only: the f-limit the node is explored within (null at the start: none) */
  fLimit?: number | null;
  /** two-frontiers only: the side it belongs to */
  side?: SearchSide;
}

/** The node the last step expanded, with the path from the start that reached it. */
export interface StepCurrent {
  board: number[];
  g: number;
  h: number;
  f: number;
  /** the tile moved at each step from the start to `board` (g of them); highlight these */
  path: number[];
  /** the direction each of those tiles slid: U D L R */
  directions: string;
  /** dfs-path only: it sat at the depth limit, so its children were not generated */
  atLimit?: boolean;
  /** rbfs-path only: as StepNode's */
  backedUpF?: number | null;
  fLimit?: number | null;
  /** two-frontiers only: its side; backward: `path` leads from the goal to `board` */
  side?: SearchSide;
}

/** Bidirectional BFS: the search from the start, or the one back from the goal. */
export type SearchSide = 'forward' | 'backward';

/** two-frontiers: one side's progress. */
export interface StepFrontier {
  side: SearchSide;
  /** the depth (moves from its root) of the layer being expanded */
  depth: number;
  /** boards waiting: the rest of that layer and the next layer so far */
  frontier: number;
  /** boards the side has reached, its root included */
  reached: number;
}

export interface StepSnapshot {
  /** never 'cancelled' (a step-mode run is cancelled by the worker, between calls) */
  status: Exclude<Status, 'cancelled'>;
  /** invalid: what is wrong; unsolvable: the parity reason; limit: the 512 MB budget; error */
  error?: string;
  errorId?: string;
  errorArgs?: Record<string, SolverMessageArg>;
  /** the search that runs: astar | wastar | greedy | bfs | ucs | idastar | iddfs | dfs | rbfs | bidirectional (auto resolved; present once accepted) */
  algorithm?: string;
  /** wastar's w (printed with two decimals); 1 for the others (read fFormula for greedy/bfs) */
  weight?: number;
  /** the integers of the priority f = gWeight·g + hWeight·h */
  gWeight?: number;
  hWeight?: number;
  /** the priority in words: "f = g + h", "f = 2·g + 3·h", "f = g + 3·h", "f = h", "f = g" */
  fFormula?: string;
  /** the heuristic id in use ("none" for bfs; "auto" resolves to "linear-conflict") */
  heuristic?: string;
  width?: number;
  height?: number;
  /** the start board */
  board?: number[];
  goal?: number[];

  // Present once started (status running, solved, limit or error):
  /** nodes expanded so far: exactly the number of single steps taken */
  expanded?: number;
  generated?: number;
  /** open-list: live entries on the open list; ida-path: the number of nodes on the DFS path */
  openSize?: number;
  /** open-list: entries still queued for nodes since closed or improved (lazy deletion); else 0 */
  openStale?: number;
  /** nodes closed; always 0 for IDA*, which keeps no closed set */
  closedSize?: number;
  /** the largest the open list (stale entries included) or IDA*'s path has been; 0 before step 1 */
  maxFrontier?: number;
  /** nodes expanded again after being forgotten (iddfs, IDA*, RBFS); 0 for the others */
  reexpanded?: number;
  /**
   * A*-family: f of the node just expanded (before step 1: the start's f); IDA*: the threshold;
   * dfs: the depth limit; rbfs, bidirectional: the proven lower bound on the solution's length
   */
  fBound?: number;
  /** IDA* only: every iteration's threshold so far, rising; the last is the current one */
  thresholds?: number[];
  /** dfs only: its depth limit, and whether the limit has cut some path so far */
  depthLimit?: number;
  cutByLimit?: boolean;
  /** bidirectional only: the side that expands next, both sides, and where they met (null until solved) */
  expandingSide?: SearchSide;
  frontiers?: StepFrontier[];
  meeting?: { board: number[]; fromStart: number; fromGoal: number } | null;
  /** the node expanded by the last step; null before the first step */
  current?: StepCurrent | null;
  /** what `open` lists */
  openKind?: 'open-list' | 'ida-path' | 'dfs-path' | 'rbfs-path' | 'two-frontiers';
  /**
   * open-list: the first openLimit live entries, in exactly the order the search will expand
   * them (the next step expands open[0]); ida-path, dfs-path, rbfs-path: the path from the root
   * (g = 0) down, at most openLimit nodes (the deepest ones when it is longer); two-frontiers: the
   * next boards of the forward side's frontier, then the backward side's (about half each)
   */
  open?: StepNode[];
  /** how `open` is ordered, in words, as the code does it */
  tieBreak?: string;
  tieBreakId?: string;
  tieBreakArgs?: Record<string, SolverMessageArg>;
  /**
   * the search tree at this position is the first treeEvents events of SearchStepper.tree(),
   * holding treeNodes nodes (A*-family: = generated while under the tree's nodeLimit; IDA*:
   * generated + one root per iteration)
   */
  treeEvents?: number;
  treeNodes?: number;
  /** added by the worker when the page asks with treeFrom (web/worker/stepper-requests.js) */
  tree?: StepTreeEvents;

  // When solved:
  solution?: { length: number; moves: number[]; directions: string };
  /** the algorithm with this heuristic guarantees the shortest solution (astar/idastar/bfs, admissible h) */
  optimal?: boolean;
}

/**
 * The search tree's events from number `from` on, as SearchStepper.tree() gives them (events: a
 * flat number[]; the worker hands the page an Int32Array). Each event is `stride` (9) numbers:
 * code (0 root, 1 new, 2 improved: an open state reached more cheaply, 3 re-opened: a closed one
 * reached more cheaply, 4 duplicate: skipped, 5 cut off by IDA*'s threshold, 6 expansion),
 * node (a node's parent, -1 for a root; an expansion's node), tile and direction (0 up, 1 down,
 * 2 left, 3 right: the move that reached the node), g, h, f, state (the A*-family's id of the
 * node's state, so two nodes of one state can be told; IDA*: -1; an expansion's: its number,
 * 1 = the first), threshold (an IDA* root's; an expansion's: 1 when RBFS expands that node again,
 * else 0). Bidirectional BFS has two roots: the start's tree, then the goal's (its moves lead from
 * the goal); depth-limited DFS records a child already on its path as a duplicate.
 * Nodes are numbered 0, 1, … in the order their events come. Expansions are in search order;
 * after nodeLimit nodes no more are kept (only expansions of kept ones).
 */
export interface StepTreeEvents {
  from: number;
  size: number;
  nodeLimit: number;
  stride: 9;
  events: number[] | Int32Array;
}

/**
 * One search stepped one expansion at a time for the teaching view. Every method returns a
 * StepSnapshot JSON string and never throws. Deterministic: the same start() and the same total
 * number of expansions always give the same snapshot (byte for byte), so "Step back" is
 * seek(expanded - 1). Snapshots cost O(stored nodes) for the A*-family (one pass counting the
 * closed ones): step in chunks (e.g. step(1000)) for "Run to end".
 */
export interface SearchStepper {
  /**
   * algorithm: a `steppable` one of capabilities().algorithms runs as named; auto, constructive
   * and widastar run what auto would step (A* up to 9 cells, IDA* above: the snapshot's
   * `algorithm` says which); anything else is refused with a message. heuristic: a capabilities()
   * heuristic (pdb only up to its maxCells, and with its databases prepared first:
   * SearchStepper.preparePatternDatabases) | auto (= linear-conflict); ignored for bfs.
   * astar/wastar/greedy/bfs step boards of up to 40 cells (larger: refused); idastar any size.
   * weight: wastar's w in capabilities().weight. Returns the snapshot before any expansion (status
   * running), or invalid / unsolvable.
   */
  start(request: Request): string;
  /** Expands up to `count` more nodes (not a number or < 1: 1); stops early when the search ends. */
  step(count: number): string;
  /** Restarts the same search and runs exactly k expansions (fewer if it ends first); k < 1: 0. */
  seek(k: number): string;
  /** The current snapshot, unchanged. */
  snapshot(): string;
  /** StepTreeEvents JSON: the search tree's events from number `from` on (a prefix is any position's tree). */
  tree(from: number): string;
  delete(): void;
}

/** One search of a solve's plan (plan(): cpp/io/plan_json.h). */
export interface PlannedStage {
  /** an algorithm id of capabilities().algorithms */
  algorithm: string;
  /** what the Solution card names it by: SolveResult's `method` for this stage */
  method: string;
  /** a heuristic id ("none" where the search uses none) */
  heuristic: string;
  /** w of a weighted search; 1 for the others */
  weight: number;
}

/**
 * What plan() answers: what the core would run for this request, `auto` resolved. `solve`: its
 * searches first to last (each later one when the one before outgrows its budget) and whether
 * the path found is then shortened; `step`: the search step mode runs for it (absent when step
 * mode refuses the request). A request the solve refuses: its status and error (as a message id
 * and arguments too, as SolveResult's) only.
 */
export interface SearchPlan {
  status: 'ok' | 'invalid' | 'unsolvable';
  error?: string;
  errorId?: string;
  errorArgs?: Record<string, SolverMessageArg>;
  solve?: { stages: PlannedStage[]; improves: boolean };
  step?: { algorithm: string; heuristic: string };
}

/** What patternDatabasesFor() answers. */
export interface DatabaseNeeds {
  databases: {
    /** the storage key, e.g. "4x4-blank0-cells-2-3-6-7-10-11-v1" */
    name: string;
    /** table entries (bytes of the table; the stored value adds a short header) */
    entries: number;
    /** held by the module now */
    ready: boolean;
  }[];
}

/** What preparePatternDatabases() answers (a JS object, not JSON: it carries bytes). */
export interface PreparedDatabases {
  /** 'error': a build failed (see `error`); what was imported stays imported */
  status: 'ok' | 'error';
  error?: string;
  errorId?: string;
  errorArgs?: Record<string, SolverMessageArg>;
  /** stored tables that passed verification and are in use now */
  imported: string[];
  /** stored values refused (damaged, outdated, forged, not bytes): delete them */
  rejected: {
    name: string;
    error: string;
    errorId?: string;
    errorArgs?: Record<string, SolverMessageArg>;
  }[];
  /** tables built now, as bytes to store (versioned, checksummed) */
  built: { name: string; bytes: Uint8Array }[];
}

/**
 * Pattern databases in two calls, before a solve or a step-mode search that uses them: which
 * it needs, then one call that imports what the page has stored, builds the rest and says what
 * to store. The session's and the stepper's versions differ only in how they resolve `auto`.
 */
export interface PatternDatabaseExchange {
  /** DatabaseNeeds JSON: what a search for this request would use ({databases: []} for a bad request). */
  patternDatabasesFor(request: Request): string;
  /**
   * stored: the page's stored values by name (for the names that were not ready). Each is used
   * only if its SHA-256 is that of the table this module builds; the rest is built, calling
   * onProgress(fraction) as it goes (synchronously: the worker posts the messages).
   */
  preparePatternDatabases(
    request: Request,
    stored: Record<string, Uint8Array>,
    onProgress: (fraction: number) => void,
  ): PreparedDatabases;
}

/**
 * The teaching lab's explanation of h for one board (cpp/lab/heuristic_explanation.h): the parts
 * each heuristic adds up, and each heuristic's value from its own evaluate().
 */
export interface HeuristicExplanation extends BoardAnswer {
  /** one per cell, the blank too (with no distance) */
  tiles?: {
    tile: number;
    cell: number;
    goalCell: number;
    manhattan: number;
    /** straight-line distance in thousandths, rounded down */
    euclideanMilli: number;
    misplaced: boolean;
  }[];
  /**
   * Rows and columns with tiles in each other's way: `tiles` (goal in this line, board order),
   * `pairs` [a, b] (a before b here, after it in the goal), `leaving` (the tiles linear conflict
   * counts, +2 each: the line's tiles minus its longest run in goal order).
   */
  lines?: {
    axis: 'row' | 'column';
    index: number;
    tiles: number[];
    pairs: [number, number][];
    leaving: number[];
  }[];
  pdb?: {
    available: boolean;
    /** why not, when not available */
    unavailable?: string;
    unavailableId?: string;
    unavailableArgs?: Record<string, SolverMessageArg>;
    partition?: string;
    /** the symmetry whose sum is h (0: the board as it stands) */
    chosen?: number;
    /** per symmetry, its lookups: the tiles read and the table's entry */
    symmetries?: { tiles: number[]; value: number }[][];
  };
  /** catalog order; pdb only when available. fromParts: the same value rebuilt from the parts */
  heuristics?: { id: string; value: number; fromParts: number }[];
  /** h*: the optimal length, when a bounded IDA* found it; else `note` says why not */
  trueDistance?: {
    known: boolean;
    moves?: number;
    expanded: number;
    note: string;
    noteId: string;
    noteArgs: Record<string, SolverMessageArg>;
  };
}

/**
 * The lab's experiments (cpp/lab/experiment.h): what Experiment.start() and boardsAtDepth() take.
 * Fields left out keep their defaults. Generated (boards empty): perDepth boards at each of
 * `depths`, drawn from a seeded generator (the same seed gives the same boards), for boards of up
 * to 10 cells. Pasted: `boards`, one board a line (blank lines and lines starting with # are
 * skipped), each read as the board box reads one, with `size` ("" infers it) and `goal`.
 * searches: ids (IDA* with h = 0, i.e. iterative deepening), bfs, astar-misplaced,
 * astar-manhattan, astar-linear-conflict, idastar-manhattan. ids and bfs skip boards deeper than
 * depthCap (default 12); every run stops after maxGenerated nodes (default 20,000,000).
 */
export interface ExperimentRequest {
  size?: string;
  goal?: string;
  boards?: string;
  depths?: number[];
  perDepth?: number;
  seed?: number;
  searches?: string[];
  depthCap?: number;
  maxGenerated?: number;
}

/** Experiment progress: boards done of total, and the board under way's depth (-1: unknown). */
export interface ExperimentProgress {
  status: Status;
  done: number;
  total: number;
  depth: number;
  doneAtDepth: number;
  totalAtDepth: number;
}

/** One search on one board: solved (length), or limit (stopped by the node cap, or skipped). */
export interface ExperimentRun {
  status: 'solved' | 'limit';
  /** not run: a depth-capped search (ids, bfs) on a board deeper than depthCap */
  skipped?: boolean;
  length?: number;
  generated: number;
  expanded: number;
}

/**
 * An experiment's result: status ok (every board run), cancelled (the boards finished before),
 * or invalid (error says why). lineErrors name the pasted lines left out (also when invalid).
 */
export interface ExperimentResult {
  status: 'ok' | 'cancelled' | 'invalid';
  error?: string;
  errorId?: string;
  errorArgs?: Record<string, SolverMessageArg>;
  lineErrors: {
    line: number;
    error: string;
    errorId?: string;
    errorArgs?: Record<string, SolverMessageArg>;
  }[];
  source?: 'generated' | 'pasted';
  width?: number;
  height?: number;
  goal?: number[];
  seed?: number;
  perDepth?: number;
  depthCap?: number;
  maxGenerated?: number;
  searches?: { id: string; label: string; depthCapped: boolean }[];
  /** line: the pasted line (0: generated); depth: the optimal length; runs: one per search */
  boards?: { line: number; tiles: number[]; depth: number; runs: ExperimentRun[] }[];
}

/** What verifySolution() takes: a solution pasted for a board (docs/contracts.md §3, verify). */
export interface VerifyRequest {
  board: string;
  /** the text: "Step k: Move T dir" lines, boards, tiles moved, or letters U D L R */
  solution: string;
  goal?: string;
  size?: string;
  /** what letters name when the text does not say ("letters: blank" as its first line) */
  letters?: 'tile' | 'blank';
}

/** What verifySolution() answers; optimalLength is searched for up to 12 cells, else null. */
export interface VerifyResult {
  status: 'ok' | 'invalid';
  /** invalid: what is wrong, and on which line of the solution ("line 3: …") */
  error?: string;
  /** error's message id and arguments (verify-*: `line` among them), for the page's catalogs */
  errorId?: string;
  errorArgs?: Record<string, SolverMessageArg>;
  width?: number;
  height?: number;
  board?: number[];
  goal?: number[];
  format?: 'moves-text' | 'boards' | 'tiles' | 'letters';
  legal?: boolean;
  /** from 1; null when every step is legal */
  firstIllegalStep?: number | null;
  illegalLine?: number;
  illegalReason?: string;
  illegalReasonId?: string;
  illegalReasonArgs?: Record<string, SolverMessageArg>;
  reachesGoal?: boolean;
  length?: number;
  solvable?: boolean;
  optimalLength?: number | null;
  lowerBound?: number;
  /** length - optimalLength, when both are known and the goal is reached */
  excess?: number;
  /** the legal steps: the tile moved at each, and the way it slid (U D L R) */
  moves?: number[];
  directions?: string;
}

/** What boardsAtDepth() answers. */
export interface BoardsAtDepth {
  status: 'ok' | 'invalid';
  error?: string;
  errorId?: string;
  errorArgs?: Record<string, SolverMessageArg>;
  width?: number;
  height?: number;
  seed?: number;
  boards?: { depth: number; tiles: number[] }[];
}

/**
 * One experiment, run in slices: start() answers ExperimentProgress JSON (status running) or,
 * when refused, the ExperimentResult; step(budget) runs up to `budget` expansions and answers
 * ExperimentProgress; cancel() keeps the boards finished; result() is the ExperimentResult.
 */
export interface Experiment {
  start(request: ExperimentRequest): string;
  step(budget: number): string;
  cancel(): void;
  progress(): string;
  result(): string;
  delete(): void;
}

export interface NpuzzleModule {
  SolverSession: PatternDatabaseExchange & { new (): SolverSession };
  SearchStepper: PatternDatabaseExchange & { new (): SearchStepper };
  capabilities(): string;
  checkBoard(board: string, size: string, goal: string): string;
  /** walk = 0: uniform over solvable boards; walk > 0: that many random moves from the goal. */
  randomBoard(size: string, goal: string, walk: number, seed: number): string;
  Experiment: { new (): Experiment };
  /** BoardsAtDepth JSON: the boards an experiment with this (generated) request would run. */
  boardsAtDepth(request: ExperimentRequest): string;
  /** VerifyResult JSON: whether the solution is legal, reaches the goal, and is shortest. */
  verifySolution(request: VerifyRequest): string;
  /** SearchPlan JSON: what solve and step mode would run for this request (`auto` resolved). */
  plan(request: Request): string;
  /** HeuristicExplanation JSON; h* is searched for with at most that many expansions (0: not). */
  explainHeuristics(
    board: string,
    size: string,
    goal: string,
    trueDistanceExpansions: number,
  ): string;
}

export default function createNpuzzleModule(overrides?: {
  wasmBinary?: ArrayBuffer | Uint8Array;
  locateFile?: (path: string) => string;
}): Promise<NpuzzleModule>;
