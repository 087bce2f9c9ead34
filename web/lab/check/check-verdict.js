// @ts-check
// What "Check an answer" says about a pasted solution, DOM-free: the module's VerifyResult
// (docs/contracts.md §3, verify) turned into a headline and one sentence each for legality, the
// goal, the length against the optimum and the student's move count, in the language on show.
// Where a step is not legal the sentence quotes the line the student wrote, so a teacher grading
// a pile of submissions can point at it.

import { t } from '../../common/i18n.js';
import { solverMessage } from '../../common/solver-message.js';

/** @typedef {import('../../wasm/npuzzle.mjs').VerifyResult} VerifyResult */

// The module searches for the optimum on boards of up to this many cells (docs/contracts.md §3,
// verify); above it the page says the length was not checked against one.
export const OPTIMUM_MAX_CELLS = 12;
// A paste longer than this is refused before it reaches the worker: a real answer is a few
// hundred lines, and the text travels whole to the worker and back in error messages.
export const MAX_SOLUTION_CHARS = 100_000;

/**
 * @typedef {{tone: 'right' | 'partly' | 'wrong', headline: string, sentences: string[],
 *   playable: number, illegalStep: number | null}} CheckVerdict
 * `playable`: the legal moves from the start, which "Show on the board" plays back.
 */

/**
 * Why a text is not sent to be checked ('' when it may be): empty, or longer than the page takes.
 * @param {string} text
 */
export function pasteProblem(text) {
  if (text.trim() === '') return t('lab.check.empty');
  if (text.length > MAX_SOLUTION_CHARS) {
    return t('lab.check.tooLong', { length: text.length, max: MAX_SOLUTION_CHARS });
  }
  return '';
}

/** The student's own line `number` (from 1), shortened to what a sentence can quote. */
export function lineOf(text, number) {
  const line = (text.split('\n')[number - 1] ?? '').replace(/\r$/, '').trim();
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}

const moves = (count) => t('lab.check.moves', { count });

/**
 * The verdict on a checked solution.
 * @param {VerifyResult} result the module's answer
 * @param {string} text the solution as pasted (its lines are quoted)
 * @returns {CheckVerdict}
 */
export function checkVerdict(result, text) {
  if (result.status !== 'ok') {
    // The text (or the board) could not be read: the core names the line and quotes it.
    const lettersLine = result.errorId === 'verify-letters-unsaid' ? result.errorArgs?.line : null;
    const reason =
      typeof lettersLine === 'number'
        ? t('lab.check.lettersUnsaid', { line: lettersLine })
        : t('lab.check.unreadable', { reason: solverMessage(result) });
    return {
      tone: 'wrong',
      headline: t('lab.check.headline.unreadable'),
      sentences: [reason],
      playable: 0,
      illegalStep: null,
    };
  }
  const length = result.length ?? 0;
  const legalMoves = result.moves?.length ?? 0;
  const illegalStep = result.firstIllegalStep ?? null;
  const sentences = [
    t('lab.check.count', { moves: moves(length), format: t(`lab.check.format.${result.format}`) }),
  ];
  if (illegalStep !== null) {
    const line = result.illegalLine ?? 0;
    sentences.push(
      t('lab.check.illegal', {
        step: illegalStep,
        reason: solverMessage(result, 'illegalReason'),
        line,
        text: lineOf(text, line),
      }),
      t('lab.check.stopsAt', { step: illegalStep, moves: moves(legalMoves) }),
    );
  } else {
    sentences.push(t('lab.check.legal'));
    sentences.push(result.reachesGoal ? t('lab.check.reaches') : t('lab.check.notReached'));
  }
  sentences.push(shortestSentence(result));
  const headline =
    illegalStep !== null
      ? t('lab.check.headline.illegal', { step: illegalStep })
      : !result.reachesGoal
        ? t('lab.check.headline.unreached')
        : result.excess === 0
          ? t('lab.check.headline.optimal')
          : typeof result.excess === 'number'
            ? t('lab.check.headline.longer', { extra: moves(result.excess) })
            : t('lab.check.headline.correct');
  const tone =
    illegalStep !== null || !result.reachesGoal
      ? 'wrong'
      : result.excess === 0
        ? 'right'
        : 'partly';
  return { tone, headline, sentences, playable: legalMoves, illegalStep };
}

/** @param {VerifyResult} result */
function shortestSentence(result) {
  if (result.solvable === false) return t('lab.check.unsolvable');
  const optimum = result.optimalLength;
  if (typeof optimum !== 'number') {
    const cells = (result.width ?? 0) * (result.height ?? 0);
    return t(cells > OPTIMUM_MAX_CELLS ? 'lab.check.notCheckedSize' : 'lab.check.notCheckedTime', {
      cells: OPTIMUM_MAX_CELLS,
      bound: moves(result.lowerBound ?? 0),
    });
  }
  if (!result.reachesGoal || result.firstIllegalStep != null) {
    return t('lab.check.optimumOnly', { moves: moves(optimum) });
  }
  if (result.excess === 0) return t('lab.check.shortest', { moves: moves(optimum) });
  return t('lab.check.longer', { extra: moves(result.excess ?? 0), optimum: moves(optimum) });
}

/** The sentence said once the pasted moves are loaded on the board. */
export function shownSentence(verdict) {
  return verdict.illegalStep !== null
    ? t('lab.check.shownUntil', { moves: moves(verdict.playable), step: verdict.illegalStep })
    : t('lab.check.shown', { moves: moves(verdict.playable) });
}
