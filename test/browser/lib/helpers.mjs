// Foundry VTT v13's Handlebars helpers, re-implemented from their documented behaviour so the
// system's templates render outside Foundry. Written from the public API pages, not from
// Foundry's source:
//   https://foundryvtt.com/api/v13/modules/foundry.applications.handlebars.html (the list)
//   https://foundryvtt.com/api/v13/classes/foundry.applications.handlebars.HandlebarsHelpers.html
//   .../functions/foundry.applications.handlebars.<name>.html (one page per helper, cited below)
// A helper a template uses that is not here makes Handlebars throw "Missing helper", so the
// render check fails loudly instead of guessing.
import Handlebars from "handlebars";

const { SafeString, escapeExpression: esc } = Handlebars;

/** Handlebars passes its `options` object last; strip it from variadic helpers. */
function argsOf(args) {
  return args.slice(0, -1);
}

function attrs(pairs) {
  return Object.entries(pairs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${esc(String(v))}"`))
    .join("");
}

/**
 * `selectOptions(choices, {hash})` (…/functions/foundry.applications.handlebars.selectOptions.html):
 * choices as `{value: label}`, `{label: value}` with `inverted`, `{key: {valueAttr, labelAttr}}`,
 * or an array of `{value, label, group?, disabled?}` objects (valueAttr/labelAttr rename the
 * fields); options `selected` (a value or an array for multi-selects), `blank` (a first empty
 * option with that label), `localize`, `sort` (by label). Groups become <optgroup>s.
 */
function selectOptionsWith(i18n) {
  return function selectOptions(choices, options) {
    const { selected = null, blank = null, localize = false, sort = false, inverted = false } = options.hash;
    let { valueAttr, labelAttr } = options.hash;
    const chosen = new Set((Array.isArray(selected) ? selected : [selected]).filter((v) => v !== null && v !== undefined).map(String));
    /** @type {{value: string, label: string, group?: string, disabled?: boolean}[]} */
    const list = [];
    if (Array.isArray(choices)) {
      valueAttr ??= "value";
      labelAttr ??= "label";
      for (const choice of choices) {
        if (typeof choice === "string" || typeof choice === "number") list.push({ value: String(choice), label: String(choice) });
        else list.push({ value: String(choice[valueAttr]), label: String(choice[labelAttr] ?? choice[valueAttr]), group: choice.group, disabled: choice.disabled });
      }
    } else if (choices && typeof choices === "object") {
      for (const [key, entry] of Object.entries(choices)) {
        if (entry !== null && typeof entry === "object") {
          list.push({
            value: String(valueAttr ? entry[valueAttr] : key),
            label: String(labelAttr ? entry[labelAttr] : (entry.label ?? key)),
            group: entry.group,
            disabled: entry.disabled,
          });
        } else if (inverted) list.push({ value: String(entry), label: key });
        else list.push({ value: key, label: String(entry) });
      }
    } else {
      throw new Error(`selectOptions: choices must be an object or an array, got ${String(choices)}`);
    }
    for (const item of list) if (localize) item.label = i18n.localize(item.label);
    if (sort) list.sort((a, b) => a.label.localeCompare(b.label));

    const option = (o) => `<option${attrs({ value: o.value, selected: chosen.has(o.value), disabled: o.disabled })}>${esc(o.label)}</option>`;
    let html = "";
    if (blank !== null && blank !== undefined) {
      const label = localize && blank ? i18n.localize(blank) : blank;
      html += `<option value=""${chosen.has("") ? " selected" : ""}>${esc(label)}</option>`;
    }
    const groups = new Map();
    for (const item of list) {
      const g = item.group ?? "";
      if (!groups.has(g)) groups.set(g, []);
      groups.get(g).push(item);
    }
    for (const [group, items] of groups) {
      if (group === "") html += items.map(option).join("");
      else html += `<optgroup label="${esc(localize ? i18n.localize(group) : group)}">${items.map(option).join("")}</optgroup>`;
    }
    return new SafeString(html);
  };
}

/**
 * `numberFormat(value, {hash: {decimals, sign}})` (…/functions/foundry.applications.handlebars.numberFormat.html):
 * `{{numberFormat 5.5}}` → 5.5, `decimals=2` → 5.50, `sign=true` → +5.50, null/undefined → NaN.
 */
function numberFormat(value, options) {
  const { decimals, sign = false } = options.hash;
  const n = typeof value === "number" ? value : parseFloat(value);
  if (Number.isNaN(n)) return new SafeString("NaN");
  const body = decimals === undefined ? String(n) : n.toFixed(Math.max(0, Number(decimals)));
  return new SafeString(sign && n >= 0 ? `+${body}` : body);
}

/**
 * `numberInput(value, {hash})` (…/functions/foundry.applications.handlebars.numberInput.html):
 * an `<input type="number">` with name, step, min, max, class, placeholder, disabled, readonly.
 */
function numberInput(value, options) {
  const h = options.hash;
  return new SafeString(
    `<input type="number"${attrs({
      name: h.name, value: value ?? "", step: h.step ?? "any", min: h.min, max: h.max, class: h.class,
      placeholder: h.placeholder, disabled: h.disabled, readonly: h.readonly, id: h.id,
    })}>`,
  );
}

/**
 * `radioBoxes(name, choices, {hash: {checked, localize}})` (…/functions/foundry.applications.handlebars.radioBoxes.html):
 * one `<label class="checkbox"><input type="radio">label</label>` per choice.
 */
function radioBoxesWith(i18n) {
  return function radioBoxes(name, choices, options) {
    const { checked = null, localize = false } = options.hash;
    const html = Object.entries(choices ?? {})
      .map(([value, label]) => {
        const text = localize ? i18n.localize(String(label)) : String(label);
        return `<label class="checkbox"><input${attrs({ type: "radio", name, value, checked: String(checked) === value })}> ${esc(text)}</label>`;
      })
      .join("");
    return new SafeString(html);
  };
}

/**
 * `editor(content, {hash: {target, editable, button, class, engine, collaborate}})`
 * (…/functions/foundry.applications.handlebars.editor.html): a rich-text area for `target`;
 * this stand-in renders the enriched content in a `div.editor` (read-only view, as Foundry
 * shows it before the editor is activated), plus the edit button when `button` and `editable`.
 */
function editor(content, options) {
  const h = options.hash;
  const button = h.button && h.editable !== false ? `<button type="button" class="editor-edit" aria-label="Edit"><i class="fa-solid fa-edit"></i></button>` : "";
  return new SafeString(`<div class="editor${h.class ? ` ${esc(h.class)}` : ""}"><div class="editor-content" data-edit="${esc(h.target ?? "")}">${content ?? ""}</div>${button}</div>`);
}

/**
 * Registers the helpers on a Handlebars environment. `i18n` is the StandInI18n the `localize`
 * helper uses.
 */
export function registerFoundryHelpers(hbs, i18n) {
  hbs.registerHelper({
    // …/functions/foundry.applications.handlebars.localize.html: with hash arguments the text is
    // formatted (`game.i18n.format`), otherwise looked up (`game.i18n.localize`).
    localize(value, options) {
      const key = value instanceof SafeString ? value.toString() : value;
      const data = options.hash;
      return Object.keys(data).length === 0 ? i18n.localize(key) : i18n.format(key, data);
    },
    // …/functions/foundry.applications.handlebars.checked.html: "checked" when truthy, else "".
    checked: (value) => (value ? "checked" : ""),
    // …/functions/foundry.applications.handlebars.disabled.html: "disabled" when truthy, else "".
    disabled: (value) => (value ? "disabled" : ""),
    // …/functions/foundry.applications.handlebars.concat.html: joins the values as a SafeString.
    concat: (...args) => new SafeString(argsOf(args).join("")),
    // …/functions/foundry.applications.handlebars.ifThen.html: criteria ? ifTrue : ifFalse.
    ifThen: (criteria, ifTrue, ifFalse) => (criteria ? ifTrue : ifFalse),
    // …/functions/foundry.applications.handlebars.object.html: the hash as a plain object.
    object: (options) => ({ ...options.hash }),
    numberFormat,
    numberInput,
    editor,
    selectOptions: selectOptionsWith(i18n),
    radioBoxes: radioBoxesWith(i18n),
    // Comparison and logic helpers that Foundry registers when it initialises Handlebars
    // (foundry.applications.handlebars.initialize); strict equality, as systems rely on.
    eq: (a, b) => a === b,
    ne: (a, b) => a !== b,
    lt: (a, b) => a < b,
    lte: (a, b) => a <= b,
    gt: (a, b) => a > b,
    gte: (a, b) => a >= b,
    not: (a) => !a,
    and: (...args) => argsOf(args).every(Boolean),
    or: (...args) => argsOf(args).some(Boolean),
  });
}
