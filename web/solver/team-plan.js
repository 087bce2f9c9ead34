// @ts-check
// Whether this device gets a search team (web/solver/solver-team.js) for its 15-puzzles, and why
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
//
// Nor are the large tables (14 MB to download) fetched where data is dear or slow: with Data
// Saver on (navigator.connection.saveData), on a connection the browser rates 3g or slower
// (effectiveType; Chromium's, the others do not say), or on a phone, where a team's speed-up is
// too small to notice for the data and memory it costs.

export const TEAM_MEMBERS = 2;
export const TEAM_MIN_MEMORY_GB = 4;

// navigator.connection.effectiveType values too slow for 14 MB in the background.
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/**
 * @typedef {{members: number,
 *   why: 'memory' | 'one-core' | 'offline' | 'save-data' | 'slow-connection' | 'phone' | null,
 *   memoryGB: number | null}} TeamPlan
 */

/**
 * @param {{cores?: number, memoryGB?: number, offline?: boolean, saveData?: boolean,
 *   effectiveType?: string, phone?: boolean}} device
 *   navigator.hardwareConcurrency, navigator.deviceMemory, whether the page runs from the
 *   offline file, navigator.connection's saveData and effectiveType, and whether it is a phone
 *   (phoneClass())
 * @returns {TeamPlan}
 */
export function teamPlan({ cores, memoryGB, offline = false, saveData, effectiveType, phone }) {
  const memory = typeof memoryGB === 'number' && Number.isFinite(memoryGB) ? memoryGB : null;
  if (offline) return { members: 0, why: 'offline', memoryGB: memory };
  if (memory !== null && memory < TEAM_MIN_MEMORY_GB)
    return { members: 0, why: 'memory', memoryGB: memory };
  if (saveData === true) return { members: 0, why: 'save-data', memoryGB: memory };
  if (typeof effectiveType === 'string' && SLOW_CONNECTIONS.has(effectiveType))
    return { members: 0, why: 'slow-connection', memoryGB: memory };
  if (phone === true) return { members: 0, why: 'phone', memoryGB: memory };
  if (typeof cores === 'number' && cores < 2)
    return { members: 0, why: 'one-core', memoryGB: memory };
  return { members: TEAM_MEMBERS, why: null, memoryGB: memory };
}

/**
 * Whether this is a phone: the browser says it is mobile (navigator.userAgentData, Chromium's),
 * or a touch screen without hover whose shorter side is a phone's (under 600 CSS pixels).
 * @param {any} nav navigator
 * @param {{matchMedia?: (query: string) => {matches: boolean}, screen?: {width: number,
 *   height: number}}} win
 */
export function phoneClass(nav, win) {
  if (nav?.userAgentData?.mobile === true) return true;
  const touchOnly = win.matchMedia?.('(pointer: coarse) and (hover: none)').matches === true;
  const screen = win.screen;
  return touchOnly && !!screen && Math.min(screen.width, screen.height) < 600;
}
