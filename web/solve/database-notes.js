// @ts-check
// What the page says about a solve's pattern databases: where they came from and how long that
// took, whether this browser kept them (only when it did: where storage is refused or failed
// they were for this visit only), and, when tables the site ships were built instead, why —
// while they are built and after.

import { formatNumber, t } from '../common/i18n.js';

/** @typedef {import('../protocol/protocol.js').DatabasesProvided} DatabasesProvided */
/** @typedef {import('../protocol/protocol.js').DownloadFailure} DownloadFailure */

/** @type {Record<DownloadFailure['reason'], string>} */
const WHY_KEYS = {
  stalled: 'page.databases.why.stalled',
  'too-slow': 'page.databases.why.tooSlow',
  offline: 'page.databases.why.offline',
  http: 'page.databases.why.http',
  failed: 'page.databases.why.failed',
  refused: 'page.databases.why.refused',
};

/**
 * Why tables the site ships are built here: one sentence.
 * @param {DownloadFailure} fallback
 */
function why(fallback) {
  return t(WHY_KEYS[fallback.reason] ?? WHY_KEYS.failed, { status: fallback.status ?? 0 });
}

/**
 * While the tables are built because their download failed: why, and that it takes a while.
 * @param {DownloadFailure} fallback
 */
export function buildingInsteadNote(fallback) {
  return t('page.databases.buildingInstead', { why: why(fallback) });
}

/**
 * After the solve: where this solve's pattern databases came from, when it needed some the
 * solver lacked.
 * @param {DatabasesProvided} databases
 */
export function databaseNote(databases) {
  const seconds = formatNumber(databases.ms / 1000, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  // An older worker's answer carries no `kept`: it said "kept" then, as it still may.
  const kept = databases.kept !== false;
  // The quick tables answered: say so, and whether the full ones are on their way.
  if (databases.quick) {
    const key = databases.quick.background ? 'page.databases.quick' : 'page.databases.quickOnly';
    const built = t(key, { seconds });
    return databases.fallback ? `${why(databases.fallback)} ${built}` : built;
  }
  switch (databases.source) {
    case 'built': {
      const built = t(kept ? 'page.databases.built' : 'page.databases.builtForVisit', { seconds });
      return databases.fallback ? `${why(databases.fallback)} ${built}` : built;
    }
    case 'downloaded':
      return t(kept ? 'page.databases.downloaded' : 'page.databases.downloadedForVisit', {
        seconds,
      });
    default:
      return t('page.databases.stored', { seconds });
  }
}
