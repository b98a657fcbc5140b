import type { Page } from 'playwright-core';

/**
 * What a list's layout hides or mangles on the page as it is now, one line per finding:
 * - a data column whose header cell lies (even partly) under a fixed 操作 column: the sticky
 *   actions cover it until the user scrolls sideways;
 * - a header word split over two lines (`Follo|wer`): headers wrap only between words (and after
 *   a hyphen: `follow-|up`); a Chinese header, one word to the browser, does not wrap at all.
 * Only visible tables count (the tabs keep other screens mounted but hidden).
 */
export function listLayoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const text = (cell: Element) => (cell.textContent ?? '').trim();
    for (const table of Array.from(document.querySelectorAll('.ant-table-wrapper'))) {
      if (!table.checkVisibility()) continue;
      const header = Array.from(table.querySelectorAll('.ant-table-thead > tr > th')).filter((cell) =>
        cell.checkVisibility(),
      );
      const fixed = header.filter((cell) => cell.classList.contains('ant-table-cell-fix-end'));
      for (const cell of header) {
        if (fixed.includes(cell) || cell.classList.contains('ant-table-selection-column')) continue;
        const box = cell.getBoundingClientRect();
        if (box.width === 0) continue;
        for (const actions of fixed) {
          const cover = actions.getBoundingClientRect();
          const overlap = Math.min(box.right, cover.right) - Math.max(box.left, cover.left);
          if (overlap > 1)
            faults.push(`"${text(cell)}" lies ${Math.round(overlap)} px under "${text(actions)}"`);
        }
      }
      for (const cell of header) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // Words end at a space, after a hyphen and at full-width brackets (保修期|（月）).
          for (const word of (node.textContent ?? '').matchAll(/[^\s\-（）]+-?/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const lines = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
            const first = lines[0];
            if (first && lines.some((rect) => rect.top >= first.bottom - 1)) {
              faults.push(`header "${text(cell)}" breaks inside "${word[0]}"`);
            }
          }
        }
      }
    }
    return faults;
  });
}
