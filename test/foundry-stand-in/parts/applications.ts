import fs from "node:fs";
import { deepAssign } from "../deep-assign";
import type { StandInPart } from "../index";
import { StandInElement } from "../dom";
import { currentUser } from "./documents";
import { detachedWindow, openDetachedWindow, renderWindowId } from "../v14/detached-windows";

/**
 * Applications and sheets, as the v13 API documents them. Nothing is drawn: the rendered parts
 * are parsed into `StandInElement`s (../dom.ts), so tests click the buttons and change the
 * fields the templates really render.
 * - https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html:
 *   `DEFAULT_OPTIONS` merged along the class chain with the constructor's options; `render()`
 *   prepares the context (`_prepareContext`), renders, then `_onRender`; a click on an element
 *   with `data-action` calls `options.actions[action]` with `this` = the application and
 *   (event, target), or `_onClickAction` when no handler is configured; a change in a form with
 *   `submitOnChange` submits it, and a failing form handler is reported as an error notification.
 *   Tabs: `data-action="tab"` is core's own action (`_onClickTab`, used without a configured
 *   handler by Crucible's `templates/sheets/actor/tabs.hbs` and core's
 *   `templates/generic/tab-navigation.hbs`): the clicked element's `data-tab` / `data-group` go to
 *   `changeTab(tab, group)`, which marks that tab `active` among the group's `[data-tab]` elements
 *   (navigation and content) without a render and records it in `tabGroups` (the ApplicationV2
 *   page's `changeTab`, `_onClickTab` and `tabGroups`: "updated whenever the changeTab method is
 *   called"). A click on the tab already active does nothing.
 * - https://foundryvtt.com/api/v13/functions/foundry.applications.api.HandlebarsApplicationMixin.html:
 *   each entry of `PARTS` renders its `template` (with `_preparePartContext`) and must render one
 *   root element; partials a template uses must be loaded, listed in the part's `templates`.
 * - https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html: the
 *   form is read with FormDataExtended, `_prepareSubmitData` runs `_processFormData` (the
 *   expanded form object) and validates the changes against the document, `_processSubmitData`
 *   updates the document; `isEditable` needs the `editable` option, ownership and an unlocked pack.
 * - https://foundryvtt.com/api/v13/classes/foundry.applications.ux.FormDataExtended.html: named
 *   fields that are not disabled, read-only or inside a disabled fieldset (`leftOutOfForm`);
 *   number inputs become numbers (empty: null), checkboxes booleans.
 * - https://foundryvtt.com/api/v13/classes/foundry.applications.sheets.ActorSheetV2.html:
 *   `_onDrop` reads the drag data (TextEditor.getDragEventData), calls the `dropActorSheetData`
 *   hook, resolves the document (`fromDropData`: `fromUuid`, which for a `Compendium.` uuid loads
 *   the pack's document) and routes an Actor to `_onDropActor(event, actor)`. Drops of other
 *   document types are not modelled and throw.
 * - https://foundryvtt.com/api/v13/classes/foundry.applications.ux.TextEditor.html#enrichhtml:
 *   only secret blocks are modelled (removed unless `secrets`); text with content links or
 *   inline rolls is refused.
 */
type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** foundry.utils.mergeObject for options: nested plain objects merge, anything else replaces. */
function mergeOptions(target: Plain, source: Plain): Plain {
  for (const [key, value] of Object.entries(source)) {
    target[key] = isPlain(value) && isPlain(target[key]) ? mergeOptions({ ...(target[key] as Plain) }, value) : value;
  }
  return target;
}

export type ActionHandler = (this: StandInApplicationV2, event: unknown, target: StandInElement) => unknown;

export interface PartConfig {
  template: string;
  templates?: string[];
}

interface StandInDocumentLike {
  readonly uuid: string;
  readonly isOwner: boolean;
  readonly _source: Plain;
  readonly compendium?: { locked: boolean } | null;
  validate(options: { changes: Plain; clean: boolean; fallback: boolean }): boolean;
  update(changes: Plain, options?: Plain): Promise<unknown>;
}

function notifyError(message: string): void {
  (globalThis as unknown as { ui: { notifications: { error(m: string): void } } }).ui.notifications.error(message);
}

function clickEvent(target: StandInElement) {
  return {
    type: "click",
    target,
    currentTarget: target,
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

export class StandInApplicationV2 {
  static DEFAULT_OPTIONS: Plain = { tag: "div", actions: {}, form: {} };
  static PARTS: Record<string, PartConfig> = {};

  readonly options: Plain;
  /** The open tab of each tab group, as `changeTab` records it. */
  tabGroups: Record<string, string | null> = {};
  /** The rendered application (the parts under one root), null until the first render. */
  element: StandInElement | null = null;
  rendered = false;
  /** v14: `windowId` while the application lives in a detached window (../v14/detached-windows.ts). */
  window: { windowId?: string } = {};

  /** The user pops this rendered application out into its own window (v14's detach control). */
  detachWindow(): string {
    const root = this.#rendered();
    const { window } = openDetachedWindow(currentUser().id, root);
    root.showIn(window.document);
    this.window = { windowId: window.windowId };
    return window.windowId;
  }

  constructor(options: Plain = {}) {
    const chain: (typeof StandInApplicationV2)[] = [];
    for (let c = this.constructor as typeof StandInApplicationV2; c !== Function.prototype; c = Object.getPrototypeOf(c)) {
      if (Object.prototype.hasOwnProperty.call(c, "DEFAULT_OPTIONS")) chain.unshift(c);
    }
    // Handlers (actions, the form's handler) and the document are kept by reference; the rest is copied.
    const copied = (o: Plain): Plain => {
      const { actions: _actions, document: _document, ...rest } = o;
      const form = rest.form as Plain | undefined;
      if (!form || typeof form.handler !== "function") return structuredClone(rest);
      const { handler, ...formRest } = form;
      return { ...structuredClone({ ...rest, form: formRest }), form: { ...structuredClone(formRest), handler } };
    };
    this.options = [...chain.map((c) => c.DEFAULT_OPTIONS), options].reduce<Plain>((merged, o) => mergeOptions(merged, copied(o)), {});
    this.options.actions = Object.assign({}, ...chain.map((c) => c.DEFAULT_OPTIONS.actions ?? {}), options.actions ?? {});
    if (options.document) this.options.document = options.document;
  }

  async _prepareContext(_options: Plain): Promise<Plain> {
    return {};
  }
  async _preparePartContext(_partId: string, context: Plain, _options: Plain): Promise<Plain> {
    return context;
  }
  async _onRender(_context: Plain, _options: Plain): Promise<void> {}

  async render(options: Plain | boolean = {}): Promise<this> {
    const renderOptions = typeof options === "boolean" ? { force: options } : options;
    const context = await this._prepareContext(renderOptions);
    const Class = this.constructor as typeof StandInApplicationV2;
    const parts = Object.entries(Class.PARTS);
    if (parts.length === 0) throw new Error(`stand-in: ${Class.name} has no PARTS to render`);
    const root = StandInElement.container(String(this.options.tag ?? "div"), "");
    for (const [partId, part] of parts) {
      const html = await this._renderPartHTML(partId, part, await this._preparePartContext(partId, context, renderOptions));
      const element = StandInElement.fromHTML(html);
      element.setAttribute("data-application-part", partId);
      root.node.children.push(element.node);
      element.node.parent = root.node;
    }
    // v14: the window it renders into, and the document its element then belongs to (../v14/detached-windows.ts).
    const windowId = renderWindowId(this.window.windowId, renderOptions as { window?: { windowId?: string; detached?: boolean } });
    const owner = windowId === undefined ? (globalThis as { document?: unknown }).document : detachedWindow(currentUser().id, windowId).window.document;
    if (windowId !== undefined) (owner as { show(r: StandInElement): void }).show(root);
    root.showIn(owner);
    this.window = windowId === undefined ? {} : { windowId };
    this.element = root;
    this.rendered = true;
    await this._onRender(context, renderOptions);
    return this;
  }

  /** One part's HTML from its template (a stand-in seam: core's own templates are not available here). */
  protected async _renderPartHTML(partId: string, part: PartConfig, context: Plain): Promise<string> {
    return renderPart(partId, part, context);
  }

  /** A user's click on `target` (an element of this application): the `data-action` dispatch. */
  async click(target: StandInElement): Promise<void> {
    if (!this.element || !isInside(target, this.element)) {
      throw new Error("stand-in: the clicked element is not in this application");
    }
    if (target.disabled || inDisabledFieldset(target)) return;
    const actionTarget = target.closest("[data-action]");
    if (!actionTarget) return;
    const action = actionTarget.dataset.action ?? "";
    const configured = (this.options.actions as Record<string, ActionHandler | { handler: ActionHandler } | undefined>)[action];
    const handler = typeof configured === "function" ? configured : configured?.handler;
    const event = clickEvent(actionTarget);
    if (action === "tab" && !handler) this._onClickTab(event);
    else if (handler) await handler.call(this, event, actionTarget);
    else await this._onClickAction(event, actionTarget);
  }

  /** Finds the single rendered element matching `selector` and clicks it; none or several are refused. */
  async clickOn(selector: string): Promise<void> {
    const found = this.#rendered().querySelectorAll(selector);
    if (found.length !== 1) throw new Error(`stand-in: ${found.length} rendered elements match ${selector}`);
    await this.click(found[0]!);
  }

  /** ApplicationV2#_onClickTab: the clicked tab of its group, unless it is the open one already. */
  _onClickTab(event: { target: StandInElement }): void {
    const { tab, group } = event.target.dataset;
    if (!tab || !group || event.target.classList.contains("active")) return;
    this.changeTab(tab, group);
  }

  /** ApplicationV2#changeTab: `tab` becomes the group's active tab in the rendered element and in `tabGroups`; nothing renders. */
  changeTab(tab: string, group: string): void {
    for (const element of this.#rendered().querySelectorAll(`[data-group="${group}"][data-tab]`)) element.classList.toggle("active", element.dataset.tab === tab);
    this.tabGroups[group] = tab;
  }

  async _onClickAction(_event: unknown, target: StandInElement): Promise<void> {
    throw new Error(`stand-in: no handler for the action "${target.dataset.action}"`);
  }

  #rendered(): StandInElement {
    if (!this.element) throw new Error("stand-in: the application has not been rendered");
    return this.element;
  }

  /**
   * The user changes a named field of the rendered form: an input's value, a select's chosen
   * option (which must exist), a checkbox; with `submitOnChange` the form is then submitted.
   */
  async changeField(name: string, value: string | boolean): Promise<void> {
    const fields = this.#rendered().querySelectorAll(`[name="${name}"]`);
    if (fields.length !== 1) throw new Error(`stand-in: the form has ${fields.length} fields named ${name}`);
    const field = fields[0]!;
    if (field.disabled || inDisabledFieldset(field)) throw new Error(`stand-in: the field ${name} is disabled`);
    setFieldValue(field, value);
    if ((this.options.form as Plain | undefined)?.submitOnChange) await this._onSubmitForm();
  }

  /** ApplicationV2#_onSubmitForm: the form handler runs; an error it throws becomes an error notification. */
  async _onSubmitForm(options: Plain = {}): Promise<void> {
    const form = this.#rendered();
    try {
      await this._submitFormHandler(form, formDataExtended(form), options);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    }
  }

  /** ApplicationV2#submit: reads the form and runs its handler (errors propagate to the caller). */
  async submit(options: Plain = {}): Promise<void> {
    const form = this.#rendered();
    await this._submitFormHandler(form, formDataExtended(form), options);
  }

  /**
   * ApplicationFormConfiguration (https://foundryvtt.com/api/v13/interfaces/foundry.applications.types.ApplicationFormConfiguration.html):
   * `form.handler(event, form, formData)` runs with `this` = the application; `closeOnSubmit` then closes it.
   */
  protected async _submitFormHandler(form: StandInElement, formData: { object: Plain }, _options: Plain): Promise<void> {
    const config = this.options.form as { handler?: (this: unknown, event: unknown, form: StandInElement, formData: { object: Plain }) => unknown; closeOnSubmit?: boolean } | undefined;
    if (typeof config?.handler !== "function") throw new Error(`stand-in: ${this.constructor.name} has no form handler`);
    await config.handler.call(this, { type: "submit" }, form, formData);
    if (config.closeOnSubmit) await this.close();
  }

  /** ApplicationV2#close (https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html#close): the element goes, then `_onClose`. */
  async close(options: Plain = {}): Promise<this> {
    this.element = null;
    this.rendered = false;
    await this._onClose(options);
    return this;
  }

  async _onClose(_options: Plain): Promise<void> {}
}

function isInside(element: StandInElement, root: StandInElement): boolean {
  for (let here: StandInElement | null = element; here; here = here.parentElement) if (here === root) return true;
  return false;
}

function setFieldValue(field: StandInElement, value: string | boolean): void {
  const tag = field.tagName.toLowerCase();
  if (tag === "select") {
    const options = field.querySelectorAll("option");
    const chosen = options.find((o) => (o.getAttribute("value") ?? o.textContent) === value);
    if (!chosen) throw new Error(`stand-in: the select ${field.getAttribute("name")} has no option "${String(value)}"`);
    for (const option of options) option.removeAttribute("selected");
    chosen.setAttribute("selected", "");
    return;
  }
  if (tag === "input" && field.getAttribute("type") === "checkbox") {
    if (typeof value !== "boolean") throw new Error("stand-in: a checkbox is checked with true or false");
    if (value) field.setAttribute("checked", "");
    else field.removeAttribute("checked");
    return;
  }
  if (tag === "input" || tag === "prose-mirror") {
    field.setAttribute("value", String(value));
    return;
  }
  throw new Error(`stand-in: changing a <${tag}> is not modelled`);
}

/**
 * Whether core's FormDataExtended leaves a control out by default (its `disabled` and `readonly`
 * options default to false, foundryvtt#8879): a disabled or read-only control, or one inside a
 * `<fieldset disabled>` (core tests the nearest fieldset, legend included: foundryvtt#11610).
 */
export function leftOutOfForm(field: StandInElement): boolean {
  return field.disabled || field.hasAttribute("readonly") || inDisabledFieldset(field);
}

/** Inside a `<fieldset disabled>` (the nearest fieldset, as core tests it): a user cannot use it. */
export function inDisabledFieldset(field: StandInElement): boolean {
  return field.parentElement?.closest("fieldset")?.disabled === true;
}

/** FormDataExtended(form).object: named fields not left out (see leftOutOfForm); numbers cast, checkboxes as booleans. */
export function formDataExtended(form: StandInElement): { object: Plain } {
  const object: Plain = {};
  for (const field of form.querySelectorAll("[name]")) {
    const tag = field.tagName.toLowerCase();
    if (!["input", "select", "textarea", "prose-mirror"].includes(tag) || leftOutOfForm(field)) continue;
    if (field.hasAttribute("data-dtype")) throw new Error("stand-in FormDataExtended: data-dtype is not modelled");
    const name = field.getAttribute("name")!;
    if (name in object) throw new Error(`stand-in FormDataExtended: several fields named ${name} are not modelled`);
    const type = field.getAttribute("type");
    if (tag === "input" && (type === "radio" || type === "file" || type === "range")) throw new Error(`stand-in FormDataExtended: input type ${type} is not modelled`);
    if (tag === "textarea") object[name] = field.textContent;
    else if (tag === "prose-mirror") object[name] = field.getAttribute("value") ?? "";
    else if (type === "checkbox") object[name] = field.hasAttribute("checked");
    else if (type === "number") object[name] = field.value === "" ? null : Number(field.value);
    else object[name] = field.value;
  }
  return { object };
}

const PARTIAL_REFERENCE = /{{>\s*"([^"]+)"/g;

async function renderPart(partId: string, part: PartConfig, context: Plain): Promise<string> {
  const templateFile = (path: string) => `templates/${path.replace(/^systems\/shelf-wars\/templates\//, "")}`;
  for (const template of [part.template, ...(part.templates ?? [])]) {
    for (const [, partial] of fs.readFileSync(templateFile(template), "utf8").matchAll(PARTIAL_REFERENCE)) {
      if (partial && !(part.templates ?? []).includes(partial)) {
        throw new Error(`stand-in: the part "${partId}" uses the partial ${partial}, which its templates do not load`);
      }
    }
  }
  const foundry = (globalThis as unknown as { foundry: { applications: { handlebars: { renderTemplate(p: string, c: Plain): Promise<string> } } } }).foundry;
  return foundry.applications.handlebars.renderTemplate(part.template, context);
}

export class StandInDocumentSheetV2 extends StandInApplicationV2 {
  static override DEFAULT_OPTIONS: Plain = { tag: "form", editable: true, form: { submitOnChange: false, closeOnSubmit: false } };

  get document(): StandInDocumentLike {
    const document = this.options.document as StandInDocumentLike | undefined;
    if (!document) throw new Error("stand-in: a document sheet is constructed with { document }");
    return document;
  }
  get isEditable(): boolean {
    if (this.options.editable === false) return false;
    if (this.document.compendium?.locked) return false;
    return this.document.isOwner;
  }

  override async _prepareContext(_options: Plain): Promise<Plain> {
    return { document: this.document, source: this.document._source, editable: this.isEditable, user: currentUser() };
  }

  protected override async _submitFormHandler(form: StandInElement, formData: { object: Plain }, options: Plain): Promise<void> {
    if (!this.isEditable) return;
    const { updateData, ...updateOptions } = options;
    const submitData = this._prepareSubmitData(null, form, formData, updateData as Plain | undefined);
    await this._processSubmitData(null, form, submitData, updateOptions);
  }

  _prepareSubmitData(event: unknown, form: StandInElement, formData: { object: Plain }, updateData?: Plain): Plain {
    const submitData = this._processFormData(event, form, formData);
    if (updateData) throw new Error("stand-in: submit with updateData is not modelled");
    this.document.validate({ changes: submitData, clean: true, fallback: false });
    return submitData;
  }

  _processFormData(_event: unknown, _form: StandInElement, formData: { object: Plain }): Plain {
    return expandDotted(formData.object);
  }

  async _processSubmitData(_event: unknown, _form: StandInElement, submitData: Plain, options: Plain): Promise<void> {
    await this.document.update(submitData, options);
  }
}

function expandDotted(flat: Plain): Plain {
  const out: Plain = {};
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split(".");
    const last = parts.pop()!;
    let here = out;
    for (const part of parts) here = (isPlain(here[part]) ? here[part] : (here[part] = {})) as Plain;
    here[last] = value;
  }
  return out;
}

export class StandInActorSheetV2 extends StandInDocumentSheetV2 {
  get actor(): StandInDocumentLike {
    return this.document;
  }

  /** A drop of `data` (what a drag from the sidebar or a compendium carries) on this sheet. */
  async drop(data: Plain): Promise<unknown> {
    const event = { type: "drop", dataTransfer: { getData: (format: string) => (format === "text/plain" ? JSON.stringify(data) : "") } };
    return this._onDrop(event);
  }

  async _onDrop(event: { dataTransfer: { getData(format: string): string } }): Promise<unknown> {
    let data: Plain;
    try {
      data = JSON.parse(event.dataTransfer.getData("text/plain")) as Plain;
    } catch {
      return undefined;
    }
    const hooks = (globalThis as unknown as { Hooks: { call(hook: string, ...args: unknown[]): boolean } }).Hooks;
    if (hooks.call("dropActorSheetData", this.actor, this, data) === false) return undefined;
    if (data.type !== "Actor") throw new Error(`stand-in: dropping a ${String(data.type)} on an actor sheet is not modelled`);
    if (typeof data.uuid !== "string") throw new Error("stand-in: drop data without a uuid is not modelled");
    const fromUuid = (globalThis as unknown as { fromUuid(uuid: string): Promise<{ documentName: string } | null> }).fromUuid;
    const document = await fromUuid(data.uuid);
    if (!document) return undefined;
    if (document.documentName !== "Actor") throw new Error(`stand-in: the drop says Actor but ${data.uuid} is a ${document.documentName}`);
    return this._onDropActor(event, document);
  }

  async _onDropActor(_event: unknown, _actor: unknown): Promise<unknown> {
    return null;
  }
}

const ENRICHED_SYNTAX = /@\w+\[|\[\[/;

export const installPart: StandInPart = (globals) => {
  deepAssign(globals, {
    foundry: {
      applications: {
        api: {
          ApplicationV2: StandInApplicationV2,
          DocumentSheetV2: StandInDocumentSheetV2,
          // TypeScript requires a mixin's base constructor to take `any[]`.
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          HandlebarsApplicationMixin: <T extends abstract new (...args: any[]) => object>(Base: T) => {
            abstract class Handlebars extends Base {}
            return Handlebars;
          },
        },
        sheets: { ActorSheetV2: StandInActorSheetV2 },
        ux: {
          TextEditor: {
            implementation: {
              async enrichHTML(content: string, options: { secrets?: boolean } = {}): Promise<string> {
                if (ENRICHED_SYNTAX.test(content)) throw new Error("stand-in enrichHTML: content links and inline rolls are not modelled");
                if (/<section[^>]*class="[^"]*secret/.test(content) && !options.secrets) {
                  const root = StandInElement.container("div", content);
                  for (const secret of root.querySelectorAll("section.secret")) secret.remove();
                  return root.innerHTML;
                }
                return content;
              },
            },
          },
        },
      },
    },
  });
};
