// Fills a <dl> with term/value rows (board facts, search statistics). Values are text only.

/** @param {HTMLDListElement} list @param {[string, string][]} rows */
export function fillFactList(list, rows) {
  list.replaceChildren(
    ...rows.map(([term, value]) => {
      const row = document.createElement('div');
      const dt = document.createElement('dt');
      const dd = document.createElement('dd');
      dt.textContent = term;
      dd.textContent = value;
      row.append(dt, dd);
      return row;
    }),
  );
}
