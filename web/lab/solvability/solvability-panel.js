// @ts-check
// Solvability, explained for the board and goal on show (any size): the parity argument with
// this board's numbers, the textbook rule for its width, and — for an unsolvable board — the
// one swap that fixes it, with a button that makes it.

import { elementsById } from '../../dom/elements.js';
import { fillFactList } from '../../dom/fact-list.js';
import { onLanguageChange, t } from '../../common/i18n.js';
import { solverMessage } from '../../common/solver-message.js';
import { explainSolvability } from './solvability-explainer.js';

export class SolvabilityPanel {
  #root;
  #onSwap;
  #lastKey = '';
  #check = null; // the CheckResult on show, said again on a change of language

  /**
   * @param {ParentNode} root holds the panel's content element, #solvability
   * @param {{onSwap: (a: number, b: number) => void}} handlers swaps two tiles on the board
   */
  constructor(root, { onSwap }) {
    this.#root = elementsById(root, { content: 'solvability' }).content;
    this.#onSwap = onSwap;
    onLanguageChange(() => {
      if (this.#check) this.#render(this.#check);
    });
  }

  /** Shows the explanation for a CheckResult (an invalid board gets a one-line note). */
  show(check) {
    const key = JSON.stringify([check?.board, check?.goal, check?.status, check?.solvable]);
    if (key === this.#lastKey) return;
    this.#lastKey = key;
    this.#check = check;
    this.#render(check);
  }

  #render(check) {
    const model = explainSolvability(check);
    if (!model) {
      const note = document.createElement('p');
      note.className = 'hint';
      note.textContent =
        check?.status === 'invalid'
          ? t('lab.solvability.noBoard', { error: solverMessage(check) })
          : t('lab.solvability.waiting');
      this.#root.replaceChildren(note);
      return;
    }
    const parts = [];
    const headline = document.createElement('p');
    headline.className = `verdict ${model.solvable ? 'is-solvable' : 'is-unsolvable'}`;
    headline.textContent = t('lab.solvability.headline', { headline: model.headline });
    parts.push(headline);

    const verdict = document.createElement('p');
    verdict.textContent = model.verdict;
    parts.push(verdict);

    if (model.fix) parts.push(this.#fixBlock(model.fix));

    const why = document.createElement('section');
    why.setAttribute('aria-labelledby', 'solvability-why');
    const whyHeading = heading('solvability-why', t('lab.solvability.why'));
    const steps = document.createElement('ol');
    steps.className = 'argument';
    for (const sentence of model.argument) {
      const item = document.createElement('li');
      item.textContent = sentence;
      steps.append(item);
    }
    why.append(whyHeading, steps);
    parts.push(why);

    if (model.widthRule) {
      const rule = document.createElement('section');
      rule.setAttribute('aria-labelledby', 'solvability-width');
      const text = document.createElement('p');
      text.textContent = model.widthRule;
      rule.append(heading('solvability-width', t('lab.solvability.widthHeading')), text);
      parts.push(rule);
    }

    const facts = document.createElement('dl');
    facts.className = 'facts';
    fillFactList(facts, model.facts);
    parts.push(facts);

    if (model.after) {
      const after = document.createElement('p');
      after.className = 'hint';
      after.textContent = model.after;
      parts.push(after);
    }
    this.#root.replaceChildren(...parts);
  }

  #fixBlock(fix) {
    const block = document.createElement('div');
    block.className = 'fix';
    const text = document.createElement('p');
    text.textContent = fix.text;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'primary';
    const [a, b] = fix.tiles;
    button.textContent = t('lab.solvability.swap', { a: String(a), b: String(b) });
    button.addEventListener('click', () => this.#onSwap(a, b));
    block.append(text, button);
    return block;
  }
}

function heading(id, text) {
  const h = document.createElement('h3');
  h.id = id;
  h.textContent = text;
  return h;
}
