import { isRuleViolation, RuleViolation } from "../../../rules/common/errors";
import type { DiceRoller } from "../../../rules/common/dice";
import type { DiagonalRule, Offset } from "../../../rules/common/geometry";
import { deriveFigure, meleeReachOf, type AmDerived } from "../../../rules/angry-miniatures/figure";
import type { AttackType } from "../../../rules/angry-miniatures/types";
import { coverSource, type CoverSource, type TableCoverSource } from "../../../rules/angry-miniatures/cover";
import type { AutomationLevel } from "../../settings/automation";
import { attackCardContext, squareLabel, type AttackCardContext } from "./card-context";
import { previewExchange, runExchange, type ExchangeOutcome, type ExchangeSetup } from "./exchange";
import { attackTypeLabel, format, localize, sourceLabel } from "./labels";
import { assessLegality, sightMatters, type AttackCheck, type LegalityReport } from "./legality";
import { oddsView, type OddsView } from "./odds-view";
import type { FollowUpRef } from "../../chat/card-types";
import type { TableFigure } from "./table-figure";

/** What the attack flow needs from Foundry, so tests can script dice and the table. */
export interface AttackTable {
  readonly figures: readonly TableFigure[];
  readonly diagonalRule: DiagonalRule;
  readonly sightRequired: boolean;
  readonly experimentalMeleeDefender: boolean;
  readonly levels: Readonly<Record<AttackCheck, AutomationLevel>>;
  /** The scene's top-left square (its A1); a table without one counts from the grid's (0, 0). */
  readonly firstSquare?: Offset;
  /** Foundry's walls between two figures' tokens. */
  lineOfSight(fromId: string, toId: string): { clear: boolean; blockedBy?: string };
  /** The cover the table gives a defender against an attacker (walls, terrain); a table without it shows none. */
  coverOf?(attackerId: string, defenderId: string): TableCoverSource | null;
}

export interface AttackChoices {
  readonly attackType: AttackType;
  readonly targetId: string | undefined;
  readonly charging: boolean;
  /** Defenders the attacker grants cover to; the table's cover and confirmed cover are added whatever this says. */
  readonly cover: readonly string[];
}

export interface DefenderRow {
  readonly id: string;
  readonly name: string;
  readonly dice: number;
  readonly base: number;
  readonly modifiers: readonly { readonly label: string; readonly delta: string; readonly ignored: boolean }[];
  readonly inCover: boolean;
  /** Why it is in cover, localised ("" when it is not). */
  readonly coverLabel: string;
  /** In cover whatever the attacker says (the table shows it, or it was confirmed): the toggle is locked. */
  readonly coverLocked: boolean;
  readonly odds: OddsView;
}

export interface TargetOption {
  readonly id: string;
  readonly name: string;
  readonly selected: boolean;
  readonly distance: number;
}

export interface FindingView {
  readonly check: AttackCheck;
  readonly verdict: "warn" | "refuse";
  readonly message: string;
}

/** The dialog's context: everything it shows, recomputed whenever a toggle changes. */
export interface AttackView {
  readonly attackerName: string;
  readonly attackTypes: readonly { readonly value: AttackType; readonly label: string; readonly selected: boolean }[];
  readonly attackType: AttackType;
  readonly attackTypeLabel: string;
  readonly targets: readonly TargetOption[];
  readonly charging: boolean;
  readonly attackDice: number;
  readonly attackBase: number;
  readonly attackModifiers: readonly { readonly label: string; readonly delta: string; readonly ignored: boolean }[];
  readonly defenders: readonly DefenderRow[];
  readonly area: { readonly radius: number; readonly square: Offset } | null;
  readonly findings: readonly FindingView[];
  readonly refused: boolean;
  readonly canRoll: boolean;
  /** Why the attack cannot be set up at all (an illegal figure, no target). */
  readonly problem: string | null;
}

export type DiceResolver = <T>(compute: (roller: DiceRoller) => T) => Promise<{ result: T; rolls: Roll[] }>;

/** What the card records: the choices made, from which the GM's client derives the outcome again. */
export interface AttackCardInputs {
  readonly attackerId: string;
  readonly targetId: string;
  readonly attackType: AttackType;
  readonly charging: boolean;
  readonly cover: readonly string[];
  readonly free?: FollowUpRef;
}

export interface AttackResult {
  readonly outcome: ExchangeOutcome;
  readonly inputs: AttackCardInputs;
  readonly context: AttackCardContext;
  readonly rolls: Roll[];
}

export const violationMessage = (violation: RuleViolation): string => format(violation.code, violation.data);

/**
 * One attacker choosing and rolling an attack. Holds the table as read when the dialog opened;
 * all rules come from src/rules (dice counts, targeting, odds, the contest itself).
 */
export class AttackSession {
  choices: AttackChoices;

  constructor(
    readonly table: AttackTable,
    readonly attackerId: string,
    initialTargetId?: string,
    /** A free attack: the earlier card's follow-up that grants it. */
    readonly free?: FollowUpRef,
    /** Defenders the defender's owner or a GM confirmed in cover where the table cannot show it. */
    readonly confirmedCover: readonly string[] = [],
  ) {
    const attacker = this.attacker;
    const attackType = attacker?.sheet.attackTypes[0] ?? "melee";
    const targetId = initialTargetId ?? this.candidates()[0]?.id;
    this.choices = { attackType, targetId, charging: false, cover: [] };
  }

  get attacker(): TableFigure | undefined {
    return this.table.figures.find((f) => f.id === this.attackerId);
  }

  /** Every other figure still standing; friends too, so Magic can be aimed anywhere. */
  candidates(): TableFigure[] {
    return this.table.figures.filter((f) => f.id !== this.attackerId && f.health > 0);
  }

  update(changes: Partial<AttackChoices>): void {
    const next = { ...this.choices, ...changes };
    const attackTypes = this.attacker?.sheet.attackTypes ?? [];
    if (!attackTypes.includes(next.attackType)) next.attackType = attackTypes[0] ?? "melee";
    if (next.targetId !== undefined && !this.candidates().some((f) => f.id === next.targetId)) next.targetId = undefined;
    this.choices = next;
  }

  /** Why a figure is in cover against this attacker, or null: the table, a confirmation, the attacker's concession. */
  coverSourceOf(id: string): CoverSource | null {
    return coverSource({
      table: this.table.coverOf?.(this.attackerId, id) ?? null,
      conceded: this.choices.cover.includes(id),
      confirmed: this.confirmedCover.includes(id),
    });
  }

  /** Every figure in cover against this attacker (Magic's area is known only once rolled). */
  coverIds(): string[] {
    return this.table.figures.filter((f) => f.id !== this.attackerId && this.coverSourceOf(f.id) !== null).map((f) => f.id);
  }

  setup(): ExchangeSetup {
    const target = this.table.figures.find((f) => f.id === this.choices.targetId);
    return {
      figures: this.table.figures,
      attackerId: this.attackerId,
      attackType: this.choices.attackType,
      ...(this.choices.attackType === "magic" && target ? { targetSquare: target.position } : { targetId: this.choices.targetId }),
      charging: this.choices.charging,
      cover: this.coverIds(),
      diagonalRule: this.table.diagonalRule,
      experimentalMeleeDefender: this.table.experimentalMeleeDefender,
    };
  }

  derived(): AmDerived {
    const attacker = this.attacker;
    if (!attacker) throw new RuleViolation("AmPlay.NoAttacker", "Angry Miniatures: the attacker is not on this scene.");
    return deriveFigure(attacker.sheet);
  }

  legality(): LegalityReport | undefined {
    const attacker = this.attacker;
    const target = this.table.figures.find((f) => f.id === this.choices.targetId);
    if (!attacker || !target) return undefined;
    const type = this.choices.attackType;
    return assessLegality({
      attackType: type,
      from: attacker.position,
      to: target.position,
      meleeReach: meleeReachOf(attacker.sheet),
      distance: this.derived().distance ?? 0,
      diagonalRule: this.table.diagonalRule,
      sightRequired: this.table.sightRequired,
      sight: sightMatters(type, this.table.sightRequired) ? this.table.lineOfSight(attacker.id, target.id) : undefined,
      levels: this.table.levels,
    });
  }

  view(): AttackView {
    const attacker = this.attacker;
    const type = this.choices.attackType;
    const base = {
      attackerName: attacker?.name ?? "",
      attackTypes: (attacker?.sheet.attackTypes ?? []).map((value) => ({ value, label: attackTypeLabel(value), selected: value === type })),
      attackType: type,
      attackTypeLabel: attackTypeLabel(type),
      charging: this.choices.charging,
    };
    const empty = { targets: [], attackDice: 0, attackBase: 0, attackModifiers: [], defenders: [], area: null, findings: [], refused: false, canRoll: false };
    if (!attacker) return { ...base, ...empty, problem: localize("AmPlay.Problem.NoAttacker") };
    try {
      const preview = previewExchange(this.setup());
      const legality = this.legality();
      const names = new Map(this.table.figures.map((f) => [f.id, f.name]));
      const targets = this.candidates().map((f) => ({
        id: f.id,
        name: f.name,
        selected: f.id === this.choices.targetId,
        distance: f.id === this.choices.targetId ? (legality?.distance ?? 0) : 0,
      }));
      const modifierView = (m: { source: string; delta: number; ignored?: string }) => ({
        label: sourceLabel(m.source),
        delta: m.delta > 0 ? `+${m.delta}` : String(m.delta),
        ignored: m.ignored !== undefined,
      });
      const findings: FindingView[] = (legality?.findings ?? []).map((f) => ({
        check: f.check,
        verdict: f.verdict === "refuse" ? "refuse" : "warn",
        message: format(f.code, f.data),
      }));
      const refused = legality?.refused ?? false;
      return {
        ...base,
        targets,
        attackDice: preview.attackDice.dice,
        attackBase: preview.attackDice.base,
        attackModifiers: preview.attackDice.modifiers.map(modifierView),
        defenders: preview.defenders.map((d) => ({
          id: d.id,
          name: names.get(d.id) ?? d.id,
          dice: d.dice.dice,
          base: d.dice.base,
          modifiers: d.dice.modifiers.map(modifierView),
          ...this.#coverView(d.id),
          odds: oddsView(preview.attacker, d.combatant, type, preview.attackDice, d.dice),
        })),
        area: preview.radius !== undefined && preview.square ? { radius: preview.radius, square: preview.square } : null,
        findings,
        refused,
        canRoll: !refused && this.choices.targetId !== undefined && preview.defenders.length > 0,
        problem: this.choices.targetId === undefined ? localize("AmPlay.Problem.NoTarget") : null,
      };
    } catch (error) {
      if (!isRuleViolation(error)) throw error;
      return { ...base, ...empty, problem: violationMessage(error) };
    }
  }

  #coverView(id: string): { inCover: boolean; coverLabel: string; coverLocked: boolean } {
    const source = this.coverSourceOf(id);
    return {
      inCover: source !== null,
      coverLabel: source ? localize(`AmPlay.Cover.${source}`) : "",
      coverLocked: source !== null && source !== "conceded",
    };
  }

  /**
   * Rolls the attack with the given dice. Refuses (throws the named rule) when a check is at
   * "enforce"; the caller shows it. Warnings allowed at "warn" go onto the card.
   */
  async roll(resolve: DiceResolver): Promise<AttackResult> {
    const legality = this.legality();
    if (!legality) throw new RuleViolation("AngryMiniatures.Rule.NoTarget", "Angry Miniatures: choose a target first.");
    const refusal = legality.findings.find((f) => f.verdict === "refuse");
    if (refusal) throw new RuleViolation(refusal.code, `Angry Miniatures: ${refusal.check} check refused the attack.`, refusal.data);
    const setup = this.setup();
    const { result: outcome, rolls } = await resolve((roller) => runExchange(setup, roller));
    const warnings = legality.findings.map((f) => format(f.code, f.data));
    const square = setup.attackType === "magic" ? setup.targetSquare : undefined;
    const { attackType, charging, cover } = this.choices;
    const inputs: AttackCardInputs = {
      attackerId: this.attackerId,
      targetId: this.choices.targetId!,
      attackType,
      charging,
      cover: [...cover],
      ...(this.free ? { free: this.free } : {}),
    };
    return {
      outcome,
      rolls,
      inputs,
      context: attackCardContext(outcome, this.table.figures, { warnings, ...(square ? { square: squareLabel(square, this.table.firstSquare) } : {}) }),
    };
  }
}
