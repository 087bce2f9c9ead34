// @ts-check
// The ways into the lab from the page above it, for a student who has not scrolled that far
// (at 1366×768 the lab begins below the first screen): the masthead's invitation, and a
// solution's "How was this found?", which opens step mode on that solution's start board (the
// lab works on it while the solution is loaded: lab-controller.js).

import { elementsById } from '../dom/elements.js';

/**
 * @param {ParentNode} root
 * @param {{open: (id?: string) => void}} lab the LabController
 */
export function wireLabEntrances(root, lab) {
  const el = elementsById(root, { invitation: 'open-lab', howFound: 'how-found' });
  el.invitation.addEventListener('click', (event) => {
    event.preventDefault(); // the lab is opened and scrolled to; the address keeps no #lab
    lab.open();
  });
  el.howFound.addEventListener('click', () => lab.open('step'));
}
