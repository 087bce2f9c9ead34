// @ts-check
// In a lab embed laid out in columns (web/shell/embed.css: the panel's column scrolls on its own),
// a panel's answer comes under its settings and run buttons, below the frame's edge: when the
// answer appears (a results region, a verdict, shown), the panel's column scrolls to put the row
// of buttons that asked for it at its top, the answer under it, as a student would scroll to it.
// Nothing happens where the column does not scroll (the full page, a portrait frame): the page
// scrolls there as it always has. Only for an answer someone asked for (a press or a key in the
// lab): a panel that runs on its own when shown is first seen from its top.

/** What a panel shows as its answer: a region whose id says so, once it is no longer hidden. */
const ANSWER = /-(results|verdict)$/;

/**
 * Watches the lab (`lab`, the element whose panels these are) while the page is a lab embed.
 * @param {{lab: HTMLElement | null, embeddedLab: () => boolean}} parts
 */
export function revealAnswersInEmbed({ lab, embeddedLab }) {
  if (!lab) return;
  let asked = false;
  for (const type of ['pointerdown', 'keydown']) {
    lab.addEventListener(type, () => (asked = true), { capture: true });
  }
  const observer = new MutationObserver((records) => {
    if (!embeddedLab() || !asked) return;
    for (const record of records) {
      const target = /** @type {HTMLElement} */ (record.target);
      if (ANSWER.test(target.id) && !target.hidden) reveal(lab, target);
    }
  });
  observer.observe(lab, { subtree: true, attributes: true, attributeFilter: ['hidden'] });
}

/** Scrolls `column` so that the row of buttons before `answer` (or the answer) is at its top. */
function reveal(column, answer) {
  if (getComputedStyle(column).overflowY !== 'auto') return;
  let row = answer.previousElementSibling;
  while (row && !row.matches('.button-row, .check-controls')) row = row.previousElementSibling;
  // The row may stick to the column's foot (embed.css): where it stands in the flow is under
  // what comes before it, which never sticks.
  const before = row?.previousElementSibling;
  const panel = answer.parentElement;
  const top =
    row && before && panel
      ? before.getBoundingClientRect().bottom + (parseFloat(getComputedStyle(panel).rowGap) || 0)
      : answer.getBoundingClientRect().top;
  const padding = parseFloat(getComputedStyle(column).paddingTop) || 0;
  column.scrollTop += top - column.getBoundingClientRect().top - padding;
}
