// The checks that run inside the page. Playwright serialises a function into Chromium by its
// source, so everything lives in one self-contained function: `installChecks` defines the
// checks and puts them on `window.__swChecks`; the runner then calls them one by one. They use
// only the DOM and return plain data the runner turns into check results.

export function installChecks() {
  /**
   * Text nodes and user-visible attributes that still hold a localisation key: `SHELFWARS.x`,
   * `TYPES.x`, or a key that lost its prefix (`AngryMiniatures.Perk.x.Name`: `groups` are the
   * top-level groups under SHELFWARS in the language file).
   */
  function findRawKeys(groups = []) {
    const names = ["SHELFWARS", "TYPES", ...groups].map((g) => g.replace(/[^A-Za-z0-9_-]/g, ""));
    const pattern = new RegExp(`\\b(?:${names.join("|")})\\.[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9_-]+)*`, "g");
    const scope = document.querySelector("[data-frame-content]") ?? document.body;
    const hits = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const m of node.textContent.matchAll(pattern)) hits.push(`text "${m[0]}"`);
    }
    const attributes = ["title", "aria-label", "placeholder", "alt", "data-tooltip", "label"];
    for (const el of scope.querySelectorAll("*")) {
      for (const name of attributes) {
        const value = el.getAttribute(name);
        if (value) for (const m of value.matchAll(pattern)) hits.push(`${el.localName}[${name}] "${m[0]}"`);
      }
      if (el.localName === "input" && ["button", "submit", "reset"].includes(el.type)) {
        for (const m of (el.getAttribute("value") ?? "").matchAll(pattern)) hits.push(`input[value] "${m[0]}"`);
      }
    }
    return [...new Set(hits)];
  }

  /** A short, readable description of an element for reports. */
  function describe(el) {
    let text = el.localName;
    if (el.id) text += `#${el.id}`;
    const cls = [...el.classList].slice(0, 3);
    if (cls.length) text += `.${cls.join(".")}`;
    for (const name of ["name", "data-action", "type", "aria-label"]) if (el.getAttribute(name)) text += `[${name}="${el.getAttribute(name)}"]`;
    return text;
  }

  /**
   * Horizontal overflow: the frame's content box scrolling sideways (scrollWidth > clientWidth + 1),
   * and any rendered element whose box extends past the frame (window or chat message) or the
   * viewport, left or right.
   */
  function findOverflow() {
    const issues = [];
    const root = document.querySelector("[data-frame-root]");
    const content = document.querySelector("[data-frame-content]");
    const viewport = document.documentElement.clientWidth;
    for (const box of new Set([content, root])) {
      if (box && box.scrollWidth > box.clientWidth + 1) {
        issues.push(`${describe(box)} scrolls sideways: scrollWidth ${box.scrollWidth} > clientWidth ${box.clientWidth}`);
      }
    }
    const frame = root.getBoundingClientRect();
    const right = Math.min(frame.right, viewport);
    const left = Math.max(frame.left, 0);
    // Only the outermost offender of a subtree is listed: its descendants overflow with it.
    const offenders = new Set();
    for (const el of content.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const outside = r.right > right + 1 || r.left < left - 1;
      if (outside) offenders.add(el);
      if (outside && el.parentElement && offenders.has(el.parentElement)) continue;
      if (r.right > right + 1) issues.push(`${describe(el)} extends to x=${Math.round(r.right)}, past the ${r.right > viewport + 1 ? "viewport" : "frame"} edge at ${Math.round(right)}`);
      else if (r.left < left - 1) issues.push(`${describe(el)} starts at x=${Math.round(r.left)}, left of the frame edge at ${Math.round(left)}`);
      // An element clipping its own content sideways hides text: report it too. Not a
      // visually-hidden (screen-reader only) element: its 1px box clips on purpose.
      const style = getComputedStyle(el);
      const visuallyHidden = el.clientWidth <= 1 || el.clientHeight <= 1;
      if (["hidden", "clip"].includes(style.overflowX) && style.textOverflow !== "ellipsis" && !visuallyHidden && el.scrollWidth > el.clientWidth + 1) {
        issues.push(`${describe(el)} clips its content sideways: scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`);
      }
    }
    // Report the outermost offenders first and not every descendant of one wide box.
    return [...new Set(issues)].slice(0, 12);
  }

  /**
   * The template's form controls (input, select, textarea, button) that a user can reach: not
   * disabled, not type=hidden, rendered (an inactive tab's content is not). Each gets a
   * `data-sw-ctl` index the runner uses to follow keyboard focus. Returns their descriptions and
   * the ones skipped (with why).
   */
  function markControls() {
    const content = document.querySelector("[data-frame-content]");
    const controls = [];
    const skipped = [];
    for (const el of content.querySelectorAll("input, select, textarea, button")) {
      if (el.closest("[data-frame]")) continue;
      if (el.localName === "input" && el.type === "hidden") continue;
      if (el.disabled) {
        skipped.push(`${describe(el)} (disabled)`);
        continue;
      }
      const rects = el.getClientRects();
      if (rects.length === 0 || getComputedStyle(el).visibility === "hidden") {
        skipped.push(`${describe(el)} (not rendered)`);
        continue;
      }
      el.setAttribute("data-sw-ctl", String(controls.length));
      controls.push(describe(el));
    }
    return { controls, skipped };
  }

  /** The `data-sw-ctl` index of the focused element, or null when focus is elsewhere. */
  function focusedControl() {
    const el = document.activeElement;
    if (!el || el === document.body) return { index: null, what: "body" };
    const index = el.getAttribute("data-sw-ctl");
    return { index: index === null ? null : Number(index), what: el.localName };
  }

  /** Element children and loose text nodes at the top of the frame's content (an app part must be one element). */
  function partRoots() {
    const content = document.querySelector("[data-frame-content]");
    const stray = [...content.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== "").length;
    return { elements: content.children.length, stray };
  }

  function blurActive() {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  }

  /** The screenshot box: the window, or the sidebar holding the chat log / tab. */
  function frameBox() {
    const kind = document.body.dataset.frameKind;
    const el = document.querySelector(kind === "chat" || kind === "sidebar" ? "#sidebar" : "[data-frame-root]");
    const r = el.getBoundingClientRect();
    // A chat log is as tall as the screen: show it down to the message, not the empty rest.
    const content = document.querySelector("[data-frame-content]");
    const lowest = Math.max(0, ...[...content.children].map((c) => c.getBoundingClientRect().bottom));
    const bottom = kind === "chat" ? document.querySelector("#chat-log").getBoundingClientRect().bottom + 16 : kind === "sidebar" ? lowest + 16 : r.bottom;
    return { x: r.x, y: r.y, width: Math.min(r.width, window.innerWidth), height: Math.min(bottom - r.y, window.innerHeight) };
  }

  /** Boxes in the frame that scroll vertically (the window content, or a part's own scroller). */
  function scrollers() {
    const root = document.querySelector("[data-frame-root]");
    return [root, ...root.querySelectorAll("*")].filter((el) => ["auto", "scroll"].includes(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight + 1);
  }

  function contentScrolls() {
    return scrollers().length > 0;
  }

  /** Lets the frame grow to its content so a full-page screenshot shows everything. */
  function expandFrame() {
    document.documentElement.style.overflow = document.body.style.overflow = "visible";
    const boxes = [document.querySelector("[data-frame-root]"), document.querySelector("[data-frame-content]"), document.querySelector("#sidebar"), ...scrollers()];
    for (const el of boxes) {
      if (el) Object.assign(el.style, { height: "auto", maxHeight: "none", overflow: "visible", position: "static" });
    }
  }

  window.__swChecks = { findRawKeys, findOverflow, markControls, focusedControl, partRoots, blurActive, frameBox, contentScrolls, expandFrame };
}
