import { RuleViolation } from "../../../rules/common/errors";
import { ATTACK_TYPES, type AttackType } from "../../../rules/angry-miniatures/types";
import type { FollowUpRef } from "../../chat/card-types";

/** Reads the inputs a card's author recorded; anything malformed is refused naming the field. */
export function badInput(field: string): RuleViolation {
  return new RuleViolation("AmPlay.Card.BadInput", `Angry Miniatures card: the recorded "${field}" is not valid.`, { field });
}

/** A recorded id: a non-empty string of at most 100 characters (what `idInput` accepts). */
export const isId = (value: unknown): value is string => typeof value === "string" && value.length > 0 && value.length <= 100;

export function idInput(inputs: Readonly<Record<string, unknown>>, field: string): string {
  const value = inputs[field];
  if (!isId(value)) throw badInput(field);
  return value;
}

export function flagInput(inputs: Readonly<Record<string, unknown>>, field: string): boolean {
  const value = inputs[field];
  if (typeof value !== "boolean") throw badInput(field);
  return value;
}

export function idListInput(inputs: Readonly<Record<string, unknown>>, field: string): string[] {
  const value = inputs[field];
  if (!Array.isArray(value) || value.length > 100 || !value.every((v) => typeof v === "string" && v.length > 0)) throw badInput(field);
  return [...(value as string[])];
}

export function attackTypeInput(inputs: Readonly<Record<string, unknown>>): AttackType {
  const value = inputs.attackType;
  if (!(ATTACK_TYPES as readonly unknown[]).includes(value)) throw badInput("attackType");
  return value as AttackType;
}

export function refInput(inputs: Readonly<Record<string, unknown>>, field: string): FollowUpRef | undefined {
  const value = inputs[field];
  if (value === undefined) return undefined;
  const ref = value as Partial<FollowUpRef> | null;
  if (typeof ref !== "object" || ref === null || typeof ref.messageId !== "string" || !Number.isSafeInteger(ref.index) || ref.index! < 0) {
    throw badInput(field);
  }
  return { messageId: ref.messageId, index: ref.index! };
}

/** A defender's side's answer on an attack card: is the figure in cover where the table cannot show it? */
export interface CoverAnswer {
  /** The defender's token id. */
  readonly figure: string;
  readonly inCover: boolean;
  /** The user who answered: an owner of the defender or a GM. */
  readonly user: string;
}

/** The answers recorded on a card (only the GM's client writes them): one per defender at most. */
export function coverAnswersInput(inputs: Readonly<Record<string, unknown>>, field: string): CoverAnswer[] | undefined {
  const value = inputs[field];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > 100) throw badInput(field);
  const answers = value.map((entry: unknown) => {
    const { figure, inCover, user } = (typeof entry === "object" && entry !== null ? entry : {}) as Record<string, unknown>;
    if (!isId(figure) || typeof inCover !== "boolean" || !isId(user)) throw badInput(field);
    return { figure, inCover, user };
  });
  if (new Set(answers.map((a) => a.figure)).size !== answers.length) throw badInput(field);
  return answers;
}
