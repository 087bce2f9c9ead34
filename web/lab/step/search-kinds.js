// @ts-check
// What step mode says about each kind of search, by what its snapshot lists (`openKind`): an
// open list (the best-first searches), a depth-first path (IDA* and iterative deepening; depth-
// limited DFS; RBFS, with each node's f-limit and backed-up F) or bidirectional search's two
// frontiers. The figures come from the snapshot; only the words are chosen here.

import { t } from '../../common/i18n.js';
import { formatCount } from '../../common/stat-format.js';
import { sentences } from '../shared/lab-words.js';

/** @typedef {import('../../wasm/npuzzle.mjs').StepSnapshot} StepSnapshot */
/** @typedef {import('../../wasm/npuzzle.mjs').StepNode} StepNode */

/** The depth-first searches list their path, start first. */
export function listsPath(snapshot) {
  const kind = snapshot.openKind;
  return kind === 'ida-path' || kind === 'dfs-path' || kind === 'rbfs-path';
}

export function isBidirectional(snapshot) {
  return snapshot.openKind === 'two-frontiers';
}

/** The words for the list's figure and the f-bound's, by kind. */
export function terms(snapshot) {
  switch (snapshot.openKind) {
    case 'ida-path':
      return { open: 'lab.step.term.pathDepth', bound: 'lab.step.term.threshold' };
    case 'dfs-path':
      return { open: 'lab.step.term.pathDepth', bound: 'lab.step.term.depthLimit' };
    case 'rbfs-path':
      return { open: 'lab.step.term.pathDepth', bound: 'lab.step.term.lowerBound' };
    case 'two-frontiers':
      return { open: 'lab.step.term.frontiers', bound: 'lab.step.term.lowerBound' };
    default:
      return { open: 'lab.step.term.openList', bound: 'lab.step.term.fBound' };
  }
}

/** The list's heading (with the priority's formula where the search has one). */
export function listHeading(snapshot) {
  const formula = snapshot.fFormula;
  switch (snapshot.openKind) {
    case 'ida-path':
      return formula
        ? t('lab.step.open.idaHeadingFormula', { formula })
        : t('lab.step.open.idaHeading');
    case 'dfs-path':
      return t('lab.step.open.dfsHeading');
    case 'rbfs-path':
      return t('lab.step.open.rbfsHeading');
    case 'two-frontiers':
      return t('lab.step.open.bidiHeading');
    default:
      return formula ? t('lab.step.open.headingFormula', { formula }) : t('lab.step.open.heading');
  }
}

/** A side of bidirectional search in a word: the end it searches from. */
export function sideWord(side) {
  return t(side === 'backward' ? 'lab.step.side.goal' : 'lab.step.side.start');
}

/** A listed node's place: its pop order, its depth, or its side's order. */
export function orderText(snapshot, node) {
  if (isBidirectional(snapshot))
    return t('lab.step.open.sideOrder', { side: sideWord(node.side), order: String(node.order) });
  return String(node.order);
}

/** The infinite values of RBFS (null in the snapshot) as ∞. */
export function finite(value) {
  return value === null || value === undefined ? '∞' : formatCount(value);
}

/** A node's values: g, h, f and, for RBFS, its backed-up F and its f-limit. */
export function nodeValues(snapshot, node) {
  const values = { g: String(node.g), h: String(node.h), f: String(node.f) };
  if (snapshot.openKind === 'rbfs-path' && 'backedUpF' in node)
    return t('lab.node.rbfsValues', {
      ...values,
      F: finite(node.backedUpF),
      limit: finite(node.fLimit),
    });
  return t('lab.node.values', values);
}

/**
 * The line under the figures: IDA*'s thresholds, the depth limit and whether it cut, RBFS's
 * re-expansions, or where each side of bidirectional search stands and where they met.
 * @param {StepSnapshot} snapshot
 */
export function searchNote(snapshot) {
  switch (snapshot.openKind) {
    case 'ida-path':
      return snapshot.thresholds?.length
        ? t('lab.step.thresholds', { thresholds: snapshot.thresholds.join(' → ') })
        : '';
    case 'dfs-path': {
      const limit = String(snapshot.depthLimit ?? 0);
      let note = t('lab.step.dfs.limit', { limit });
      if (snapshot.current?.atLimit) note = sentences(note, t('lab.step.dfs.atLimit'));
      if (snapshot.cutByLimit) note = sentences(note, t('lab.step.dfs.cut', { limit }));
      return note;
    }
    case 'rbfs-path':
      return t('lab.step.rbfs.note', { count: Math.round(snapshot.reexpanded ?? 0) });
    case 'two-frontiers': {
      const [start, goal] = snapshot.frontiers ?? [];
      if (!start || !goal) return '';
      let note = t('lab.step.bidi.sides', {
        startDepth: String(start.depth),
        startWaiting: formatCount(start.frontier),
        startReached: formatCount(start.reached),
        goalDepth: String(goal.depth),
        goalWaiting: formatCount(goal.frontier),
        goalReached: formatCount(goal.reached),
      });
      const meeting = snapshot.meeting;
      if (meeting) {
        note = sentences(
          note,
          t('lab.step.bidi.met', {
            fromStart: String(meeting.fromStart),
            fromGoal: String(meeting.fromGoal),
            length: String(meeting.fromStart + meeting.fromGoal),
          }),
        );
      } else if (snapshot.status === 'running') {
        note = sentences(note, t('lab.step.bidi.next', { side: sideWord(snapshot.expandingSide) }));
      }
      return note;
    }
    default:
      return '';
  }
}

/** The status line before the first expansion. */
export function startText(snapshot) {
  const f =
    snapshot.fBound === undefined || snapshot.fBound === null ? '—' : String(snapshot.fBound);
  switch (snapshot.openKind) {
    case 'ida-path':
      return t('lab.step.status.idaStart', { f });
    case 'dfs-path':
    case 'rbfs-path':
      return t('lab.step.status.pathStart');
    case 'two-frontiers':
      return t('lab.step.status.bidiStart');
    default:
      return t('lab.step.status.start', { f });
  }
}

/** The status line after an expansion, in the words of the search stepped. */
export function expansionText(snapshot, expanded) {
  const current = /** @type {NonNullable<StepSnapshot['current']>} */ (snapshot.current);
  const values = nodeValues(snapshot, current);
  switch (snapshot.openKind) {
    case 'ida-path':
      return t('lab.step.status.idaExpansion', { expanded, values });
    case 'dfs-path':
      return current.atLimit
        ? t('lab.step.status.dfsAtLimit', { expanded, depth: String(current.g) })
        : t('lab.step.status.dfsExpansion', { expanded, depth: String(current.g) });
    case 'rbfs-path': {
      const again = current.backedUpF !== undefined && current.backedUpF !== current.f;
      return t(again ? 'lab.step.status.rbfsReexpansion' : 'lab.step.status.rbfsExpansion', {
        expanded,
        values,
      });
    }
    case 'two-frontiers':
      return t('lab.step.status.bidiExpansion', {
        expanded,
        depth: String(current.g),
        side: sideWord(current.side),
      });
    default:
      return t('lab.step.status.expansion', { expanded, values });
  }
}

/** The sizes the live region says after a step. */
export function sizesText(snapshot) {
  switch (snapshot.openKind) {
    case 'ida-path':
      return t('lab.step.announce.ida', {
        depth: String(snapshot.openSize ?? 0),
        threshold: String(snapshot.fBound),
      });
    case 'dfs-path':
    case 'rbfs-path':
      return t('lab.step.announce.path', { depth: String(snapshot.openSize ?? 0) });
    case 'two-frontiers': {
      const [start, goal] = snapshot.frontiers ?? [];
      return t('lab.step.announce.frontiers', {
        start: String(start?.frontier ?? 0),
        goal: String(goal?.frontier ?? 0),
      });
    }
    default:
      return t('lab.step.announce.open', {
        open: String(snapshot.openSize ?? 0),
        closed: String(snapshot.closedSize ?? 0),
      });
  }
}
