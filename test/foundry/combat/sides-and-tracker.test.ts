import fs from "node:fs";
import Handlebars from "handlebars";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import { asShelfWars, combatantOf, combatWorld, DISPOSITION, scriptPoker, type CombatWorld } from "./world";
import type { StandInCombatant } from "../../foundry-stand-in/parts/combat";
import { standInGeneration } from "../../foundry-stand-in/generation";

describe("sides", () => {
  let world: CombatWorld;
  beforeEach(async () => {
    world = await combatWorld();
  });
  afterEach(() => removeStandIn());

  it("gives figures in no team the side of their token's disposition (secret counts as hostile)", async () => {
    const { teamOrDispositionSide } = await import("../../../src/foundry/combat/sides");
    const sideOf = teamOrDispositionSide("angry-miniatures-team");
    const figures = (["friendly", "neutral", "hostile", "secret"] as const).map((d) => world.figure(`F ${d}`, null, DISPOSITION[d]));
    const combat = await world.combat(figures);
    const keys = figures.map(({ actor }) => sideOf(combatantOf(combat, actor) as never).key);
    expect(keys).toEqual(["disposition:friendly", "disposition:neutral", "disposition:hostile", "disposition:hostile"]);
    expect(sideOf(combatantOf(combat, figures[0]!.actor) as never).name).toBe("Friendly figures");
  });

  it("prefers the team that lists the figure, matching an unlinked token's world actor", async () => {
    const { teamOrDispositionSide } = await import("../../../src/foundry/combat/sides");
    const sideOf = teamOrDispositionSide("angry-miniatures-team");
    const { actor } = world.figure("Goblin", null, DISPOSITION.friendly);
    const team = world.team("Goblin band", [actor]);
    world.team("Other band", []);
    const combat = await world.combat([{ actor }]);
    expect(sideOf(combatantOf(combat, actor) as never)).toEqual({ key: `team:${team.uuid}`, name: "Goblin band" });
  });

  it("once the combat has started a figure's side is settled: turned to the other disposition, a teamless figure keeps its side when a newcomer makes the sides resync", async () => {
    const alices = world.figure("Alice's scout", world.alice, DISPOSITION.friendly);
    const bobs = world.figure("Bob's brute", world.bob, DISPOSITION.hostile);
    const combat = await world.combat([alices, bobs]);
    scriptPoker("A", "K");
    await asShelfWars(world, combat).startCombat();
    const sideOf = async (actor: typeof alices.actor) => (await import("../../../src/foundry/combat/groups")).sideKeyOf(combatantOf(combat, actor) as never);
    expect(await sideOf(alices.actor)).toBe("disposition:friendly");
    // Alice turns her own token hostile (an owner may), then a third figure joins the fight.
    world.as(world.alice);
    await (alices.token as unknown as { update(changes: object): Promise<unknown> }).update({ disposition: DISPOSITION.hostile });
    world.as(world.gm);
    const newcomer = world.figure("Newcomer", world.bob, DISPOSITION.hostile);
    const [joined] = (await combat.createEmbeddedDocuments("Combatant", [{ actorId: newcomer.actor.id, tokenId: newcomer.token.id, sceneId: null, name: newcomer.actor.name }])) as StandInCombatant[];
    if (joined) joined.token = newcomer.token;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await sideOf(alices.actor)).toBe("disposition:friendly");
    expect(await sideOf(newcomer.actor)).toBe("disposition:hostile");
  });

  it("starts mixed-ruleset combats never, with a localised refusal", async () => {
    const am = world.figure("Angry one", world.alice, DISPOSITION.friendly).actor;
    const kf = world.figure("Knight", world.bob, DISPOSITION.hostile, "knight-fight").actor;
    const combat = await world.combat([{ actor: am }, { actor: kf }]);
    await asShelfWars(world, combat).startCombat();
    expect(combat.round).toBe(0);
    expect(world.standIn.notifications.at(-1)).toEqual({
      level: "error",
      message: "Cannot start this combat: its figures come from different rulesets (Angry Miniatures, Knight Fight). Keep one ruleset per combat.",
    });
  });

  it("keeps core behaviour for a ruleset with no activation config yet", async () => {
    const a = world.figure("Knight A", world.alice, DISPOSITION.friendly, "knight-fight").actor;
    const combat = await world.combat([{ actor: a }]);
    await asShelfWars(world, combat).startCombat();
    expect(combat.round).toBe(1);
    expect(combat.turn).toBe(0);
    expect(asShelfWars(world, combat).activationState).toBeNull();
  });

  it("mirrors the mark on the token's actor when the activated status exists", async () => {
    const activated = { id: "shelf-wars-activated", name: "activated", img: "icons/svg/combat.svg" };
    // The shape each generation has (test/foundry-stand-in/v14/status-effects.ts).
    (CONFIG as unknown as { statusEffects: unknown }).statusEffects = standInGeneration() === 14 ? { [activated.id]: activated } : [activated];
    const a = world.figure("A", world.alice, DISPOSITION.friendly);
    const b = world.figure("B", world.bob, DISPOSITION.hostile);
    const combat = await world.combat([a, b]);
    scriptPoker("A", "K");
    const sw = asShelfWars(world, combat);
    await sw.startCombat();
    await sw.activateCombatant(combatantOf(combat, a.actor).id);
    await sw.endActivation();
    expect(a.actor.statuses.has("shelf-wars-activated")).toBe(true);
    await sw.setMarked(combatantOf(combat, a.actor).id, false);
    expect(a.actor.statuses.has("shelf-wars-activated")).toBe(false);
  });
});

describe("tracker context", () => {
  let world: CombatWorld;
  beforeEach(async () => {
    world = await combatWorld();
  });
  afterEach(() => removeStandIn());

  async function started() {
    const alices = world.figure("Alice's knight", world.alice, DISPOSITION.friendly);
    const bobs = world.figure("Bob's troll", world.bob, DISPOSITION.hostile);
    const combat = await world.combat([alices, bobs]);
    const [a, b] = [alices.actor, bobs.actor];
    scriptPoker("Q", "J");
    await asShelfWars(world, combat).startCombat();
    return { a, b, combat, sw: asShelfWars(world, combat) };
  }

  it("shows the side up and offers Activate only where this user may use it", async () => {
    const { turnActivationContext, trackerBanner } = await import("../../../src/foundry/combat/turn-context");
    const { a, b, combat, sw } = await started();
    await world.standIn.settings.set("shelf-wars", "angry-miniatures.automation.activationOrder", "enforce");
    const turn = (actor: typeof a, user: typeof world.alice) => turnActivationContext(sw, combatantOf(combat, actor) as never, user as never);
    expect(trackerBanner(sw, world.alice as never)).toEqual({ round: 1, phaseLabel: null, upName: "Friendly figures", activeName: null, canPass: false, passLabel: "SHELFWARS.Combat.Tracker.Pass.alternate-sides", notes: [], actions: [] });
    expect(turn(a, world.alice)).toMatchObject({ sideName: "Friendly figures", canActivate: true, inTurn: true, canEnd: false, canToggleMark: false });
    expect(turn(b, world.alice)?.canActivate).toBe(false);
    expect(turn(b, world.bob)?.canActivate).toBe(false);
    expect(turn(b, world.gm)).toMatchObject({ canActivate: true, inTurn: false, canToggleMark: true });

    await sw.activateCombatant(combatantOf(combat, a).id);
    expect(turn(a, world.alice)).toMatchObject({ activating: true, canActivate: false, canEnd: true });
    expect(turn(a, world.bob)?.canEnd).toBe(false);
    expect(trackerBanner(sw, world.gm as never)).toMatchObject({ activeName: "Alice's knight", canPass: true });
  });

  it("renders the banner, the controls and the card with the real templates and English strings", async () => {
    const { turnActivationContext, trackerBanner } = await import("../../../src/foundry/combat/turn-context");
    const { a, combat, sw } = await started();
    const render = foundry.applications.handlebars.renderTemplate;
    const banner = await render("systems/shelf-wars/templates/combat/tracker-banner.hbs", { swBanner: trackerBanner(sw, world.gm as never) });
    expect(banner).toContain("Up now: Friendly figures");
    expect(banner).toContain('data-action="swPassTurn"');
    expect(banner).toContain("Pass to the next side");
    const controls = await render("systems/shelf-wars/templates/combat/turn-controls.hbs", {
      ...turnActivationContext(sw, combatantOf(combat, a) as never, world.alice as never),
      name: "Alice's knight",
    });
    expect(controls).toContain('data-action="swActivate"');
    expect(controls).toContain('aria-label="Activate Alice&#x27;s knight"');
    expect(controls).not.toContain("SHELFWARS.");
    for (const file of ["tracker-banner", "turn-controls", "initiative-card"]) {
      expect(() => Handlebars.precompile(fs.readFileSync(`templates/combat/${file}.hbs`, "utf8"))).not.toThrow();
    }
  });

  it("adds the banner part after core's header and fills it for the viewed combat", async () => {
    const { ShelfWarsCombatTracker } = await import("../../../src/foundry/combat/tracker");
    expect(Object.keys(ShelfWarsCombatTracker.PARTS)).toEqual(["header", "swBanner", "tracker", "footer"]);
    const { combat } = await started();
    const tracker = new ShelfWarsCombatTracker() as unknown as {
      viewed: unknown;
      _preparePartContext(id: string, context: object, options: object): Promise<Record<string, unknown>>;
    };
    tracker.viewed = combat;
    world.as(world.alice);
    const context = await tracker._preparePartContext("swBanner", { user: "kept" }, {});
    expect(context).toMatchObject({ user: "kept", swBanner: { upName: "Friendly figures", canPass: false } });
    expect(await tracker._preparePartContext("tracker", {}, {})).not.toHaveProperty("swBanner");
  });

  it("registers the Combat class, the tracker, and the activation-order check", () => {
    expect(CONFIG.Combat.documentClass).toBe(world.combatModule.ShelfWarsCombat);
    expect((CONFIG.ui as unknown as Record<string, unknown>).combat).toBeDefined();
    expect(world.standIn.settings.settings.get("shelf-wars.angry-miniatures.automation.activationOrder")).toMatchObject({
      default: "warn",
      name: "SHELFWARS.Settings.AngryMiniatures.AutomationActivationOrder.Name",
    });
  });
});
