import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installStandIn, removeStandIn, type StandIn } from "../index";
import type { StandInElement } from "../dom";
import { createUser, setCurrentUser } from "../parts/documents";
import { clickHud, openTokenHud, StandInTokenHUD } from "../parts/token-hud";

/**
 * Core's TokenHUD (https://foundryvtt.com/api/v13/classes/foundry.applications.hud.TokenHUD.html), its
 * render hooks (https://foundryvtt.com/api/v13/functions/hookEvents.renderApplicationV2.html) and
 * its place on the canvas (HeadsUpDisplayContainer#token, PlaceablesLayer#hud).
 */
describe("stand-in TokenHUD", () => {
  let standIn: StandIn;
  beforeEach(() => {
    standIn = installStandIn();
    setCurrentUser(createUser("Gamemaster", { isGM: true, id: "gm0000000000000a" }));
  });
  afterEach(() => removeStandIn());

  const canvas = () => (globalThis as unknown as { canvas: { hud: { token: StandInTokenHUD }; tokens: { hud: StandInTokenHUD } } }).canvas;
  const actor = { uuid: "Actor.a", name: "Ash" };
  const token = { id: "tok1", actor };

  it("is one HUD at canvas.hud.token and canvas.tokens.hud, not rendered until bound; each client has its own", async () => {
    expect(canvas().hud.token).toBeInstanceOf(StandInTokenHUD);
    expect(canvas().tokens.hud).toBe(canvas().hud.token);
    expect(canvas().hud.token.rendered).toBe(false);
    const gms = await openTokenHud(token);
    setCurrentUser(createUser("Alice", { id: "alice00000000000" }));
    expect(canvas().hud.token).not.toBe(gms);
    expect(canvas().hud.token.rendered).toBe(false);
  });

  it("binding renders it: render hooks for each class of the chain, with (application, element, context, options)", async () => {
    const seen: { hook: string; app: unknown; element: StandInElement }[] = [];
    for (const hook of ["renderApplicationV2", "renderBasePlaceableHUD", "renderTokenHUD"]) {
      standIn.hooks.on(hook, (app, element) => void seen.push({ hook, app, element: element as StandInElement }));
    }
    const hud = await openTokenHud(token);
    expect(seen.map((s) => s.hook).sort()).toEqual(["renderApplicationV2", "renderBasePlaceableHUD", "renderTokenHUD"]);
    expect(seen.every((s) => s.app === hud && s.element === hud.element)).toBe(true);
    expect(hud.rendered).toBe(true);
    expect(hud.document).toBe(token);
    expect(hud.actor).toBe(actor);
    expect((hud.object as { actor: unknown }).actor).toBe(actor);
  });

  it("its element is a form with the columns .col.left, .col.middle and .col.right, empty of core's controls", async () => {
    const hud = await openTokenHud(token);
    expect(hud.element!.tagName).toBe("FORM");
    for (const column of [".col.left", ".col.middle", ".col.right"]) expect(hud.element!.querySelectorAll(column)).toHaveLength(1);
    expect(hud.element!.querySelectorAll("button")).toHaveLength(0);
  });

  it("render() renders again with a new element and runs the hooks again; close() hides it", async () => {
    let renders = 0;
    standIn.hooks.on("renderTokenHUD", () => void (renders += 1));
    const hud = await openTokenHud(token);
    const first = hud.element;
    await hud.render();
    expect(renders).toBe(2);
    expect(hud.element).not.toBe(first);
    await hud.close();
    expect(hud.rendered).toBe(false);
  });

  it("clicks run the element's listeners; a disabled button does nothing", async () => {
    const hud = await openTokenHud(token);
    const left = hud.element!.querySelector(".col.left")!;
    left.insertAdjacentHTML("beforeend", `<button type="button" class="mine">A</button><button type="button" class="off" disabled>B</button>`);
    let clicks = 0;
    for (const button of left.querySelectorAll("button")) button.addEventListener("click", () => void (clicks += 1));
    await clickHud("button.mine");
    await clickHud("button.off");
    expect(clicks).toBe(1);
  });

  it("refuses loudly what it does not model: a submit button, a missing element, other Token properties, an unbound render", async () => {
    const hud = await openTokenHud(token);
    hud.element!.querySelector(".col.right")!.insertAdjacentHTML("beforeend", `<button class="submitter">S</button>`);
    await expect(clickHud("button.submitter")).rejects.toThrow(/submit button .* not modelled/);
    await expect(clickHud("button.absent")).rejects.toThrow(/stand-in/);
    expect(() => (hud.object as unknown as { center: unknown }).center).toThrow(/Token#center .* not modelled/);
    await expect(new StandInTokenHUD().render()).rejects.toThrow(/not modelled/);
  });
});
