import type { DiceRoller } from "../../../rules/common/dice";
import type { DiagonalRule, Offset } from "../../../rules/common/geometry";
import { affectedByMagic, magicRadius } from "../../../rules/angry-miniatures/area";
import { attackDiceCount, defenceDiceCount, type Combatant, type DiceCount } from "../../../rules/angry-miniatures/contest";
import { deriveFigure } from "../../../rules/angry-miniatures/figure";
import { combatantOf, performAttack, tacticalGeniusMarks } from "../../../rules/angry-miniatures/game-attack";
import { figureAt, livingFigures } from "../../../rules/angry-miniatures/game-queries";
import type { AmEvent, AmFigureState, AmState } from "../../../rules/angry-miniatures/game-types";
import { Work } from "../../../rules/angry-miniatures/game-work";
import { DEFENCE_STAT, type AttackType } from "../../../rules/angry-miniatures/types";
import type { TableFigure } from "./table-figure";

/** Everything one attack needs, read from the scene and the dialog's toggles. */
export interface ExchangeSetup {
  readonly figures: readonly TableFigure[];
  readonly attackerId: string;
  readonly attackType: AttackType;
  /** Melee and Range: the defender's token id. Magic: the square aimed at. */
  readonly targetId?: string;
  readonly targetSquare?: Offset;
  readonly charging: boolean;
  /** Defender token ids in cover. */
  readonly cover: readonly string[];
  readonly diagonalRule: DiagonalRule;
  readonly experimentalMeleeDefender: boolean;
}

export interface ExchangeOutcome {
  readonly before: AmState;
  readonly after: AmState;
  readonly events: readonly AmEvent[];
}

function figureState(figure: TableFigure): AmFigureState {
  const derived = deriveFigure(figure.sheet);
  return {
    id: figure.id,
    side: figure.side,
    sheet: figure.sheet,
    derived,
    position: { i: figure.position.i, j: figure.position.j },
    health: Math.max(0, Math.min(figure.health, derived.health)),
    statuses: { ...figure.statuses },
    ...(figure.markedBy ? { markedBy: { ...figure.markedBy } } : {}),
    activated: false,
    defeated: figure.health <= 0,
  };
}

/**
 * The scene as a rules game state, mid-activation of the attacker. Targeting checks are off in
 * this state: the adapter runs them itself against Foundry's walls and the automation settings
 * before it ever rolls. Throws the rules' RuleViolation for an illegal figure.
 */
export function tableState(setup: ExchangeSetup): AmState {
  const figures = Object.fromEntries(setup.figures.map((f) => [f.id, figureState(f)]));
  const attacker = figures[setup.attackerId];
  const sides = [...new Set(setup.figures.map((f) => f.side))].map((id) => ({ id, name: id }));
  return {
    round: 1,
    over: false,
    winner: null,
    sides,
    figures,
    initiative: sides.map((s) => s.id),
    turn: 0,
    active: attacker
      ? { figureId: attacker.id, moved: false, attacked: true, frozen: false, buff: attacker.statuses.buffed ?? 0 }
      : null,
    pending: [],
    board: { terrain: {}, walls: [] },
    options: {
      diagonalRule: setup.diagonalRule,
      requireLineOfSight: false,
      experimentalMeleeDefender: setup.experimentalMeleeDefender,
      checks: "off",
    },
  };
}

function targetOf(setup: ExchangeSetup, state: AmState): { targetId: string } | { targetSquare: Offset } {
  if (setup.attackType === "magic") {
    const square = setup.targetSquare ?? (setup.targetId ? state.figures[setup.targetId]?.position : undefined);
    if (square) return { targetSquare: square };
  }
  return { targetId: setup.targetId ?? "" };
}

/** The whole attack, pure: the function `resolveWithFoundryDice` replays with real dice. */
export function runExchange(setup: ExchangeSetup, roller: DiceRoller): ExchangeOutcome {
  const before = tableState(setup);
  const work = new Work(before);
  performAttack(
    work,
    { attackerId: setup.attackerId, attackType: setup.attackType, charging: setup.charging, cover: [...setup.cover], ...targetOf(setup, before) },
    false,
    roller,
  );
  return { before, after: work.state, events: work.events };
}

export interface DefenderPreview {
  readonly id: string;
  readonly dice: DiceCount;
  /** What the contest reads of the defender (perk, flaw, crit) for the odds. */
  readonly combatant: Combatant;
}

export interface ExchangePreview {
  readonly attackDice: DiceCount;
  readonly attacker: Combatant;
  /** Magic: the area before any Volatile growth. */
  readonly square: Offset | undefined;
  readonly radius: number | undefined;
  readonly defenders: readonly DefenderPreview[];
}

/** Dice counts before rolling, from the same rules calls the attack makes. */
export function previewExchange(setup: ExchangeSetup): ExchangePreview {
  const state = tableState(setup);
  const attacker = state.figures[setup.attackerId];
  if (!attacker) return { attackDice: { base: 0, dice: 0, modifiers: [] }, attacker: {}, square: undefined, radius: undefined, defenders: [] };
  const type = setup.attackType;
  const target = targetOf(setup, state);
  const square = "targetSquare" in target ? target.targetSquare : state.figures[target.targetId]?.position;
  const primary = "targetId" in target ? state.figures[target.targetId] : square ? figureAt(state, square) : undefined;
  const marks = primary ? tacticalGeniusMarks(primary, attacker.id) : { own: 0, others: 0 };
  const attackDice = attackDiceCount({
    attacker: combatantOf(attacker),
    base: attacker.derived[type] ?? 0,
    charging: setup.charging,
    tacticalGenius: marks.others,
    ownTacticalGenius: marks.own,
    buff: state.active?.buff ?? 0,
  });
  const radius = type === "magic" ? magicRadius() : undefined;
  const defenders =
    radius !== undefined && square ? affectedByMagic(square, radius, livingFigures(state), setup.diagonalRule) : primary ? [primary] : [];
  return {
    attackDice,
    attacker: combatantOf(attacker),
    square,
    radius,
    defenders: defenders.map((defender) => ({
      id: defender.id,
      combatant: combatantOf(defender),
      dice: defenceDiceCount({
        defender: combatantOf(defender),
        base: defender.sheet[DEFENCE_STAT[type]],
        attackType: type,
        attackerPresentation: attacker.sheet.presentation,
        cover: setup.cover.includes(defender.id),
        options: { experimentalMeleeDefender: setup.experimentalMeleeDefender },
      }),
    })),
  };
}
