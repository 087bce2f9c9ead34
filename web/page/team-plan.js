// @ts-check
// Whether this device gets a search team (web/worker/solver-team.js) for its 15-puzzles, and why
// not when it does not. Two members, each holding the 58 MB of the large pattern databases: with
// the page's own worker and its 11.5 MB of standard tables that is about 128 MB of tables, under
// the 160 MB the page allows itself; a third member would pass it, and more cores than two are
// not needed to keep two workers busy.
//
// A device that says it has less than 4 GB of memory (navigator.deviceMemory: Chromium's, rounded
// down to a power of two; Firefox and Safari do not say) keeps to the standard tables and the
// one worker, and the page says so: a phone whose tab may have only a few hundred megabytes
// never holds the large tables. So does a device with one core (a team gains nothing there)
// and the offline file (its worker has no site to download the tables from).

export const TEAM_MEMBERS = 2;
export const TEAM_MIN_MEMORY_GB = 4;

/**
 * @typedef {{members: number, why: 'memory' | 'one-core' | 'offline' | null,
 *   memoryGB: number | null}} TeamPlan
 */

/**
 * @param {{cores?: number, memoryGB?: number, offline?: boolean}} device
 *   navigator.hardwareConcurrency, navigator.deviceMemory, and whether the page runs from the
 *   offline file
 * @returns {TeamPlan}
 */
export function teamPlan({ cores, memoryGB, offline = false }) {
  const memory = typeof memoryGB === 'number' && Number.isFinite(memoryGB) ? memoryGB : null;
  if (offline) return { members: 0, why: 'offline', memoryGB: memory };
  if (memory !== null && memory < TEAM_MIN_MEMORY_GB)
    return { members: 0, why: 'memory', memoryGB: memory };
  if (typeof cores === 'number' && cores < 2)
    return { members: 0, why: 'one-core', memoryGB: memory };
  return { members: TEAM_MEMBERS, why: null, memoryGB: memory };
}
