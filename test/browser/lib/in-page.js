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
      // :disabled, not the property: a control inside a disabled fieldset is disabled too
      // (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#concept-fe-disabled).
      if (el.matches(":disabled")) {
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

  // ---- Themes, contrast, focus and motion -------------------------------------------------

  /**
   * Puts the page in one of v13's two themes: `theme-light` or `theme-dark` on the body (the
   * interface) and on the frame (`data-theme-root`: the application window or the sidebar), as
   * v13 sets them. Returns the classes now on the frame.
   */
  function setTheme(theme) {
    for (const el of [document.body, ...document.querySelectorAll("[data-theme-root]")]) {
      el.classList.remove("theme-light", "theme-dark");
      el.classList.add(`theme-${theme}`);
    }
    return document.querySelector("[data-theme-root]")?.className ?? "";
  }

  // Colours: computed styles give `rgb(r, g, b)` / `rgba(r, g, b, a)`, read exactly; anything else
  // (color(srgb ...), oklab() from color-mix) goes through a 1px canvas, so the page's own colour
  // parser decides (8-bit). Results are straight (not premultiplied) RGBA.
  const paint = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  const parsed = new Map();
  function rgba(css) {
    const plain = /^rgba?\(\s*([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\s*\)$/.exec(css);
    if (plain) return { r: Number(plain[1]), g: Number(plain[2]), b: Number(plain[3]), a: plain[4] === undefined ? 1 : Number(plain[4]) };
    if (!parsed.has(css)) {
      paint.clearRect(0, 0, 1, 1);
      paint.fillStyle = "rgb(0 0 0 / 0)";
      paint.fillStyle = css;
      paint.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
      parsed.set(css, { r, g, b, a: a / 255 });
    }
    return parsed.get(css);
  }
  const TRANSPARENT = { r: 0, g: 0, b: 0, a: 0 };
  /** Source-over compositing of straight RGBA colours: `top` painted on `bottom`. */
  function over(top, bottom) {
    const a = top.a + bottom.a * (1 - top.a);
    if (a === 0) return TRANSPARENT;
    const mix = (t, b) => (t * top.a + b * bottom.a * (1 - top.a)) / a;
    return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
  }
  const withAlpha = (c, k) => ({ ...c, a: c.a * k });
  const css = (c) => `rgb(${Math.round(c.r)} ${Math.round(c.g)} ${Math.round(c.b)}${c.a < 1 ? ` / ${Math.round(c.a * 100)}%` : ""})`;

  /** WCAG 2 relative luminance and contrast ratio of two opaque colours. */
  function luminance({ r, g, b }) {
    const lin = (v) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  }
  function contrast(x, y) {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (hi + 0.05) / (lo + 0.05);
  }

  /**
   * The colour a pixel of `el` ends up with, painting `top` (a text or outline colour, or null)
   * over the element's own background: every ancestor's background from the root down,
   * composited with its alpha, on the browser's white canvas. An ancestor with opacity < 1 is a
   * group: everything from it down is composited on its own, then laid over what is behind it at
   * that opacity (as the browser does). `images` collects ancestors painting a background image,
   * whose colours cannot be known here.
   */
  function paintedColour(el, top, images = []) {
    const chain = [];
    for (let node = el; node; node = node.parentElement) chain.unshift(node);
    const styles = chain.map((node) => getComputedStyle(node));
    // `groupAt`: the index whose opacity is being applied by the caller (so not applied again).
    function compose(from, backdrop, groupAt) {
      let acc = backdrop;
      for (let i = from; i < chain.length; i += 1) {
        const opacity = Number(styles[i].opacity);
        if (opacity < 1 && i !== groupAt) return over(withAlpha(compose(i, TRANSPARENT, i), opacity), acc);
        if (styles[i].backgroundImage !== "none") images.push(chain[i]);
        acc = over(rgba(styles[i].backgroundColor), acc);
      }
      return top ? over(top, acc) : acc;
    }
    return compose(0, { r: 255, g: 255, b: 255, a: 1 }, -1);
  }

  /** Hidden from sight though rendered: a visually-hidden (screen-reader only) box or a clip. */
  function visuallyHidden(el) {
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip !== "auto" && style.position === "absolute") return true;
      if (style.clipPath !== "none") return true;
      if (style.overflow !== "visible" && (node.clientWidth <= 1 || node.clientHeight <= 1)) return true;
    }
    return false;
  }

  /** Text of a disabled control (WCAG 1.4.3 exempts inactive user interface components). */
  const inactive = (el) => el.closest(":disabled, [aria-disabled='true'], [inert]") !== null;

  const TEXT_INPUTS = ["text", "number", "search", "email", "url", "tel", "password", "date", "time"];

  /**
   * Every piece of visible text in the template's output (text nodes, and the value shown in a
   * text input, select or textarea) whose contrast with its effective background is below WCAG
   * AA: 4.5:1, or 3:1 for large text (24px, or 18.66px bold). Lists each element once.
   */
  function findLowContrast(theme) {
    const scope = document.querySelector("[data-frame-content]");
    const subjects = new Map();
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest("script, style, template, option, noscript")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (![...range.getClientRects()].some((r) => r.width > 0 && r.height > 0)) continue;
      if (!subjects.has(el)) subjects.set(el, text);
    }
    for (const el of scope.querySelectorAll("input, select, textarea")) {
      const shown = el.localName === "select" ? (el.selectedOptions[0]?.textContent ?? "") : el.localName === "textarea" || TEXT_INPUTS.includes(el.type) ? el.value : "";
      if (shown.trim() && el.getClientRects().length > 0) subjects.set(el, shown.trim());
    }
    const failures = [];
    const notes = [];
    let checked = 0;
    for (const [el, text] of subjects) {
      const style = getComputedStyle(el);
      if (style.visibility !== "visible" || visuallyHidden(el)) continue;
      const snippet = text.length > 40 ? `${text.slice(0, 40)}…` : text;
      if (inactive(el)) {
        notes.push(`not checked (disabled control): ${describe(el)} "${snippet}"`);
        continue;
      }
      const colour = rgba(style.color);
      if (colour.a === 0) continue;
      checked += 1;
      const images = [];
      const ground = paintedColour(el, null, images);
      const ink = paintedColour(el, colour);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      const ratio = contrast(ink, ground);
      if (images.length > 0) {
        failures.push(`${theme}: ${describe(el)} "${snippet}": text over a background image (${describe(images[0])}); its contrast cannot be measured, give the box a solid background colour`);
      } else if (ratio < needed) {
        failures.push(`${theme}: ${describe(el)} "${snippet}": contrast ${ratio.toFixed(2)}:1 < ${needed}:1${large ? " (large text)" : ""}, text ${css(ink)} on ${css(ground)}`);
      }
    }
    return { failures, notes, checked };
  }

  const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex], [contenteditable='true']";

  /**
   * Focuses each control of the template (as script focus, which Chromium shows as
   * :focus-visible) and requires a visible focus indicator: an outline (2px or wider, or the
   * browser's own `auto` ring) or a box-shadow that the unfocused control does not have, in a
   * colour with 3:1 or more against the background around it (WCAG 1.4.11 / 2.4.7).
   */
  function checkFocus(theme) {
    const scope = document.querySelector("[data-frame-content]");
    const failures = [];
    const notes = [];
    let checked = 0;
    const read = (el) => {
      const s = getComputedStyle(el);
      return { outlineStyle: s.outlineStyle, outlineWidth: parseFloat(s.outlineWidth), outlineColor: s.outlineColor, outlineOffset: parseFloat(s.outlineOffset), boxShadow: s.boxShadow };
    };
    for (const el of scope.querySelectorAll(FOCUSABLE)) {
      if (el.closest("[data-frame]") || el.matches(":disabled") || (el.localName === "input" && el.type === "hidden")) continue;
      if (el.getClientRects().length === 0 || getComputedStyle(el).visibility !== "visible") continue;
      blurActive();
      const before = read(el);
      el.focus();
      if (document.activeElement !== el) {
        notes.push(`not checked (does not take focus): ${describe(el)}`);
        continue;
      }
      checked += 1;
      const after = read(el);
      const visible = el.matches(":focus-visible");
      // The ring is painted outside the box (offset >= 0) over the parent's background, else over the control's own.
      const around = after.outlineOffset >= 0 && el.parentElement ? paintedColour(el.parentElement, null) : paintedColour(el, null);
      const outlineChanged = after.outlineStyle !== before.outlineStyle || after.outlineWidth !== before.outlineWidth || after.outlineColor !== before.outlineColor;
      const shadowChanged = after.boxShadow !== before.boxShadow && after.boxShadow !== "none";
      let ok = false;
      let why = "";
      if (after.outlineStyle === "auto") ok = outlineChanged;
      else if (after.outlineStyle !== "none" && after.outlineWidth >= 2 && outlineChanged) {
        const ratio = contrast(over(rgba(after.outlineColor), around), around);
        ok = ratio >= 3;
        if (!ok) why = `outline ${css(rgba(after.outlineColor))} has ${ratio.toFixed(2)}:1 against ${css(around)} (needs 3:1)`;
      }
      if (!ok && shadowChanged) {
        const colour = after.boxShadow.match(/(rgba?\([^)]*\)|#[0-9a-f]{3,8}|color\([^)]*\)|oklab\([^)]*\)|oklch\([^)]*\))/i)?.[0];
        const ratio = colour ? contrast(over(rgba(colour), around), around) : 0;
        ok = ratio >= 3;
        if (!ok) why = `${why ? `${why}; ` : ""}box-shadow ${after.boxShadow} has ${ratio.toFixed(2)}:1 against ${css(around)} (needs 3:1)`;
      }
      if (!ok && !why) why = `no focus indicator: outline ${after.outlineStyle} ${after.outlineWidth}px${outlineChanged ? "" : " (unchanged from unfocused)"}, box-shadow ${after.boxShadow}${visible ? "" : ", and the control does not match :focus-visible"}`;
      if (!ok) failures.push(`${theme}: ${describe(el)}: ${why}`);
    }
    blurActive();
    return { failures, notes, checked };
  }

  /**
   * Motion must respect `prefers-reduced-motion`: (1) with reduced motion on (the runner's
   * context emulates it), no element of the template animates or transitions; (2) in the
   * system's stylesheets (everything but the core stand-in), a rule that sets a transition or
   * an animation sits inside `@media (prefers-reduced-motion: no-preference)`, so :hover and
   * other states not rendered here are covered too.
   */
  function findMotion() {
    const issues = [];
    if (!matchMedia("(prefers-reduced-motion: reduce)").matches) issues.push("the page does not emulate prefers-reduced-motion: reduce; the motion check cannot run");
    const moving = (durations) => durations.split(",").some((d) => parseFloat(d) > 0);
    const scope = document.querySelector("[data-frame-content]");
    for (const el of [scope, ...scope.querySelectorAll("*")]) {
      const s = getComputedStyle(el);
      if (moving(s.transitionDuration) && s.transitionProperty !== "none") issues.push(`${describe(el)} transitions (${s.transitionProperty} ${s.transitionDuration}) with reduced motion requested`);
      if (s.animationName !== "none" && moving(s.animationDuration)) issues.push(`${describe(el)} animates (${s.animationName} ${s.animationDuration}) with reduced motion requested`);
    }
    const allowed = (rule) => {
      for (let p = rule.parentRule; p; p = p.parentRule) {
        if (p instanceof CSSMediaRule && /prefers-reduced-motion:\s*no-preference/.test(p.conditionText ?? p.media.mediaText)) return true;
      }
      return false;
    };
    const walk = (rules, sheet) => {
      for (const rule of rules) {
        if (rule.cssRules) walk(rule.cssRules, sheet);
        if (!(rule instanceof CSSStyleRule)) continue;
        const st = rule.style;
        const transition = st.transitionDuration && moving(st.transitionDuration) && st.transitionProperty !== "none";
        const animation = st.animationName && st.animationName !== "none";
        if ((transition || animation) && !allowed(rule)) {
          issues.push(`${sheet}: "${rule.selectorText}" sets ${transition ? "a transition" : "an animation"} outside @media (prefers-reduced-motion: no-preference)`);
        }
      }
    };
    for (const sheet of document.styleSheets) {
      const name = sheet.href ? new URL(sheet.href).pathname : "<style> in the template";
      // Core's stand-in and the fonts core ships (Font Awesome's fa-spin and kin) are not the
      // system's rules; an element that really animates is still caught above.
      if (name.startsWith("/__test__/")) continue;
      walk(sheet.cssRules, name);
    }
    return [...new Set(issues)];
  }

  window.__swChecks = { findRawKeys, findOverflow, markControls, focusedControl, partRoots, blurActive, frameBox, contentScrolls, expandFrame, setTheme, findLowContrast, checkFocus, findMotion };
}
