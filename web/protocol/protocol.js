// @ts-check
// The messages between the page's SolverClient (solver-client.js) and the solver worker
// (solver.worker.js and its request handlers): their types and fields, in one place. The module's
// own answers (SolveResult, StepSnapshot, …) are typed in ../wasm/npuzzle.d.ts; `npm run
// typecheck` checks both sides against these.
//
// client → worker
//   check, random, capabilities, explain-heuristic, plan, verify: quick, pure functions of their
//   fields (a restarted worker may be asked again; verify's search for the optimum is bounded by
//   the module); stepper, stepper-close: quick, about the one step-mode search the worker
//   holds; solve, stepper-run: long jobs, one at a time, cancelled by {type: 'cancel', id};
//   hint: a short optimal search under a time budget, in a slot of its own (hint-request.js),
//   cancelled the same way or by a newer hint.
// worker → client
//   ready (once, with the capabilities), progress* then done (or error) per request id; through
//   the worker's port, or on the answer lane once the page has opened one (answer-lane.js, whose
//   handshake messages are its own and not typed here).

/** @typedef {import('../wasm/npuzzle.mjs').Status} Status */
/** @typedef {import('../wasm/npuzzle.mjs').Request} ModuleRequest */
/** @typedef {import('../wasm/npuzzle.mjs').Capabilities} Capabilities */
/** @typedef {import('../wasm/npuzzle.mjs').SolveResult} SolveResult */
/** @typedef {import('../wasm/npuzzle.mjs').SearchProgress} SearchProgress */
/** @typedef {import('../wasm/npuzzle.mjs').StepSnapshot} StepSnapshot */
/** @typedef {import('../wasm/npuzzle.mjs').CheckResult} CheckResult */
/** @typedef {import('../wasm/npuzzle.mjs').RandomResult} RandomResult */
/** @typedef {import('../wasm/npuzzle.mjs').HeuristicExplanation} HeuristicExplanation */
/** @typedef {import('../wasm/npuzzle.mjs').SearchPlan} SearchPlan */
/** @typedef {import('../wasm/npuzzle.mjs').VerifyRequest} VerifyRequest */
/** @typedef {import('../wasm/npuzzle.mjs').VerifyResult} VerifyResult */
/** @typedef {import('../wasm/npuzzle.mjs').NpuzzleModule} NpuzzleModule */
/** @typedef {import('../wasm/npuzzle.mjs').ExperimentRequest} ExperimentRequest */
/** @typedef {import('../wasm/npuzzle.mjs').ExperimentProgress} ExperimentProgress */
/** @typedef {import('../wasm/npuzzle.mjs').ExperimentResult} ExperimentResult */

/**
 * A solve as the page asks for it: a module Request without step mode's openLimit; size and goal
 * may be left out ("" = infer the size, blank-last goal).
 * The lab's consistency view adds reopen (false: A* leaves closed nodes closed) and details
 * (f-contours and h along the path in the result).
 * A member of the page's search team (solver-team.js) adds the 15-puzzle's large databases and
 * its share of IDA*'s tree (shareIndex of shareCount).
 * metric: 'stm' (left out) or 'mtm', the multi-tile metric (docs/contracts.md §3).
 * allOptimal counts every optimal solution and lists solutionLimit of them (docs/contracts.md §3).
 * thinkSeconds: the Solver card's "Think for up to" (auto above the sizes it proves optimal).
 * @typedef {{board: string, size?: string, goal?: string, algorithm: string, heuristic: string,
 *   weight?: number, maxMemoryMB: number, reopen?: boolean, details?: boolean,
 *   databases?: 'standard' | 'large' | 'quick', shareIndex?: number, shareCount?: number,
 *   depthLimit?: number, metric?: 'stm' | 'mtm', allOptimal?: boolean, solutionLimit?: number,
 *   thinkSeconds?: number}}
 *   SolveSpec
 */
/**
 * A step-mode search: a module Request without a solve's maxMemoryMB. It also names the search
 * (the worker keeps one and answers any position of it).
 * depthLimit: depth-limited DFS's (dfs only).
 * @typedef {{board: string, size?: string, goal?: string, algorithm: string, heuristic?: string,
 *   weight?: number, openLimit?: number, depthLimit?: number}} StepSpec
 */

/**
 * A hint for a player: the board (as a solve names it) and how long its search may take;
 * metric 'mtm' asks for the distance in multi-tile moves (boards of up to 16 cells).
 * @typedef {{board: string, size?: string, goal?: string, budgetMs: number,
 *   metric?: 'stm' | 'mtm'}} HintSpec
 * What a hint answers: a SolveResult — `solved` (length is the distance, moves[0] the hint),
 * `limit` (the budget ran out: lowerBound is proven), `unsolvable`, `invalid` or `cancelled`.
 * @typedef {SolveResult} HintAnswer
 */

/**
 * @typedef {{type: 'check', id: number, board: string, size?: string, goal?: string}} CheckMessage
 * @typedef {{type: 'random', id: number, size: string, goal: string, walk: number, seed: number}} RandomMessage
 * @typedef {{type: 'capabilities', id: number}} CapabilitiesMessage
 * @typedef {{type: 'solve', id: number, request: SolveSpec}} SolveMessage
 * @typedef {{type: 'stepper', id: number, spec: StepSpec, target: number, treeFrom?: number}} StepperMessage
 * @typedef {{type: 'stepper-run', id: number, spec: StepSpec, target?: number, treeFrom?: number}} StepperRunMessage
 * @typedef {{type: 'stepper-close', id: number}} StepperCloseMessage
 * @typedef {{type: 'hint', id: number, request: HintSpec}} HintMessage
 * @typedef {{type: 'explain-heuristic', id: number, board: string, size?: string, goal?: string,
 *   trueDistanceExpansions?: number}} ExplainHeuristicMessage
 * @typedef {{type: 'plan', id: number, request: SolveSpec}} PlanMessage
 * @typedef {{type: 'verify', id: number, request: VerifyRequest}} VerifyMessage
 * @typedef {{type: 'cancel', id: number}} CancelMessage
 * @typedef {{type: 'experiment', id: number, request: ExperimentRequest}} ExperimentMessage
 * @typedef {{type: 'load-databases', id: number, request: SolveSpec}} LoadDatabasesMessage
 * @typedef {{type: 'build-databases', id: number, request: SolveSpec}} BuildDatabasesMessage
 * @typedef {{type: 'take-databases', id: number, request: SolveSpec,
 *   tables: {name: string, bytes: Uint8Array}[]}} TakeDatabasesMessage
 * @typedef {CheckMessage | RandomMessage | CapabilitiesMessage | SolveMessage | StepperMessage
 *   | StepperRunMessage | StepperCloseMessage | HintMessage | ExplainHeuristicMessage
 *   | PlanMessage | VerifyMessage | CancelMessage | ExperimentMessage | LoadDatabasesMessage
 *   | BuildDatabasesMessage
 *   | TakeDatabasesMessage} ClientMessage
 * @typedef {ClientMessage['type']} RequestType
 */

/**
 * Why tables the site ships are built instead of downloaded: the download was given up
 * (`stalled`, `too-slow`, `offline`: web/worker/download-watchdog.js), the site answered an HTTP
 * error (`http`, with its `status`), it failed otherwise (`failed`: refused, broken, corrupt),
 * or what arrived did not pass the solver's check (`refused`).
 * @typedef {{reason: 'stalled' | 'too-slow' | 'offline' | 'http' | 'failed' | 'refused',
 *   status?: number}} DownloadFailure
 * Progress while the pattern databases a solve (or a step-mode search) needs are downloaded
 * from the site (`source: 'download'`, the share of the bytes) or built (`'build'`; with
 * `fallback` when they are built because their download failed).
 * @typedef {{phase: 'database', fraction: number, source: 'download' | 'build',
 *   fallback?: DownloadFailure}} DatabaseProgress
 * @typedef {SearchProgress | StepSnapshot | DatabaseProgress | ExperimentProgress} Progress
 */

/**
 * What a pattern-database provision reports with the solve's result: 'built' when any table was
 * built, else 'downloaded' when any came from the site, else 'stored' (all from IndexedDB);
 * `kept`: whether IndexedDB now holds every table this provision downloaded or built (false
 * where storage is refused or failed: they were for this visit only); `fallback`: why tables
 * the site ships were built instead.
 * `quick`: the solve used the quick tables (5-5-5 on a 15-puzzle) because the standard ones were
 * not at hand; `background`: whether those are being built in a helper worker meanwhile (the
 * client sets it when it starts one: solver-client.js).
 * @typedef {{source: 'stored' | 'downloaded' | 'built', ms: number, names: string[],
 *   kept: boolean, fallback?: DownloadFailure, quick?: {background: boolean}}} DatabasesProvided
 * A search team's answer (solver-team.js) says so: how many workers searched, with which tables.
 * @typedef {{members: number, databases: string}} TeamSearch
 * @typedef {SolveResult & {databases?: DatabasesProvided, team?: TeamSearch}} SolveAnswer
 * What `load-databases` answers: the tables held ('ok', and how they came), or 'unavailable'
 * when some could be neither read from IndexedDB nor downloaded (they are never built there).
 * @typedef {{status: 'ok', provided: DatabasesProvided | null}
 *   | {status: 'unavailable', missing: string[]}} DatabasesLoaded
 * @typedef {{status: 'done' | 'cancelled', snapshot: StepSnapshot | null}} StepperRunAnswer
 * @typedef {{status: 'closed'}} StepperCloseAnswer
 * What `build-databases` answers (a worker's background helper, background-database-build.js):
 * the tables it built, or why it could not.
 * @typedef {{status: 'ok', built: {name: string, bytes: Uint8Array}[]}
 *   | {status: 'error', error: string}} DatabasesBuilt
 * What `take-databases` answers: the tables this worker now holds, and whether it kept them.
 * @typedef {{status: 'ok' | 'refused', imported: string[], kept: boolean}} DatabasesTaken
 * @typedef {SolveAnswer | StepSnapshot | StepperRunAnswer | StepperCloseAnswer | CheckResult
 *   | RandomResult | Capabilities | HeuristicExplanation | SearchPlan | VerifyResult
 *   | ExperimentResult | DatabasesLoaded | DatabasesBuilt | DatabasesTaken} Answer
 */

/**
 * `reason` is a solver-failures.js code (the client turns it into a sentence for the user);
 * `message` is the technical text, for the console. `id: null`: the module did not load.
 * @typedef {{type: 'ready', capabilities: Capabilities}} ReadyMessage
 * @typedef {{type: 'progress', id: number, progress: Progress}} ProgressMessage
 * @typedef {{type: 'done', id: number, result: Answer}} DoneMessage
 * @typedef {{type: 'error', id: number | null, fatal: boolean, reason: string, message: string}} ErrorMessage
 * @typedef {ReadyMessage | ProgressMessage | DoneMessage | ErrorMessage} WorkerMessage
 */

/** The requests that are long jobs: cancellable, one at a time, never sent again. */
export const LONG_JOB_TYPES = /** @type {const} */ (['solve', 'stepper-run', 'experiment']);
/** @typedef {(typeof LONG_JOB_TYPES)[number]} LongJobType */

/** @param {{type?: unknown}} message */
export function isLongJob(message) {
  return LONG_JOB_TYPES.some((type) => type === message.type);
}

/**
 * The module's Request for a page's solve or step spec. The page leaves out what its kind of
 * request does not use (a solve's openLimit, step mode's maxMemoryMB: 0, which the other side
 * ignores) and may leave out size and goal; everything else is passed as given, so a missing or
 * mistyped field comes back from the module as an "invalid" answer naming it.
 * @param {Partial<SolveSpec & StepSpec>} spec
 * @returns {ModuleRequest}
 */
export function moduleRequest(spec) {
  return /** @type {ModuleRequest} */ ({
    board: spec.board,
    size: spec.size ?? '',
    goal: spec.goal ?? '',
    algorithm: spec.algorithm,
    heuristic: spec.heuristic ?? '',
    weight: spec.weight ?? 1,
    maxMemoryMB: spec.maxMemoryMB ?? 0,
    openLimit: spec.openLimit ?? 0,
    // Optional in the module too: passed only when the page names them.
    ...(spec.reopen !== undefined && { reopen: spec.reopen }),
    ...(spec.details !== undefined && { details: spec.details }),
    ...(spec.databases !== undefined && { databases: spec.databases }),
    ...(spec.shareIndex !== undefined && { shareIndex: spec.shareIndex }),
    ...(spec.shareCount !== undefined && { shareCount: spec.shareCount }),
    ...(spec.depthLimit !== undefined && { depthLimit: spec.depthLimit }),
    ...(spec.metric !== undefined && { metric: spec.metric }),
    ...(spec.allOptimal !== undefined && { allOptimal: spec.allOptimal }),
    ...(spec.solutionLimit !== undefined && { solutionLimit: spec.solutionLimit }),
    ...(spec.thinkSeconds !== undefined && { thinkSeconds: spec.thinkSeconds }),
  });
}

/**
 * For a `switch` that handles every member of a union: a value of type `never` is what is left
 * when all were handled, so a member added in npuzzle.d.ts fails `npm run typecheck` there.
 * @param {never} value
 * @returns {never}
 */
export function unhandled(value) {
  throw new Error(`unhandled value ${JSON.stringify(value)}`);
}
