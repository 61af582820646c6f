import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeStandIn } from "../../foundry-stand-in";
import type { StandInCombat } from "../../foundry-stand-in/parts/combat";
import { asShelfWars, combatantOf, combatWorld, DISPOSITION, scriptPoker, type CombatWorld } from "./world";

function initiativeCards(round: number): number {
  const messages = (game as unknown as { messages: { contents: { content: string }[] } }).messages.contents;
  return messages.filter((m) => m.content.includes(`Round ${round}: initiative`)).length;
}

describe("activation tracker: every change of turn goes through the active GM's one line", () => {
  let world: CombatWorld;
  let combat: StandInCombat;
  let last: string;

  beforeEach(async () => {
    world = await combatWorld();
    const red = world.figure("Red 1", world.alice, DISPOSITION.friendly).actor;
    const blue = world.figure("Blue 1", world.bob, DISPOSITION.hostile).actor;
    world.team("Red Team", [red]);
    world.team("Blue Team", [blue]);
    combat = await world.combat([red, blue].map((actor) => ({ actor })));
    scriptPoker("A", "K");
    await asShelfWars(world, combat).startCombat();
    await asShelfWars(world, combat).activateCombatant(combatantOf(combat, red).id);
    await asShelfWars(world, combat).endActivation();
    last = combatantOf(combat, blue).id;
    await asShelfWars(world, combat).activateCombatant(last);
  });
  afterEach(() => removeStandIn());

  for (const order of ["player first", "GM first"] as const) {
    it(`Bob's "End activation" racing the GM's "Next turn" at the round's last activation rolls initiative once (${order})`, async () => {
      scriptPoker("Q", "J", "Q", "J");
      const player = () => world.requests.handleEndActivationRequest({ combatId: combat.id, combatantId: last }, world.bob as never);
      const gm = () => asShelfWars(world, combat).nextTurn();
      await Promise.all(order === "player first" ? [player(), gm()] : [gm(), player()]);
      expect(combat.round).toBe(2);
      expect(initiativeCards(2)).toBe(1);
      expect(initiativeCards(3)).toBe(0);
    });
  }

  it("a GM's control sent on a tracker that has moved on since is refused, not run again", async () => {
    const seen = { round: combat.round, phase: 0, up: asShelfWars(world, combat).activationState?.up ?? null, active: last };
    scriptPoker("Q", "J");
    await asShelfWars(world, combat).endActivation();
    const reply = await world.requests.handleControlRequest({ combatId: combat.id, control: "nextTurn", seen }, world.gm as never);
    expect(reply).toEqual({ status: "refused", code: "Combat.Refusal.Stale", data: {} });
    expect(combat.round).toBe(2);
    expect(initiativeCards(3)).toBe(0);
  });

  it("an activation asked on a tracker that has moved on since (the table's requests carry what they saw) is refused, not run", async () => {
    const seen = { round: combat.round, phase: 0, up: asShelfWars(world, combat).activationState?.up ?? null, active: last };
    scriptPoker("Q", "J");
    await asShelfWars(world, combat).endActivation();
    const red = combat.combatants.contents.find((c) => c.id !== last)!.id;
    const reply = await world.requests.handleActivateRequest({ combatId: combat.id, combatantId: red, seen }, world.gm as never);
    expect(reply).toEqual({ status: "refused", code: "Combat.Refusal.Stale", data: {} });
    expect(asShelfWars(world, combat).activationState?.active ?? null).toBeNull();
    // A malformed snapshot is a bad request, never a request without one.
    const bad = await world.requests.handleActivateRequest({ combatId: combat.id, combatantId: red, seen: { round: "1" } }, world.gm as never);
    expect(bad.code).toBe("Combat.Refusal.BadRequest");
  });

  it("a player cannot send the GM's tracker controls", async () => {
    const seen = { round: combat.round, phase: 0, up: asShelfWars(world, combat).activationState?.up ?? null, active: last };
    for (const control of ["nextRound", "previousRound", "passTurn", "previousTurn", "endActivation"]) {
      const reply = await world.requests.handleControlRequest({ combatId: combat.id, control, seen }, world.bob as never);
      expect(reply).toEqual({ status: "refused", code: "Combat.Refusal.GmOnly", data: {} });
    }
    expect(combat.round).toBe(1);
    expect(asShelfWars(world, combat).activationState?.active).toBe(last);
  });
});
