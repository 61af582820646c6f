// Layout checks that run inside the page, beside in-page.js: what a player reads wrongly though
// nothing overflows. Playwright serialises `installLayoutChecks` by its source, so it is one
// self-contained function; it puts the checks on `window.__swLayout`.

export function installLayoutChecks() {
  function describe(el) {
    let text = el.localName;
    if (el.id) text += `#${el.id}`;
    const cls = [...el.classList].slice(0, 3);
    if (cls.length) text += `.${cls.join(".")}`;
    for (const name of ["name", "data-action", "aria-label"]) if (el.getAttribute(name)) text += `[${name}="${el.getAttribute(name)}"]`;
    return text;
  }

  const content = () => document.querySelector("[data-frame-content]");

  /** The distinct lines a range's boxes sit on (boxes whose tops differ by half a line or more). */
  function lineCount(range, lineHeight) {
    const tops = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => r.top);
    const lines = [];
    for (const top of tops.sort((a, b) => a - b)) if (!lines.some((t) => Math.abs(t - top) < lineHeight / 2)) lines.push(top);
    return lines.length;
  }

  // A number as a reader takes it in: an optional sign or currency, digits, and the separators,
  // decimals, ratio or percent that belong to it ("$61", "72.2%", "1,250", "3:1", "-2").
  const NUMBER = /[$£€+\-−]?\d+(?:[.,:/]\d+)*%?/g;

  /**
   * Runs of visible text, each `pattern` match that `counts`, laid out on two lines or more: each
   * is measured where it is laid out and reported as `says(el, text, lines)`.
   */
  function findSplitRuns(pattern, counts, says) {
    const issues = [];
    const walker = document.createTreeWalker(content(), NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest("script, style, template, option, noscript, [data-frame]")) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== "visible") continue;
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
      for (const m of node.textContent.matchAll(pattern)) {
        if (m[0].length < 2 || !counts(m[0])) continue;
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = lineCount(range, lineHeight);
        if (lines > 1) issues.push(says(el, m[0], lines));
      }
    }
    return [...new Set(issues)];
  }

  /**
   * A number broken across lines: "61" shown as "6" over "1" in a squeezed cell, or "$" left at
   * the end of a line with "61" on the next.
   */
  function findSplitNumbers() {
    return findSplitRuns(NUMBER, () => true, (el, text, lines) => `${describe(el)}: the number "${text}" is split across ${lines} lines`);
  }

  // A word as a reader takes it in: letters and digits, with the apostrophes inside it ("Agatha's").
  // Hyphens and slashes are not part of it: a line may break after them.
  const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

  /**
   * A word broken inside itself: "Remove" shown as "Remov" over "e" in a narrow button, a column
   * header "Speed" as "Sp" over "eed", a name split by `overflow-wrap: anywhere`. Lines that break
   * between words (or after a hyphen) are fine; numbers are the number-wrap check's.
   */
  function findBrokenWords() {
    return findSplitRuns(WORD, (text) => /\p{L}/u.test(text), (el, text, lines) => `${describe(el)}: the word "${text}" is broken across ${lines} lines`);
  }

  /**
   * Text cut off in a select: the option a closed select shows must fit in it. A copy of the
   * select holding only that option, free to take its own width (as the browser sizes a select
   * to its options, arrow and padding included), is laid out beside it; wider than the select
   * means the shown text is cut. A list box (size > 1 or multiple) shows its options as rows:
   * each row must not scroll its text sideways.
   */
  function findClippedSelects() {
    const issues = [];
    for (const select of content().querySelectorAll("select")) {
      if (select.closest("[data-frame]") || select.getClientRects().length === 0 || getComputedStyle(select).visibility !== "visible") continue;
      if (select.multiple || select.size > 1) {
        for (const option of select.options) {
          if (option.scrollWidth > option.clientWidth + 1) issues.push(`${describe(select)}: the option "${option.textContent.trim()}" is cut off (${option.scrollWidth}px of text in ${option.clientWidth}px)`);
        }
        continue;
      }
      const shown = select.selectedOptions[0] ?? select.options[0];
      if (!shown) continue;
      const probe = select.cloneNode(false);
      probe.removeAttribute("id");
      probe.removeAttribute("name");
      probe.append(shown.cloneNode(true));
      Object.assign(probe.style, { position: "absolute", visibility: "hidden", width: "auto", minWidth: "0", maxWidth: "none", flex: "none", left: "0", top: "0" });
      select.parentElement.append(probe);
      const needed = probe.getBoundingClientRect().width;
      probe.remove();
      const has = select.getBoundingClientRect().width;
      if (needed > has + 1) issues.push(`${describe(select)}: the option shown, "${shown.textContent.trim()}", is cut off (it needs ${Math.round(needed)}px, the select is ${Math.round(has)}px wide)`);
    }
    return issues;
  }

  /** The vertical band an element's text takes, line by line. */
  function lineBands(el) {
    return [...el.getClientRects()].filter((r) => r.height > 0).map((r) => ({ top: r.top, bottom: r.bottom }));
  }

  /**
   * Labels on the right row (a fixture-level assertion): each rule names a label, the row it
   * belongs to (`row`, and `rowMatches` for which rows must carry it) and the row's `anchor` (the
   * name it labels). Every label must sit in a row matching `rowMatches`, on a line of that row's
   * anchor (its vertical middle within one of the anchor's line boxes), so it is not read as
   * belonging to the row above or below; every row matching `rowMatches` must carry one; and
   * where the rule gives a `count`, the page must show that many (a card that marks no winner fails).
   */
  function checkRowLabels(rules) {
    const issues = [];
    for (const { label, row, anchor, rowMatches, count } of rules) {
      const scope = content();
      const labels = [...scope.querySelectorAll(label)];
      if (count !== undefined && labels.length !== count) issues.push(`expected ${count} ${label} label(s), found ${labels.length}`);
      for (const el of labels) {
        const text = el.textContent.trim();
        const home = el.closest(row);
        if (!home) {
          issues.push(`"${text}" (${describe(el)}) is in no ${row} row`);
          continue;
        }
        if (rowMatches && !home.matches(rowMatches)) issues.push(`"${text}" (${describe(el)}) is on a row that is not ${rowMatches}: ${home.textContent.trim().replace(/\s+/g, " ")}`);
        const name = home.querySelector(anchor);
        if (!name) {
          issues.push(`"${text}": its row has no ${anchor}`);
          continue;
        }
        const box = el.getBoundingClientRect();
        const middle = (box.top + box.bottom) / 2;
        if (lineBands(name).some((b) => middle >= b.top && middle <= b.bottom)) continue;
        // Which row's name the label sits nearest, as the eye pairs them.
        const distance = (a) => Math.min(...lineBands(a).map((b) => Math.abs((b.top + b.bottom) / 2 - middle)));
        const nearest = [...scope.querySelectorAll(row)].map((r) => r.querySelector(anchor)).filter(Boolean).sort((a, b) => distance(a) - distance(b))[0];
        const seen = nearest && nearest !== name ? `; it reads as "${nearest.textContent.trim()}"'s` : "";
        issues.push(`"${text}" is not on a line of its row's name "${name.textContent.trim()}" (label at y=${Math.round(middle)}, name lines ${lineBands(name).map((b) => `${Math.round(b.top)}-${Math.round(b.bottom)}`).join(", ")})${seen}`);
      }
      if (rowMatches) {
        for (const home of scope.querySelectorAll(`${row}${rowMatches}`)) {
          if (!home.querySelector(label)) issues.push(`a ${rowMatches} row carries no ${label}: ${home.textContent.trim().replace(/\s+/g, " ")}`);
        }
      }
    }
    return issues;
  }

  /**
   * The height the template's content needs at the frame's width: how far its elements reach
   * below the top of the window content's padding box (a box's extent is not cut by a scrolling
   * ancestor), and, where the template scrolls inside itself (a sheet body with its own
   * scroller), how far each scroller's whole content would reach.
   */
  function contentHeight() {
    const box = content();
    const top = box.getBoundingClientRect().top + (parseFloat(getComputedStyle(box).paddingTop) || 0);
    let needed = Math.max(0, ...[...box.children].map((child) => child.getBoundingClientRect().bottom - top));
    for (const el of box.querySelectorAll("*")) {
      if (!["auto", "scroll"].includes(getComputedStyle(el).overflowY) || el.scrollHeight <= el.clientHeight + 1) continue;
      needed = Math.max(needed, el.getBoundingClientRect().top - top + el.scrollHeight);
    }
    return Math.round(needed);
  }

  /**
   * A default view that fits (a fixture-level assertion, `fitHeight`): what the template shows
   * when it opens, at the frame's width, must need no more than `limit` px of height, so the
   * sheet reads without scrolling at its default size.
   */
  function checkFitHeight(limit) {
    const needed = contentHeight();
    return needed > limit ? [`the content needs ${needed}px of height at ${Math.round(content().clientWidth)}px wide; the default view must fit in ${limit}px without scrolling`] : [];
  }

  window.__swLayout = { findSplitNumbers, findBrokenWords, findClippedSelects, checkRowLabels, checkFitHeight };
}
