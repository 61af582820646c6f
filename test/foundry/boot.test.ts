import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStandIn, removeStandIn, type StandIn } from "../foundry-stand-in";
import { createUser, setCurrentUser } from "../foundry-stand-in/parts/documents";

describe("system boot", () => {
  let standIn: StandIn;
  beforeEach(async () => {
    vi.resetModules();
    standIn = installStandIn();
    await import("../../src/index");
  });
  afterEach(() => removeStandIn());

  it("sets up CONFIG.SHELFWARS and every ruleset's settings on init", () => {
    standIn.hooks.callAll("init");
    expect(Object.keys(CONFIG.SHELFWARS.rulesets)).toEqual(["precious-moments", "knight-fight", "angry-miniatures"]);
    const keys = [...standIn.settings.settings.keys()];
    expect(keys).toContain("shelf-wars.knight-fight.startingPool");
    expect(keys).toContain("shelf-wars.angry-miniatures.automation.lineOfSight");
    expect(keys).toContain("shelf-wars.precious-moments.choirBudget");
  });

  it("registers an off / warn / enforce automation level, default warn, for every check", async () => {
    standIn.hooks.callAll("init");
    const { automationLevel } = await import("../../src/foundry/settings/registry");
    const automation = [...standIn.settings.settings.entries()].filter(([key]) => key.includes(".automation."));
    expect(automation.length).toBe(17);
    for (const [, data] of automation) {
      expect(Object.keys(data.choices ?? {})).toEqual(["off", "warn", "enforce"]);
      expect(data.default).toBe("warn");
      expect(data.scope).toBe("world");
    }
    expect(automationLevel("angry-miniatures", "reach")).toBe("warn");
    // World settings are written by a GM (a player's write is refused by the server).
    setCurrentUser(createUser("Gamemaster", { isGM: true }));
    await standIn.settings.set("shelf-wars", "angry-miniatures.automation.reach", "enforce");
    expect(automationLevel("angry-miniatures", "reach")).toBe("enforce");
    await expect(standIn.settings.set("shelf-wars", "angry-miniatures.automation.reach", "sometimes")).rejects.toThrow();
  });

  const RULESETS = ["precious-moments", "knight-fight", "angry-miniatures"] as const;
  const orderChecks = (): string[] => [...standIn.settings.settings.keys()].filter((key) => key.endsWith(".automation.activationOrder"));

  it("the shared combat service registers no ruleset's activation config or activation-order check", async () => {
    const { registerCombatService } = await import("../../src/foundry/combat/register");
    const { activationConfigFor } = await import("../../src/foundry/combat/activation-config");
    registerCombatService({ addTemplates: () => undefined });
    expect(RULESETS.map((id) => activationConfigFor(id))).toEqual([undefined, undefined, undefined]);
    expect(orderChecks()).toEqual([]);
  });

  it("each ruleset registers its own activation config and activation-order check on init", async () => {
    const { activationConfigFor } = await import("../../src/foundry/combat/activation-config");
    standIn.hooks.callAll("init");
    expect(RULESETS.map((id) => activationConfigFor(id)?.ruleset)).toEqual(RULESETS);
    expect(orderChecks().sort()).toEqual(RULESETS.map((id) => `shelf-wars.${id}.automation.activationOrder`).sort());
    // Angry Miniatures' upkeep wraps the config its own folder registered before it.
    expect(activationConfigFor("angry-miniatures")?.onActivationEnd).toBeTypeOf("function");
  });

  it("gives DECISIONS' defaults to the rule settings", async () => {
    standIn.hooks.callAll("init");
    const { ruleNumber, ruleFlag } = await import("../../src/foundry/settings/registry");
    expect(ruleNumber("precious-moments", "choirBudget")).toBe(125);
    expect(ruleNumber("precious-moments", "roundLimit")).toBe(0);
    expect(ruleNumber("knight-fight", "forceBudget")).toBe(300);
    expect(ruleNumber("knight-fight", "startingPool")).toBe(30);
    expect(ruleFlag("angry-miniatures", "lineOfSight")).toBe(true);
    expect(ruleFlag("angry-miniatures", "meleeDefenderBonus")).toBe(false);
  });

  it("labels every setting with a localisation key that exists", () => {
    standIn.hooks.callAll("init");
    // Core's own settings (the stand-in registers core.diceConfiguration) carry core's labels;
    // hidden ones (config: false) are never shown, so carry none.
    const ours = [...standIn.settings.settings].filter(([key, data]) => key.startsWith("shelf-wars.") && data.config !== false);
    expect(ours.length).toBeGreaterThan(0);
    for (const [key, data] of ours) {
      expect(standIn.i18n.has(data.name ?? ""), `${key} name ${data.name}`).toBe(true);
      expect(standIn.i18n.has(data.hint ?? ""), `${key} hint ${data.hint}`).toBe(true);
      for (const label of Object.values(data.choices ?? {})) expect(standIn.i18n.has(label), label).toBe(true);
    }
  });

  it("refuses to read a setting nobody registered, as Foundry does", async () => {
    const { ruleNumber } = await import("../../src/foundry/settings/registry");
    expect(() => ruleNumber("knight-fight", "startingPool")).toThrow(/not a registered game setting/);
  });
});
