import { RuleViolation } from "../../../rules/common/errors";
import type { Offset } from "../../../rules/common/geometry";

/** Reads the inputs a card's author recorded; anything malformed is refused naming the field. */
export function badInput(field: string): RuleViolation {
  return new RuleViolation("KnightFight.Card.BadInput", `Knight Fight card: the recorded "${field}" is not valid.`, { field });
}

export { refused } from "../table/refused";

export function idInput(inputs: Readonly<Record<string, unknown>>, field: string): string {
  const value = inputs[field];
  if (typeof value !== "string" || value.length === 0 || value.length > 200) throw badInput(field);
  return value;
}

export function wholeInput(inputs: Readonly<Record<string, unknown>>, field: string, min: number, max: number): number {
  const value = inputs[field];
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < min || value > max) throw badInput(field);
  return value;
}

export function hexInput(inputs: Readonly<Record<string, unknown>>, field: string): Offset {
  const value = inputs[field] as Partial<Offset> | null | undefined;
  if (typeof value !== "object" || value === null) throw badInput(field);
  const { i, j } = value;
  if (typeof i !== "number" || typeof j !== "number" || !Number.isSafeInteger(i) || !Number.isSafeInteger(j)) throw badInput(field);
  return { i, j };
}

export function idListInput(inputs: Readonly<Record<string, unknown>>, field: string, max = 20): string[] {
  const value = inputs[field];
  if (!Array.isArray(value) || value.length === 0 || value.length > max || !value.every((v) => typeof v === "string" && v.length > 0 && v.length <= 200)) {
    throw badInput(field);
  }
  return [...(value as string[])];
}
