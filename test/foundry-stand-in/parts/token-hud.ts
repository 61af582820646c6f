import type { StandInPart } from "../index";
import { deepAssign } from "../deep-assign";
import { StandInElement } from "../dom";

/**
 * Core's token HUD, as far as the adapter's HUD actions reach it.
 * - v13's TokenHUD is an ApplicationV2 (https://foundryvtt.com/api/v13/classes/foundry.applications.hud.TokenHUD.html,
 *   a BasePlaceableHUD: https://foundryvtt.com/api/v13/classes/foundry.applications.hud.BasePlaceableHUD.html):
 *   `object` is the Token placeable it is bound to (`document`, `actor`), `bind(object)` binds and
 *   renders it, `rendered` says it is shown, `render()` renders it again, `close()` hides it.
 *   Each client has its own (one per user here). It lives at `canvas.hud.token`
 *   (https://foundryvtt.com/api/v13/classes/foundry.applications.hud.HeadsUpDisplayContainer.html) and
 *   `canvas.tokens.hud` (PlaceablesLayer#hud, https://foundryvtt.com/api/v13/classes/foundry.canvas.layers.PlaceablesLayer.html).
 * - Rendering fires `render<Class>` for every class in its inheritance chain
 *   (https://foundryvtt.com/api/v13/functions/hookEvents.renderApplicationV2.html), each with
 *   (application, element, context, options), `element` an HTMLElement. The order of those hooks
 *   is stated on no public page: the stand-in fires the base class's first.
 * - The element is core's HUD form with three columns, `.col.left`, `.col.middle`, `.col.right`
 *   (no public page documents the template: observed through modules for v13 and v14 whose
 *   renderTokenHUD handlers read `.col.left` / `.col.right` of the element, e.g.
 *   Unarekin/FoundryVTT-Sprite-Animations src/tokenHUD.ts). Core's own controls are not
 *   modelled: the columns are rendered empty, so no test can lean on them.
 * - v14 (https://foundryvtt.com/api/v14/classes/foundry.applications.hud.TokenHUD.html) keeps the
 *   class and the hook; nothing the adapter reads differs, so both generations share this model.
 * - The element is a `<form>`: a `<button>` without `type="button"` in it submits the form
 *   (https://html.spec.whatwg.org/#attr-button-type, "submit" the default). `clickHud` refuses
 *   to click one, as what core does with such a submit is not modelled.
 */
export interface StandInTokenDocumentLike {
  readonly id: string | null;
  readonly actor: unknown;
}

const PLACEABLE_PROPERTIES = new Set(["document", "actor", "id"]);
/** What test tooling reads of any object it prints or awaits; not Foundry's. */
const INSPECTED = new Set(["then", "toJSON", "constructor", "asymmetricMatch", "$$typeof", "nodeType", "@@__IMMUTABLE_ITERABLE__@@", "@@__IMMUTABLE_RECORD__@@"]);

/** A Token placeable (https://foundryvtt.com/api/v13/classes/foundry.canvas.placeables.Token.html): only `document`, `actor` and `id`. */
export function standInTokenPlaceable(document: StandInTokenDocumentLike): object {
  const placeable = { document, get actor() { return document.actor; }, get id() { return document.id; } };
  return new Proxy(placeable, {
    get(target, property, receiver) {
      if (typeof property === "string" && !PLACEABLE_PROPERTIES.has(property) && !INSPECTED.has(property)) {
        throw new Error(`stand-in: Token#${property} of the HUD's placeable is not modelled`);
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

type Hooks = { callAll(hook: string, ...args: unknown[]): true };

/**
 * The HUD's markup: v13's three columns, or (to test that the adapter does not depend on an
 * unverified layout: v14's template is not public) a form without them.
 */
export const hudLayout: { columns: boolean } = { columns: true };

export class StandInTokenHUD {
  object: (object & { document: StandInTokenDocumentLike; actor: unknown }) | null = null;
  element: StandInElement | null = null;
  rendered = false;

  get document(): StandInTokenDocumentLike | null {
    return this.object?.document ?? null;
  }
  get actor(): unknown {
    return this.object?.actor ?? null;
  }

  async bind(object: object): Promise<this> {
    this.object = object as StandInTokenHUD["object"];
    return this.render({ force: true });
  }

  async render(options: Record<string, unknown> = {}): Promise<this> {
    if (!this.object) throw new Error("stand-in: rendering a TokenHUD bound to no token is not modelled");
    const element = StandInElement.fromHTML(
      hudLayout.columns
        ? `<form id="token-hud" class="placeable-hud"><div class="col left"></div><div class="col middle"></div><div class="col right"></div></form>`
        : `<form id="token-hud" class="placeable-hud"><div class="hud-controls"></div></form>`,
    );
    this.element = element;
    this.rendered = true;
    const context = {};
    const hooks = (globalThis as unknown as { Hooks: Hooks }).Hooks;
    for (const name of ["ApplicationV2", "BasePlaceableHUD", "TokenHUD"]) hooks.callAll(`render${name}`, this, element, context, options);
    return this;
  }

  async close(): Promise<this> {
    this.element = null;
    this.rendered = false;
    return this;
  }
}

/** Each client draws its own canvas, so each user has a HUD of their own (the stand-in's clients share one `canvas`, ../clients.ts). */
const huds = new Map<string, StandInTokenHUD>();

function currentHud(): StandInTokenHUD {
  const user = (globalThis as unknown as { game: { user?: { id: string } | null } }).game.user;
  if (!user) throw new Error("stand-in: a token HUD with no user's client is not modelled");
  let hud = huds.get(user.id);
  if (!hud) huds.set(user.id, (hud = new StandInTokenHUD()));
  return hud;
}

/** `hud` on a token layer object: the current client's HUD (a test's setCanvas replaces the layer, so it is put back on use). */
function defineLayerHud(layer: object): void {
  if (!Object.prototype.hasOwnProperty.call(layer, "hud")) Object.defineProperty(layer, "hud", { get: currentHud, enumerable: true, configurable: true });
}

function hudOnCanvas(): StandInTokenHUD {
  const canvas = (globalThis as unknown as { canvas: { tokens?: object } }).canvas;
  if (canvas.tokens) defineLayerHud(canvas.tokens);
  return currentHud();
}

/** The user right-clicks the token: the HUD binds to its placeable and renders (the render hooks run). */
export async function openTokenHud(document: StandInTokenDocumentLike): Promise<StandInTokenHUD> {
  return hudOnCanvas().bind(standInTokenPlaceable(document));
}

/** The user clicks the single element of the rendered HUD matching `selector` (its click listeners run, awaited). */
export async function clickHud(selector: string): Promise<void> {
  const hud = hudOnCanvas();
  if (!hud.element) throw new Error("stand-in: the token HUD is not rendered");
  const found = hud.element.querySelectorAll(selector);
  if (found.length !== 1) throw new Error(`stand-in: ${found.length} elements of the token HUD match ${selector}`);
  const target = found[0]!;
  if (target.tagName === "BUTTON" && target.getAttribute("type") !== "button") {
    throw new Error("stand-in: a submit button in the TokenHUD's form is not modelled (give it type=\"button\")");
  }
  await target.click();
}

export const installPart: StandInPart = (globals) => {
  huds.clear();
  const hud = Object.defineProperty({}, "token", { get: currentHud, enumerable: true });
  deepAssign(globals, { canvas: { hud } });
  const tokens = (globals.canvas as { tokens?: object }).tokens;
  if (tokens) defineLayerHud(tokens);
};
