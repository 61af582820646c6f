import type { MigrationStep } from "../../migration/steps";
import { isAmFigureType } from "./actor-types";

/**
 * Trait ids as the first figure data (before schema version 1) stored them, and their ids now.
 * The old ids followed the source's own spellings; the current ones are the project's.
 */
export const RENAMED_TRAIT_IDS = {
  perk: { berserk: "berzerk", rage: "berzerk", hovering: "winged", "multi-limbled": "multi-limbed" },
  flaw: { small: "small-flaw", scrawny: "gangly", "eye-patched": "one-eye" },
  crit: { "dual-wield": "dual-wielding" },
} as const satisfies Record<"perk" | "flaw" | "crit", Record<string, string>>;

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Brings a figure's stored system data from an older shape to the current one, in place; returns
 * whether anything changed. Older shapes:
 * - one attack type as `attackType: "range"` (before Multi-class): now `attackTypes: ["range"]`;
 * - Health as a bare number `health: 3`: now `health: { value: 3 }`;
 * - the trait ids in `RENAMED_TRAIT_IDS`.
 * Anything it does not recognise is left alone for the rules to report on the sheet.
 */
export function migrateFigureData(system: Plain): boolean {
  let changed = false;
  if ("attackType" in system) {
    if (!Array.isArray(system.attackTypes) && typeof system.attackType === "string") system.attackTypes = [system.attackType];
    delete system.attackType;
    changed = true;
  }
  if (typeof system.health === "number") {
    system.health = { value: system.health };
    changed = true;
  }
  for (const [field, renames] of Object.entries(RENAMED_TRAIT_IDS) as [keyof typeof RENAMED_TRAIT_IDS, Record<string, string>][]) {
    const current = system[field];
    const renamed = typeof current === "string" ? renames[current] : undefined;
    if (renamed !== undefined) {
      system[field] = renamed;
      changed = true;
    }
  }
  return changed;
}

/**
 * Version 1: stored figures take the current shape. `migrateData` already fixes the shape of every
 * figure as it loads; this step writes that shape back to the database (world actors and unlocked
 * packs), so the old shape no longer lives anywhere.
 */
export const FIGURE_MIGRATIONS: readonly MigrationStep[] = [
  {
    version: 1,
    description: "Angry Miniatures figures: one attack type becomes a list, Health an object, renamed perk, flaw and crit ids",
    migrateActor(actor) {
      if (!isAmFigureType(actor.type) || !isPlain(actor.system)) return null;
      const system = structuredClone(actor.system);
      migrateFigureData(system);
      return { system };
    },
  },
];
