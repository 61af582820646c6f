import { render } from "dom-serializer";
import { Element as NodeElement, Text, type ChildNode } from "domhandler";
import { parseDocument } from "htmlparser2";

/**
 * A small element model over real parsed HTML (htmlparser2, already in the tree through
 * sanitize-html), for the parts of the DOM the adapter touches on rendered sheets and chat
 * messages. It follows the DOM standard (https://developer.mozilla.org/en-US/docs/Web/API/Element)
 * for what it models and throws for what it does not: selectors are compound selectors
 * (`tag`, `.class`, `[attr]`, `[attr="value"]`, combined without spaces), or a comma-separated
 * list of them; no combinators, pseudo-classes or attribute operators other than `=`.
 */
const wrappers = new WeakMap<NodeElement, StandInElement>();

type Listener = (event: StandInEvent) => unknown;

export interface StandInEvent {
  readonly type: string;
  readonly target: StandInElement;
  readonly currentTarget: StandInElement;
  defaultPrevented: boolean;
  preventDefault(): void;
  /** Events do not travel up the stand-in's tree (only the element's own listeners run), so this stops nothing. */
  stopPropagation(): void;
}

interface Compound {
  tag: string | null;
  classes: string[];
  attributes: { name: string; value: string | null }[];
}

const COMPOUND_PART = /^(?:([a-zA-Z][\w-]*)|\.([\w-]+)|\[([\w-]+)(?:="([^"]*)")?\])/;

function parseSelector(selector: string): Compound {
  const compound: Compound = { tag: null, classes: [], attributes: [] };
  let rest = selector.trim();
  if (rest === "") throw new Error("stand-in DOM: empty selector");
  while (rest.length > 0) {
    const match = COMPOUND_PART.exec(rest);
    if (!match || (match[1] && compound.tag !== null)) throw new Error(`stand-in DOM: the selector "${selector}" is not modelled (single compound selectors only)`);
    if (match[1]) compound.tag = match[1].toLowerCase();
    else if (match[2]) compound.classes.push(match[2]);
    else compound.attributes.push({ name: match[3]!, value: match[4] ?? null });
    rest = rest.slice(match[0].length);
  }
  return compound;
}

/** A selector list: an element matches when it matches any of the compound selectors. */
function parseSelectorList(selector: string): Compound[] {
  return selector.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map(parseSelector);
}

function matchesAny(node: NodeElement, list: Compound[]): boolean {
  return list.some((compound) => matches(node, compound));
}

function matches(node: NodeElement, compound: Compound): boolean {
  if (compound.tag !== null && node.name.toLowerCase() !== compound.tag) return false;
  const classes = (node.attribs.class ?? "").split(/\s+/);
  if (!compound.classes.every((c) => classes.includes(c))) return false;
  return compound.attributes.every(({ name, value }) => name in node.attribs && (value === null || node.attribs[name] === value));
}

function descendants(node: NodeElement): NodeElement[] {
  const out: NodeElement[] = [];
  const walk = (children: ChildNode[]) => {
    for (const child of children) {
      if (child instanceof NodeElement) {
        out.push(child);
        walk(child.children);
      }
    }
  };
  walk(node.children);
  return out;
}

function dataKey(property: string): string {
  return `data-${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Which document each shown root element is in (see StandInElement#ownerDocument). */
const shownIn = new WeakMap<NodeElement, unknown>();

export class StandInElement {
  readonly #listeners = new Map<string, Listener[]>();
  /**
   * The document it is shown in (Node#ownerDocument): its root's, which the application that
   * rendered it or the window showing it sets (`showIn`); undefined for an element shown nowhere.
   */
  get ownerDocument(): unknown {
    let node: NodeElement = this.node;
    while (node.parent instanceof NodeElement) node = node.parent;
    return shownIn.get(node);
  }
  /** Shows this element (a root) in `owner`: it and every element in it then have that ownerDocument. */
  showIn(owner: unknown): void {
    shownIn.set(this.node, owner);
  }

  private constructor(readonly node: NodeElement) {}

  static wrap(node: NodeElement): StandInElement {
    let wrapper = wrappers.get(node);
    if (!wrapper) wrappers.set(node, (wrapper = new StandInElement(node)));
    return wrapper;
  }

  /** The single root element of an HTML fragment (as a template renders it); more or fewer roots are refused. */
  static fromHTML(html: string): StandInElement {
    const roots = parseDocument(html).children.filter((c): c is NodeElement => c instanceof NodeElement);
    if (roots.length !== 1) throw new Error(`stand-in DOM: expected one root element, the HTML has ${roots.length}`);
    return StandInElement.wrap(roots[0]!);
  }

  /** An element wrapping the given HTML (a sheet's form, several parts). */
  static container(tag: string, html: string): StandInElement {
    const root = new NodeElement(tag, {}, []);
    for (const child of parseDocument(html).children) {
      child.parent = root;
      root.children.push(child);
    }
    return StandInElement.wrap(root);
  }

  get tagName(): string {
    return this.node.name.toUpperCase();
  }
  get parentElement(): StandInElement | null {
    return this.node.parent instanceof NodeElement ? StandInElement.wrap(this.node.parent) : null;
  }
  getAttribute(name: string): string | null {
    return this.node.attribs[name] ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.node.attribs[name] = value;
  }
  hasAttribute(name: string): boolean {
    return name in this.node.attribs;
  }
  removeAttribute(name: string): void {
    delete this.node.attribs[name];
  }

  /** https://developer.mozilla.org/en-US/docs/Web/API/HTMLElement/dataset: camelCase names map to data-kebab-case attributes. */
  get dataset(): Record<string, string | undefined> {
    return new Proxy({} as Record<string, string | undefined>, {
      get: (_t, property) => (typeof property === "string" ? (this.getAttribute(dataKey(property)) ?? undefined) : undefined),
      set: (_t, property, value) => {
        if (typeof property !== "string") return false;
        this.setAttribute(dataKey(property), String(value));
        return true;
      },
      has: (_t, property) => typeof property === "string" && this.hasAttribute(dataKey(property)),
    });
  }

  /** The `disabled` IDL attribute reflects the boolean content attribute. */
  get disabled(): boolean {
    return this.hasAttribute("disabled");
  }
  set disabled(value: boolean) {
    if (value) this.setAttribute("disabled", "");
    else this.removeAttribute("disabled");
  }
  /** HTMLElement#hidden reflects the `hidden` attribute (https://html.spec.whatwg.org/multipage/interaction.html#the-hidden-attribute). */
  get hidden(): boolean {
    return this.hasAttribute("hidden");
  }
  set hidden(value: boolean) {
    if (value) this.setAttribute("hidden", "");
    else this.removeAttribute("hidden");
  }

  /** An input's `value` attribute; a select's selected option (or its first one). Other elements are refused. */
  get value(): string {
    const tag = this.node.name.toLowerCase();
    if (tag === "select") {
      const options = this.querySelectorAll("option");
      const chosen = options.find((o) => o.hasAttribute("selected")) ?? options[0];
      return chosen ? (chosen.getAttribute("value") ?? chosen.textContent) : "";
    }
    if (tag === "input" || tag === "option" || tag === "button") return this.getAttribute("value") ?? "";
    throw new Error(`stand-in DOM: value of <${tag}> is not modelled`);
  }

  get textContent(): string {
    const text = (children: ChildNode[]): string =>
      children.map((c) => (c instanceof Text ? c.data : c instanceof NodeElement ? text(c.children) : "")).join("");
    return text(this.node.children);
  }
  set textContent(value: string) {
    const child = new Text(value);
    child.parent = this.node;
    this.node.children = [child];
  }

  /** https://developer.mozilla.org/en-US/docs/Web/API/Element/classList: contains and toggle (with force). */
  get classList(): { contains(name: string): boolean; toggle(name: string, force?: boolean): boolean } {
    const classes = () => (this.getAttribute("class") ?? "").split(/\s+/).filter((c) => c !== "");
    return {
      contains: (name) => classes().includes(name),
      toggle: (name, force) => {
        const on = force ?? !classes().includes(name);
        const rest = classes().filter((c) => c !== name);
        this.setAttribute("class", (on ? [...rest, name] : rest).join(" "));
        return on;
      },
    };
  }

  /** https://developer.mozilla.org/en-US/docs/Web/API/Element/insertAdjacentHTML: only "beforeend" is modelled. */
  insertAdjacentHTML(position: string, html: string): void {
    if (position !== "beforeend") throw new Error(`stand-in DOM: insertAdjacentHTML("${position}") is not modelled`);
    for (const child of parseDocument(html).children) {
      child.parent = this.node;
      this.node.children.push(child);
    }
  }

  get outerHTML(): string {
    return render(this.node);
  }
  get innerHTML(): string {
    return render(this.node.children);
  }

  querySelectorAll(selector: string): StandInElement[] {
    const list = parseSelectorList(selector);
    return descendants(this.node).filter((n) => matchesAny(n, list)).map((n) => StandInElement.wrap(n));
  }
  querySelector(selector: string): StandInElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }
  closest(selector: string): StandInElement | null {
    const list = parseSelectorList(selector);
    for (let here: unknown = this.node; here instanceof NodeElement; here = here.parent) {
      if (matchesAny(here, list)) return StandInElement.wrap(here);
    }
    return null;
  }

  remove(): void {
    const parent = this.node.parent;
    if (!parent) return;
    parent.children = parent.children.filter((c) => c !== this.node);
    this.node.parent = null;
  }
  replaceWith(other: StandInElement): void {
    const parent = this.node.parent;
    if (!parent) throw new Error("stand-in DOM: replaceWith on an element that is not in a tree");
    other.remove();
    parent.children = parent.children.map((c) => (c === this.node ? other.node : c));
    other.node.parent = parent;
    this.node.parent = null;
  }
  get isConnected(): boolean {
    return this.node.parent !== null;
  }

  addEventListener(type: string, listener: Listener): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  /**
   * A user's click: a disabled button does nothing (https://html.spec.whatwg.org/#concept-fe-disabled);
   * otherwise every click listener runs. Resolves when the listeners' promises do, so a test can
   * await what the click started (a browser would not wait).
   */
  async click(): Promise<void> {
    if (this.disabled) return;
    await this.#fire("click");
  }

  /**
   * A user's choice in a select: the option with this value becomes the selected one, then the
   * select's "input" and "change" listeners run (https://html.spec.whatwg.org/#send-select-update-notifications).
   * Not a select, a disabled one, or no such option: refused loudly.
   */
  async choose(value: string): Promise<void> {
    if (this.tagName.toLowerCase() !== "select") throw new Error("stand-in: choose() is for a select");
    if (this.disabled) throw new Error("stand-in: the select is disabled");
    const options = this.querySelectorAll("option");
    const chosen = options.find((o) => (o.getAttribute("value") ?? o.textContent) === value);
    if (!chosen) throw new Error(`stand-in: the select has no option "${value}"`);
    for (const option of options) option.removeAttribute("selected");
    chosen.setAttribute("selected", "");
    await this.#fire("input");
    await this.#fire("change");
  }

  async #fire(type: string): Promise<void> {
    const event: StandInEvent = {
      type,
      target: this,
      currentTarget: this,
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
      stopPropagation() {},
    };
    await Promise.all((this.#listeners.get(type) ?? []).map((listener) => listener(event)));
  }
  listenerCount(type: string): number {
    return this.#listeners.get(type)?.length ?? 0;
  }
}
