import { checkChoirBudget, type ChoirBudgetResult } from "../../../rules/precious-moments/choir";
import { verdictFor, type AutomationLevel, type CheckVerdict } from "../../settings/automation";
import { PM_ACTOR_TYPES } from "./actor-types";

/** What a choir shows of each member figure. */
export interface ChoirMember {
  uuid: string;
  name: string;
  img: string;
  startingValue: number;
  value: number;
  inHeaven: boolean;
  /** The stored figure breaks a rule (its sheet lists which). */
  invalid: boolean;
  /** The roster names an actor that is gone (deleted, or a compendium entry that cannot be read). */
  missing: boolean;
}

export interface ChoirTotals {
  figures: number;
  inPlay: number;
  startingValue: number;
  value: number;
}

interface FigureActorLike {
  uuid: string;
  name: string;
  img?: string | null;
  type: string;
  system: unknown;
}

interface FigureSystemLike {
  _source: { startingValue: unknown; value: unknown };
  violations: unknown[];
  inHeaven: boolean;
}

/**
 * A loaded figure actor. A compendium index entry has a type but no system data, so it is not
 * one: `fromUuidSync` returns such entries for packs whose documents are not loaded.
 */
export function isPmFigureActor(actor: unknown): actor is FigureActorLike {
  if (typeof actor !== "object" || actor === null || (actor as { type?: unknown }).type !== PM_ACTOR_TYPES.figure) return false;
  const system = (actor as { system?: { _source?: unknown; violations?: unknown } }).system;
  return typeof system === "object" && system !== null && typeof system._source === "object" && Array.isArray(system.violations);
}

const wholeOrZero = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) ? value : 0);

export function choirMemberOf(actor: FigureActorLike): ChoirMember {
  const system = actor.system as FigureSystemLike;
  return {
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img ?? "",
    startingValue: wholeOrZero(system._source.startingValue),
    value: wholeOrZero(system._source.value),
    inHeaven: system.inHeaven,
    invalid: system.violations.length > 0,
    missing: false,
  };
}

/** A roster row for an actor that is gone: shown, so the GM can see it and remove it. */
export function missingChoirMember(uuid: string, name?: string): ChoirMember {
  return { uuid, name: name || uuid, img: "", startingValue: 0, value: 0, inHeaven: false, invalid: false, missing: true };
}

export function choirTotals(roster: readonly ChoirMember[]): ChoirTotals {
  const members = roster.filter((m) => !m.missing);
  return {
    figures: members.length,
    inPlay: members.filter((m) => !m.inHeaven).length,
    startingValue: members.reduce((sum, m) => sum + m.startingValue, 0),
    value: members.filter((m) => !m.inHeaven).reduce((sum, m) => sum + m.value, 0),
  };
}

/** The choir's budget as the rules judge it, and what the automation level makes of it. */
export interface ChoirBudgetView {
  result: ChoirBudgetResult;
  level: AutomationLevel;
  verdict: CheckVerdict;
}

export function choirBudget(roster: readonly ChoirMember[], budget: number, level: AutomationLevel, choirName: string): ChoirBudgetView {
  const result = checkChoirBudget(roster.filter((m) => !m.missing), budget, choirName);
  return { result, level, verdict: verdictFor(level, result.ok) };
}

/** The members list after adding a dropped figure: no duplicates, order kept. */
export function withChoirMember(members: readonly string[], uuid: string): string[] | null {
  return members.includes(uuid) ? null : [...members, uuid];
}
