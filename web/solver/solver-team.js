// @ts-check
// The page's search team: optimal 15-puzzle searches split among workers of their own, each with
// the large 7-7-1 pattern databases (58 MB, 3.3x fewer IDA* expansions than the 6-6-3 tables on
// Korf's 100). The page's own worker keeps the standard tables for everything else — checks,
// hints, the lab, every other board — and answers any solve the team cannot take.
//
// A WebAssembly module has no threads on GitHub Pages (shared memory needs headers the site
// cannot send), so each member is a worker with its own copy of the tables, and the search is
// split without shared memory (cpp/search/share_ida_star_search.h): every member unfolds the top
// of IDA*'s tree alike and searches every count-th node of it, on its own, iteration after
// iteration. A member at bound T has proved that no solution shorter than T starts in its
// shares, and reports each new bound at once; the team takes a member's solution of length L as
// soon as every other member has reached bound L or found one no longer. Nothing waits for an
// iteration to end everywhere.
//
// Getting ready: the members take in the tables one after another — the first from IndexedDB,
// else downloading them (15 MB gzipped) and storing them; the next from IndexedDB — and never
// build them (a minute and hundreds of megabytes). Until every member holds them, and wherever
// they cannot be had, the page's worker solves with the standard tables, as before.

import { cancelledResult } from '../protocol/cancelled-result.js';

/** @typedef {import('../protocol/protocol.js').SolveSpec} SolveSpec */
/** @typedef {import('../protocol/protocol.js').SolveAnswer} SolveAnswer */
/** @typedef {import('../protocol/protocol.js').SearchProgress} SearchProgress */
/** @typedef {import('../protocol/protocol.js').Progress} Progress */
/** @typedef {import('../protocol/protocol.js').DatabasesLoaded} DatabasesLoaded */
/**
 * What a member needs of a SolverClient.
 * @typedef {{solve(request: SolveSpec, onProgress?: (progress: Progress) => void):
 *   Promise<SolveAnswer>, cancel(): Promise<void>,
 *   loadDatabases(request: SolveSpec, onProgress?: (progress: Progress) => void):
 *   Promise<DatabasesLoaded>, close(): void}} Member
 */
/**
 * 'off': no team on this device; 'idle': not asked to get ready yet; 'loading': members are
 * taking in the tables (`fraction` of them done); 'ready'; 'unavailable': the tables could not be
 * had (`why`).
 * @typedef {{state: 'off' | 'idle' | 'loading' | 'ready' | 'unavailable', members: number,
 *   fraction: number, why: string}} TeamStatus
 */

// Any 15-puzzle names the tables: they depend on the goal's blank corner alone, and blank-first
// and blank-last share them. Korf's #1.
/** @param {'standard' | 'large'} databases */
const tablesRequest = (databases) =>
  /** @type {SolveSpec} */ ({
    board: '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3',
    goal: 'blank-first',
    algorithm: 'auto',
    heuristic: 'auto',
    maxMemoryMB: 512,
    databases,
  });

/**
 * Whether a solve is one the team can take: the page's optimal 15-puzzle search (auto, or IDA*
 * over the pattern databases) toward a goal whose blank is in a corner. A board the team's
 * members then refuse (a typo the page has not checked) goes to the page's worker instead.
 * @param {SolveSpec} request
 */
export function teamTakes(request) {
  const optimalIda =
    (request.algorithm === 'auto' && ['auto', 'pdb'].includes(request.heuristic)) ||
    (request.algorithm === 'idastar' && request.heuristic === 'pdb');
  const tiles = request.board.split(/[^0-9_.]+/).filter(Boolean);
  const size = request.size ?? '';
  const goal = request.goal ?? '';
  // Every optimal solution is counted by one worker: the module refuses it with a share.
  return (
    optimalIda &&
    !request.allOptimal &&
    request.metric !== 'mtm' && // the team's tables count single-tile moves
    tiles.length === 16 &&
    (size === '' || size === '4x4') &&
    ['', 'blank-last', 'blank-first'].includes(goal)
  );
}

export class SolverTeam {
  /** @type {Member[]} */
  #members = [];
  /** @type {() => Member} */
  #makeMember;
  #size;
  /** @type {TeamStatus} */
  #status;
  /** @type {Set<(status: TeamStatus) => void>} */
  #listeners = new Set();
  /** @type {{cancelled: boolean, members: Member[]} | null} the search under way */
  #running = null;
  /** ends #running */
  #cancelRun = () => {};

  #databases;

  /**
   * @param {{size: number, makeMember: () => Member, databases?: 'standard' | 'large'}} options
   *   `size` 0 or 1: no team (the page keeps to its own worker); `databases`: the tables the
   *   members search with (the large ones, unless a test asks for the standard ones)
   */
  constructor({ size, makeMember, databases = 'large' }) {
    this.#size = size;
    this.#makeMember = makeMember;
    this.#databases = databases;
    this.#status = { state: size >= 2 ? 'idle' : 'off', members: size, fraction: 0, why: '' };
  }

  // The partition of the members' tables, as an answer names it.
  get #tables() {
    return this.#databases === 'large' ? '7-7-1' : '6-6-3';
  }

  /** @returns {TeamStatus} */
  get status() {
    return this.#status;
  }

  /** @param {(status: TeamStatus) => void} listener */
  onChange(listener) {
    this.#listeners.add(listener);
  }

  /** @param {SolveSpec} request */
  takes(request) {
    return this.#status.state === 'ready' && teamTakes(request);
  }

  /**
   * Starts the members and has each take in the tables, one after another (the first may
   * download them; the others then read them from IndexedDB). Once only; resolves when the team
   * is ready or cannot be.
   * @returns {Promise<void>}
   */
  async prepare() {
    if (this.#status.state !== 'idle') return;
    this.#set({ state: 'loading', fraction: 0 });
    try {
      for (let i = 0; i < this.#size; ++i) {
        const member = this.#makeMember();
        this.#members.push(member);
        const loaded = await member.loadDatabases(tablesRequest(this.#databases), (progress) => {
          if ('phase' in progress && progress.phase === 'database')
            this.#set({ fraction: (i + progress.fraction) / this.#size });
        });
        if (loaded.status !== 'ok') {
          this.#disband(
            `the large pattern databases could not be had (${loaded.missing.join(', ')})`,
          );
          return;
        }
        this.#set({ fraction: (i + 1) / this.#size });
      }
      this.#set({ state: 'ready', fraction: 1 });
    } catch (error) {
      this.#disband(error instanceof Error ? error.message : String(error));
    }
  }

  /**
   * Searches with every member, each its share of the tree; resolves with the answer (the
   * shortest solution, proven so), or the cancelled result after cancel(). Rejects when a
   * member fails or refuses the request: the caller then asks the page's worker.
   * @param {SolveSpec} request
   * @param {(progress: SearchProgress) => void} [onProgress] the team's: every member's counts
   *   added up, and the least bound any member has proved (a lower bound for the whole tree)
   * @returns {Promise<SolveAnswer>}
   */
  solve(request, onProgress = () => {}) {
    this.cancel();
    const run = { cancelled: false, members: this.#members };
    this.#running = run;
    const count = run.members.length;
    const started = performance.now();
    /** @type {MemberSearch[]} */
    const searches = run.members.map(() => ({ progress: null, result: null }));
    const teamProgress = () => combinedProgress(searches, performance.now() - started);

    return new Promise((resolve, reject) => {
      let settled = false;
      /** @param {() => void} how */
      const finish = (how) => {
        if (settled) return;
        settled = true;
        if (this.#running === run) this.#running = null;
        for (const [i, member] of run.members.entries()) if (!searches[i].result) member.cancel();
        how();
      };
      // A member that failed or refused: this search goes to the page's worker (the caller), and
      // the team is disbanded — a member's worker that was replaced holds no tables, and would
      // otherwise be asked to search without them.
      /** @param {unknown} error */
      const fail = (error) =>
        finish(() => {
          this.#disband(`a member failed: ${error instanceof Error ? error.message : error}`);
          reject(error);
        });
      const decide = () => {
        if (settled) return;
        if (run.cancelled) {
          finish(() => resolve(cancelledResult(teamProgress())));
          return;
        }
        const refused = searches.find(
          ({ result }) => result && result.status !== 'solved' && result.status !== 'cancelled',
        );
        if (refused?.result) {
          const { status, error = '' } = refused.result;
          fail(new Error(`a search team member answered ${status}: ${error}`));
          return;
        }
        const best = shortestProven(searches);
        if (best) finish(() => resolve(teamAnswer(best, teamProgress(), count, this.#tables)));
      };
      run.members.forEach((member, index) => {
        const share = {
          ...request,
          databases: this.#databases,
          shareIndex: index,
          shareCount: count,
        };
        member
          .solve(/** @type {SolveSpec} */ (share), (progress) => {
            if ('phase' in progress) return; // the tables are held already
            searches[index].progress = /** @type {SearchProgress} */ (progress);
            decide();
            if (!settled) onProgress(teamProgress());
          })
          .then((result) => {
            searches[index].result = result;
            decide();
          }, fail);
      });
      this.#cancelRun = () => {
        run.cancelled = true;
        decide();
      };
    });
  }

  /** Ends the search under way, if any: it resolves as cancelled. */
  cancel() {
    if (this.#running) this.#cancelRun();
  }

  /** Stops the members and frees their memory; the page's worker answers from now on. */
  #disband(/** @type {string} */ why) {
    for (const member of this.#members) member.close();
    this.#members = [];
    this.#set({ state: 'unavailable', why });
  }

  /** @param {Partial<TeamStatus>} change */
  #set(change) {
    this.#status = { ...this.#status, ...change };
    for (const listener of this.#listeners) listener(this.#status);
  }
}

/**
 * A member's part of a team search: its last progress, and its answer once it came.
 * @typedef {{progress: SearchProgress | null, result: SolveAnswer | null}} MemberSearch
 */

/**
 * The answer to take, if there is one yet: the shortest solution found, once every member has
 * found one (so none shorter starts in its shares) or proved a bound of at least its length.
 * @param {MemberSearch[]} searches
 * @returns {SolveAnswer | null}
 */
export function shortestProven(searches) {
  /** @type {SolveAnswer | null} */
  let best = null;
  for (const { result } of searches)
    if (result?.status === 'solved' && (!best || lengthOf(result) < lengthOf(best))) best = result;
  if (!best) return null;
  const length = lengthOf(best);
  // A member that found a solution has proved none shorter in its shares, and that one is no
  // shorter than the best.
  const proven = searches.every(
    ({ progress, result }) => result?.status === 'solved' || (progress?.fBound ?? 0) >= length,
  );
  return proven ? best : null;
}

/** @param {SolveAnswer} result */
function lengthOf(result) {
  return result.length ?? Infinity;
}

/**
 * The team's progress: every member's counts added up (its answer's once it answered, else its
 * last report), and the least bound a member still searching has proved — no solution anywhere
 * is shorter.
 * @param {MemberSearch[]} searches
 * @param {number} ms since the team began
 * @returns {SearchProgress}
 */
export function combinedProgress(searches, ms) {
  let expanded = 0,
    generated = 0,
    bytes = 0,
    frontier = 0,
    fBound = Infinity;
  for (const { progress, result } of searches) {
    const final = result?.stats;
    expanded += final?.expanded ?? progress?.expanded ?? 0;
    generated += final?.generated ?? progress?.generated ?? 0;
    bytes += final?.peakBytes ?? progress?.bytes ?? 0;
    frontier = Math.max(frontier, progress?.frontier ?? 0);
    fBound = Math.min(
      fBound,
      result?.status === 'solved' ? lengthOf(result) : (progress?.fBound ?? 0),
    );
  }
  return {
    status: 'running',
    expanded,
    generated,
    frontier,
    fBound: Number.isFinite(fBound) ? fBound : 0,
    bytes,
    ms,
  };
}

/**
 * The team's answer: the member's solution, proven shortest by the others' bounds, with the
 * whole team's counts (each member's as it last reported them) and how it was searched.
 * @param {SolveAnswer} best
 * @param {SearchProgress} team
 * @param {number} members
 * @param {string} tables the partition the members search with
 * @returns {SolveAnswer}
 */
function teamAnswer(best, team, members, tables) {
  return {
    ...best,
    optimal: true,
    lowerBound: best.length,
    stats: best.stats && {
      ...best.stats,
      expanded: team.expanded,
      generated: team.generated,
      ms: team.ms,
      peakBytes: team.bytes,
    },
    team: { members, databases: tables },
  };
}
