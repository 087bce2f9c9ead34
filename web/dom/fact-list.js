// Fills a <dl> with term/value rows (board facts, search statistics). Values are text, or a
// node made for the purpose (web/dom/not-applicable.js).

/** @param {HTMLElement} list a <dl> @param {[string, string | Node][]} rows */
export function fillFactList(list, rows) {
  list.replaceChildren(
    ...rows.map(([term, value]) => {
      const row = document.createElement('div');
      const dt = document.createElement('dt');
      const dd = document.createElement('dd');
      dt.textContent = term;
      if (typeof value === 'string') dd.textContent = value;
      else dd.append(value);
      row.append(dt, dd);
      return row;
    }),
  );
}
