import { standInGeneration } from "../../../foundry-stand-in/generation";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../../foundry-stand-in";
import type { StandInModelActor } from "../../../foundry-stand-in/parts/data-models";
import { StandInChatMessage } from "../../../foundry-stand-in/parts/chat";
import { StandInElement } from "../../../foundry-stand-in/dom";
import type { Point } from "../../../../src/rules/common/geometry";
import { PIXELS_PER_INCH, pmWorld, type PmWorld } from "../world";
import { plain } from "../../world";

describe("Precious Moments set-up: coin toss, home edges, deployment zones", () => {
  let t: PmWorld;
  let angel: StandInModelActor;
  let cherub: StandInModelActor;
  let seraphim: StandInModelActor;
  let carollers: StandInModelActor;

  beforeEach(async () => {
    t = await pmWorld();
    angel = await t.figure("Angel", t.alice);
    cherub = await t.figure("Cherub", t.bob);
    seraphim = await t.choir("Seraphim", t.alice, [angel]);
    carollers = await t.choir("Carollers", t.bob, [cherub]);
  });
  afterEach(() => removeStandIn());

  const generation = () => (game.release as { generation: number }).generation;
  const setup = () => import("../../../../src/foundry/precious-moments/setup/coin-toss");
  const record = () => t.scene.getFlag("shelf-wars", "pmSetup") as Record<string, unknown> | undefined;

  async function toss(face: 1 | 2) {
    t.dice([face, 2]);
    const { tossCoin } = await setup();
    return tossCoin(t.scene as never, seraphim as never, carollers as never);
  }

  it("the coin is a real Roll; its winner is Player 1 and picks the edge, Player 2 deploys first, and the card says so", async () => {
    const card = await toss(2);
    const text = plain(card!.content as string);
    expect(text).toContain("2 on a d2: the coin shows tails.");
    expect(text).toContain("The toss goes to Carollers: Player 1, who picks the home edge.");
    expect(text).toContain("Seraphim is Player 2 and deploys first.");
    const dice = (card!.rolls as Roll[]).flatMap((roll) => roll.dice.map((d) => [d.faces, d.results.map((r) => r.result)]));
    expect(dice).toEqual([[2, [2]]]);
    const shown = StandInElement.fromHTML(card!.content as string);
    expect(shown.querySelectorAll('[data-action="pm-home-edge"]').map((b) => b.getAttribute("data-edge"))).toEqual(["top", "bottom", "left", "right"]);
    expect(record()).toMatchObject({ choirs: { a: seraphim.uuid, b: carollers.uuid }, player1: "b", edges: null, zones: [] });
  });

  it("a scene that offers home edges (the ready parlour table: left and right) shows only those, and refuses another, naming the rule", async () => {
    await t.scene.update({ flags: { "shelf-wars": { homeEdges: ["left", "right"] } } });
    const coin = await toss(1);
    const shown = StandInElement.fromHTML(coin!.content as string);
    expect(shown.querySelectorAll('[data-action="pm-home-edge"]').map((b) => b.getAttribute("data-edge"))).toEqual(["left", "right"]);
    const { chooseHomeEdge } = await setup();
    expect(await chooseHomeEdge(coin as never, "top")).toBeNull();
    expect(t.lastWarning()).toBe("This table offers left, right as home edges, not top.");
    expect(record()).toMatchObject({ edges: null });
    await chooseHomeEdge(coin as never, "right");
    expect(record()).toMatchObject({ player1: "a", edges: { a: "right", b: "left" } });
  });

  it("a scene flag naming something that is not an edge offers every edge (the flag is world data a macro can write)", async () => {
    await t.scene.update({ flags: { "shelf-wars": { homeEdges: ["left", "sideways"] } } });
    const coin = await toss(1);
    const shown = StandInElement.fromHTML(coin!.content as string);
    expect(shown.querySelectorAll('[data-action="pm-home-edge"]').map((b) => b.getAttribute("data-edge"))).toEqual(["top", "bottom", "left", "right"]);
  });

  it("the GM enters Player 1's edge: the other choir gets the opposite one, both zones (6 inches deep) are drawn, and the GM can remove them", async () => {
    const coin = await toss(1);
    const { chooseHomeEdge, removeDeploymentZones } = await setup();
    const edgesCard = await chooseHomeEdge(coin as never, "bottom");
    expect(record()).toMatchObject({ player1: "a", edges: { a: "bottom", b: "top" } });
    const text = plain(edgesCard!.content as string);
    expect(text).toContain("Seraphim sets up along the Bottom edge.");
    expect(text).toContain("Carollers sets up along the Top edge.");
    expect(text).toContain("Carollers places one figure first, then Seraphim");
    const { sceneX, sceneY } = t.scene.dimensions;
    if (generation() >= 14) {
      // v14: two Region documents, one rectangle each, in scene pixels; no MeasuredTemplate.
      expect(t.scene.templates.contents).toEqual([]);
      const shapes = [...t.scene.regions].map((r) => (r as unknown as { shapes: unknown[] }).shapes);
      expect(shapes).toEqual([
        [{ type: "rectangle", x: sceneX, y: sceneY + 30 * PIXELS_PER_INCH, width: 48 * PIXELS_PER_INCH, height: 6 * PIXELS_PER_INCH, anchorX: 0, anchorY: 0, rotation: 0 }],
        [{ type: "rectangle", x: sceneX, y: sceneY, width: 48 * PIXELS_PER_INCH, height: 6 * PIXELS_PER_INCH, anchorX: 0, anchorY: 0, rotation: 0 }],
      ]);
    } else {
      const templates = t.scene.templates.contents.map((d) => d._source);
      expect(templates).toHaveLength(2);
      expect(t.scene.regions.size).toBe(0);
      const [bottom, top] = templates;
      expect([bottom!.t, bottom!.x, bottom!.y]).toEqual(["rect", sceneX, sceneY + 30 * PIXELS_PER_INCH]);
      expect([top!.x, top!.y]).toEqual([sceneX, sceneY]);
      expect(top!.distance).toBeCloseTo(Math.hypot(48, 6), 9);
    }
    // A second choice is refused: the record keeps the first.
    expect(await chooseHomeEdge(coin as never, "left")).toBeNull();
    expect(record()).toMatchObject({ edges: { a: "bottom", b: "top" } });
    expect(await removeDeploymentZones(edgesCard as never)).toBe(true);
    expect(t.scene.templates.contents).toEqual([]);
    expect(t.scene.regions.size).toBe(0);
    expect(record()).toMatchObject({ zones: [] });
  });

  it.runIf(standInGeneration() === 14)("v14: zones a v13 world drew as MeasuredTemplates are Regions after the upgrade, and removing the zones removes them", async () => {
    const coin = await toss(1);
    const { chooseHomeEdge, removeDeploymentZones } = await setup();
    const edgesCard = await chooseHomeEdge(coin as never, "bottom");
    // The world as v13 left it: the zones were templates, each flagged with its area's id.
    t.as(t.gm);
    await t.scene.deleteEmbeddedDocuments("Region", [...t.scene.regions].map((r) => r.id));
    const v13Zones = [
      { id: "areaBottom000001", sceneId: t.scene.id, documentName: "MeasuredTemplate", documentIds: ["templateBottom01"] },
      { id: "areaTop000000001", sceneId: t.scene.id, documentName: "MeasuredTemplate", documentIds: ["templateTop00001"] },
    ];
    await t.scene.update({ "flags.shelf-wars.pmSetup.zones": v13Zones });
    t.scene.migrateTemplatesToRegions(v13Zones.map((zone) => ({ _id: zone.documentIds[0], flags: { "shelf-wars": { area: zone.id } } })));
    expect(t.scene.regions.size).toBe(2);
    expect(await removeDeploymentZones(edgesCard as never)).toBe(true);
    expect(t.scene.regions.size).toBe(0);
    expect(record()).toMatchObject({ zones: [] });
  });

  it("removing the zones when there are none says so, as information: nothing failed (the record already holds no zones)", async () => {
    const coin = await toss(1);
    const { chooseHomeEdge, removeDeploymentZones } = await setup();
    const edgesCard = await chooseHomeEdge(coin as never, "bottom");
    expect(await removeDeploymentZones(edgesCard as never)).toBe(true);
    const before = t.standIn.notifications.length;
    expect(await removeDeploymentZones(edgesCard as never)).toBe(true);
    expect(t.standIn.notifications.slice(before)).toEqual([{ level: "info", message: "There are no deployment zones on the scene to remove." }]);
    expect(record()).toMatchObject({ edges: { a: "bottom", b: "top" }, zones: [] });
  });

  it("a second toss that comes out as the first still posts its card (the record it writes is the one the scene holds)", async () => {
    const first = await toss(2);
    const second = await toss(2);
    expect(second).not.toBeNull();
    expect(second!.id).not.toBe(first!.id);
    expect(plain(second!.content as string)).toContain("The toss goes to Carollers: Player 1, who picks the home edge.");
    expect(t.standIn.notifications.filter((n) => n.level !== "info")).toEqual([]);
  });

  describe("deployment", () => {
    const topLeft = (at: Point): Point => {
      const centre = t.pixels(at);
      return { x: centre.x - PIXELS_PER_INCH / 2, y: centre.y - PIXELS_PER_INCH / 2 };
    };
    const tokenOf = (actor: StandInModelActor) => ({ name: actor.name, width: 1, height: 1, actor, parent: t.scene });
    const create = (actor: StandInModelActor, at: Point) => t.standIn.hooks.call("preCreateToken", tokenOf(actor), topLeft(at), {}, t.gm.id);

    beforeEach(async () => {
      const coin = await toss(1);
      const { chooseHomeEdge } = await setup();
      await chooseHomeEdge(coin as never, "top");
    });

    it("a figure placed beyond 6 inches of its choir's home edge is warned, stopped at enforce (a GM is only warned), let be at off", async () => {
      // The Carollers (Player 2) have placed their first figure: it is the Seraphim's turn.
      t.place(cherub, { x: 10, y: 33 });
      expect(create(angel, { x: 10, y: 5.5 })).toBe(true);
      expect(t.standIn.notifications.filter((n) => n.level === "warn")).toEqual([]);
      expect(create(angel, { x: 10, y: 8 })).toBe(true);
      expect(t.lastWarning()).toContain("Angel must be set up within 6 inches of its home edge (it is 8 inches away).");
      // Carollers' home is the bottom edge.
      expect(create(cherub, { x: 10, y: 31 })).toBe(true);
      expect(t.lastWarning()).not.toContain("Cherub");
      await t.setting("automation.deployment", "enforce");
      t.as(t.alice);
      expect(create(angel, { x: 10, y: 8 })).toBe(false);
      expect(t.lastWarning()).toMatch(/^Placing stopped/);
      // Moving a placed figure out of its zone before the first round is checked the same way.
      const token = t.place(angel, { x: 10, y: 3 });
      expect(t.standIn.hooks.call("preMoveToken", token, { origin: { x: token.x, y: token.y }, passed: { waypoints: [] }, pending: { waypoints: [topLeft({ x: 10, y: 12 })] } }, {}, t.alice.id)).toBe(false);
      t.as(t.gm);
      expect(create(angel, { x: 10, y: 8 })).toBe(true);
      await t.setting("automation.deployment", "off");
      t.as(t.alice);
      const before = t.standIn.notifications.length;
      expect(create(angel, { x: 10, y: 20 })).toBe(true);
      expect(t.standIn.notifications.length).toBe(before);
    });

    it("the choirs take turns placing, Player 2 first: out of turn is warned, stopped at enforce for a player (a GM is only warned)", async () => {
      const herald = await t.figure("Herald", t.alice);
      const bell = await t.figure("Bell", t.bob);
      await seraphim.update({ "system.members": [angel.uuid, herald.uuid] });
      await carollers.update({ "system.members": [cherub.uuid, bell.uuid] });
      // Player 1 is the Seraphim (Alice): the Carollers place first.
      expect(create(angel, { x: 10, y: 3 })).toBe(true);
      expect(t.lastWarning()).toContain("It is Carollers's turn to place a figure, not Seraphim's");
      const warnings = () => t.standIn.notifications.filter((n) => n.level === "warn").length;
      let before = warnings();
      expect(create(cherub, { x: 10, y: 33 })).toBe(true);
      expect(warnings()).toBe(before);
      t.place(cherub, { x: 10, y: 33 });
      // Now the Seraphim; the Carollers placing a second figure first is out of turn.
      expect(create(bell, { x: 14, y: 33 })).toBe(true);
      expect(t.lastWarning()).toContain("It is Seraphim's turn to place a figure, not Carollers's");
      await t.setting("automation.deployment", "enforce");
      t.as(t.bob);
      expect(create(bell, { x: 14, y: 33 })).toBe(false);
      expect(t.lastWarning()).toMatch(/^Placing stopped/);
      t.as(t.gm);
      expect(create(bell, { x: 14, y: 33 })).toBe(true);
      t.as(t.alice);
      before = warnings();
      expect(create(angel, { x: 10, y: 3 })).toBe(true);
      expect(warnings()).toBe(before);
      t.place(angel, { x: 10, y: 3 });
      t.place(bell, { x: 14, y: 33 });
      t.place(herald, { x: 14, y: 3 });
      // Everyone placed: a second token of a placed figure is not a turn.
      t.as(t.bob);
      expect(create(cherub, { x: 18, y: 33 })).toBe(true);
    });

    it("is not checked once the rounds have started, nor for a figure of neither choir", async () => {
      await t.setting("automation.deployment", "enforce");
      const stranger = await t.figure("Stranger", t.alice);
      t.as(t.alice);
      expect(create(stranger, { x: 10, y: 20 })).toBe(true);
      t.as(t.gm);
      const combat = await t.combat([t.place(angel, { x: 10, y: 3 }), t.place(cherub, { x: 10, y: 33 })]);
      t.dice(6, 6, 1, 1);
      await combat.startCombat();
      t.as(t.alice);
      expect(create(angel, { x: 10, y: 20 })).toBe(true);
    });
  });

  it("the set-up control is the GM's: a player's scene controls do not get it", async () => {
    const { addSetupControl } = await import("../../../../src/foundry/precious-moments/setup/register");
    const forGm = { tokens: { tools: {} as Record<string, { button?: boolean; title?: string }> } };
    addSetupControl(forGm);
    expect(forGm.tokens.tools["pm-setup"]).toMatchObject({ button: true, title: "Precious Moments set-up: toss the coin" });
    t.as(t.bob);
    const forPlayer = { tokens: { tools: {} as Record<string, unknown> } };
    addSetupControl(forPlayer);
    expect(forPlayer.tokens.tools).toEqual({});
  });

  describe("a hostile player", () => {
    it("cannot toss the coin, choose the edge, or remove the zones, from the GM's cards or from messages of their own", async () => {
      const coin = await toss(1);
      const { tossCoin, chooseHomeEdge, removeDeploymentZones, decorateSetupCard } = await setup();
      t.as(t.bob);
      t.dice([2, 2]);
      expect(await tossCoin(t.scene as never, carollers as never, seraphim as never)).toBeNull();
      expect(record()).toMatchObject({ player1: "a", choirs: { a: seraphim.uuid } });
      expect(await chooseHomeEdge(coin as never, "left")).toBeNull();
      expect(record()).toMatchObject({ edges: null });
      const shown = StandInElement.fromHTML(coin!.content as string);
      decorateSetupCard(coin as never, shown as never);
      expect(shown.querySelectorAll('[data-action="pm-home-edge"]')).toEqual([]);
      // A message of their own with the same flag and buttons: even the GM's click does nothing with it.
      const forged = await StandInChatMessage.create({ content: coin!.content as string, flags: { "shelf-wars": { pmSetup: { sceneId: t.scene.id } } } });
      t.as(t.gm);
      expect(await chooseHomeEdge(forged as never, "left")).toBeNull();
      const forgedShown = StandInElement.fromHTML(forged.content as string);
      decorateSetupCard(forged as never, forgedShown as never);
      expect(forgedShown.querySelectorAll('[data-action="pm-home-edge"]')).toEqual([]);
      expect(record()).toMatchObject({ edges: null });
      const edgesCard = await chooseHomeEdge(coin as never, "top");
      t.as(t.bob);
      expect(await removeDeploymentZones(edgesCard as never)).toBe(false);
      expect(t.scene.templates.size + t.scene.regions.size).toBe(2);
      // Nor can they write the scene's record themselves: only a GM updates the scene.
      const { writeSetup, readSetup } = await import("../../../../src/foundry/precious-moments/setup/setup-record");
      expect(await writeSetup(t.scene as never, { ...readSetup(t.scene)!, edges: { a: "left", b: "right" } })).toBe(false);
      expect(record()).toMatchObject({ edges: { a: "top", b: "bottom" } });
    });
  });
});
