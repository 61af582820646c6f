import { packedMap } from "../common/packed-list";
import { rollerFor, type DiceRoller } from "../common/dice";
import { squareAdjacent, squareDistance, type Offset } from "../common/geometry";
import { magicRadius } from "./area";
import { attackDiceCount, defenceDiceCount, resolveDefence, rollAttack, type Combatant } from "./contest";
import type { AmAttackAction, AmFigureState, PendingFollowUp } from "./game-types";
import { caughtInArea, checkTarget, figureAt, standingNear } from "./game-queries";
import { gameError, type Work } from "./game-work";
import { onBoard } from "./movement";
import { DEFENCE_STAT } from "./types";

export function combatantOf(figure: Pick<AmFigureState, "sheet">): Combatant {
  const { perk, flaw, crit, critTrigger, presentation, attackTypes } = figure.sheet;
  return { perk, flaw, crit, presentation, attackTypes, ...(critTrigger ? { critTrigger } : {}) };
}

/** The target's Tactical Genius marks, split into those `attackerId`'s own crit placed and the rest. */
export function tacticalGeniusMarks(target: Pick<AmFigureState, "statuses" | "markedBy">, attackerId: string): { own: number; others: number } {
  const marks = target.statuses["tactical-genius"] ?? 0;
  const own = Math.min(marks, Math.max(0, target.markedBy?.[attackerId] ?? 0));
  return { own, others: marks - own };
}

function coverFor(action: AmAttackAction, defenderId: string): boolean {
  return action.cover === true || (Array.isArray(action.cover) && action.cover.includes(defenderId));
}

/**
 * One attack from roll to follow-ups. A free attack (Dual-wielding, Commanding) uses no Magic
 * Buff and cannot itself grant another free attack.
 */
/**
 * DECISIONS "Charging": the charging die needs a move by the attacking figure earlier in its own
 * activation; a free attack another figure's crit granted (Commanding) is never a charge.
 */
function chargeViolation(state: Work["state"], attackerId: string): ReturnType<typeof gameError> | undefined {
  const active = state.active;
  if (active?.figureId === attackerId && active.moved) return undefined;
  return gameError("ChargeWithoutMove", `${attackerId} has not moved earlier in its own activation, so it is not charging.`, { id: attackerId });
}

export function performAttack(
  work: Work,
  action: AmAttackAction,
  free: boolean,
  roller: DiceRoller,
  excludeTargetIds: readonly string[] = [],
): void {
  const attacker = work.figure(action.attackerId);
  const type = action.attackType;
  if (attacker.defeated) throw gameError("FigureDefeated", `${attacker.id} is out of the game.`, { id: attacker.id });
  if (!attacker.sheet.attackTypes.includes(type)) {
    throw gameError("AttackTypeNotOwned", `${attacker.id} has no ${type} attack.`, { id: attacker.id, type });
  }

  let square: Offset;
  let primary: AmFigureState | undefined;
  if (action.targetId !== undefined) {
    primary = work.figure(action.targetId);
    if (primary.defeated) throw gameError("FigureDefeated", `${primary.id} is out of the game.`, { id: primary.id });
    square = primary.position;
  } else {
    square = action.targetSquare;
    // Magic aims at a square of the board (DECISIONS "Attack"): one that is not there cannot be
    // aimed at, whatever the checks setting, even though the area would reach onto the board.
    if (!onBoard(work.state.board.size, square)) {
      throw gameError("MagicOffBoard", `Magic aims at a square on the board; the square ${square.i},${square.j} is off it.`, { square: `${square.i},${square.j}` });
    }
    primary = figureAt(work.state, square);
  }
  if (type !== "magic") {
    if (!primary) throw gameError("NoTarget", "a Melee or Range attack needs a figure to target.");
    if (primary.id === attacker.id) throw gameError("TargetSelf", "a figure cannot attack itself.");
    if (primary.side === attacker.side) {
      work.check(gameError("TargetFriendly", `${primary.id} is on the attacker's own side.`, { id: primary.id }));
    }
  }
  if (primary && excludeTargetIds.includes(primary.id)) {
    throw gameError("FreeAttackSameTarget", "this free attack must target another figure.", { id: primary.id });
  }
  work.check(checkTarget(work.state, attacker, type, square).violation);

  if (action.charging) work.check(chargeViolation(work.state, attacker.id));

  const marks = primary ? tacticalGeniusMarks(primary, attacker.id) : { own: 0, others: 0 };
  const buff = !free && work.state.active?.figureId === attacker.id ? work.state.active.buff : 0;
  const combatant = combatantOf(attacker);
  const dice = attackDiceCount({
    attacker: combatant,
    base: attacker.derived[type] ?? 0,
    charging: action.charging ?? false,
    tacticalGenius: marks.others,
    ownTacticalGenius: marks.own,
    buff,
  });
  if (primary && marks.own + marks.others > 0) work.setStatus(primary.id, "tactical-genius", 0, "used-by-attack");

  const roll = rollAttack(combatant, type, dice.dice, roller);
  const radius = type === "magic" ? magicRadius(roll.critEffects) : undefined;
  const defenders = radius !== undefined ? caughtInArea(work.state, square, radius) : primary ? [primary] : [];
  const defenderIds = packedMap(defenders, (d) => d.id);
  if (work.record) work.events.push({
    type: "attack",
    attackerId: attacker.id,
    attackType: type,
    free,
    dice,
    roll,
    defenderIds,
    ...(radius !== undefined ? { radius } : {}),
  });

  for (const id of defenderIds) {
    const defender = work.figure(id);
    const defenceDice = defenceDiceCount({
      defender: combatantOf(defender),
      base: defender.sheet[DEFENCE_STAT[type]],
      attackType: type,
      attackerPresentation: attacker.sheet.presentation,
      cover: coverFor(action, id),
      options: { experimentalMeleeDefender: work.state.options.experimentalMeleeDefender },
    });
    const result = resolveDefence(roll, { attacker: combatant, defender: combatantOf(defender), dice: defenceDice.dice }, roller, rollerFor(roller, id));
    if (work.record) work.events.push({ type: "contest", attackerId: attacker.id, defenderId: id, defenceDice, result });
    work.damage(id, result.damageToDefender, `${type}-attack`, attacker.id);
    work.damage(attacker.id, result.damageToAttacker, "counter-damage", id);
  }

  if (roll.critTriggered) applyCritEffects(work, attacker.id, defenderIds, roll.critEffects, free);
  work.checkGameOver();
}

function applyCritEffects(
  work: Work,
  attackerId: string,
  defenderIds: readonly string[],
  effects: ReturnType<typeof rollAttack>["critEffects"],
  free: boolean,
): void {
  const attacker = work.figure(attackerId);
  const source = attacker.sheet.crit;
  const distance = attacker.derived.distance ?? 0;
  const rule = work.state.options.diagonalRule;
  // Every effect on friends reaches at most Distance (or the adjacent squares): no friend farther in rows or columns counts.
  const friends = standingNear(work.state, attacker, Math.max(distance, 1));
  const pending: PendingFollowUp[] = [];
  for (const effect of effects) {
    switch (effect.kind) {
      case "status":
        for (const id of defenderIds) {
          const defender = work.figure(id);
          if (defender.defeated) continue;
          if (effect.status === "tactical-genius") {
            work.addMark(id, attackerId, source);
            continue;
          }
          const before = defender.statuses[effect.status] ?? 0;
          const stacks = effect.status === "frozen" || effect.status === "prone" ? 1 : before + 1;
          work.setStatus(id, effect.status, stacks, source);
        }
        break;
      case "buff-friendlies":
        for (const friend of friends) {
          if (squareDistance(attacker.position, friend.position, rule) <= distance) {
            work.setStatus(friend.id, "buffed", (friend.statuses.buffed ?? 0) + effect.attack, source);
          }
        }
        break;
      case "heal-self":
        work.heal(attackerId, effect.amount, source);
        break;
      case "heal-friendly": {
        const candidateIds = friends
          .filter((f) => squareDistance(attacker.position, f.position, rule) <= distance)
          .map((f) => f.id);
        if (effect.amount > 0 && candidateIds.length > 0) pending.push({ kind: "heal-friendly", byId: attackerId, amount: effect.amount, candidateIds });
        break;
      }
      case "push": {
        const targetId = defenderIds[0];
        if (targetId !== undefined && !work.figure(targetId).defeated) pending.push({ kind: "push", byId: attackerId, targetId });
        break;
      }
      case "free-attack": {
        // DECISIONS "Crit effects and a fallen attacker": the effect fires even when the damage
        // dealt back fells the attacker; only a free attack the fallen figure would make itself is lost.
        if (free) break;
        if (effect.by === "self-other-target") {
          if (!attacker.defeated) pending.push({ kind: "free-attack", sourceId: attackerId, byIds: [attackerId], excludeTargetIds: [...defenderIds] });
        } else {
          const byIds = friends.filter((f) => squareAdjacent(f.position, attacker.position)).map((f) => f.id);
          if (byIds.length > 0) pending.push({ kind: "free-attack", sourceId: attackerId, byIds, excludeTargetIds: [] });
        }
        break;
      }
      case "area-growth":
        break; // already widened the area
    }
  }
  if (work.record) for (const followUp of pending) work.events.push({ type: "follow-up", followUp });
  work.set({ pending: [...work.state.pending, ...pending] });
}
