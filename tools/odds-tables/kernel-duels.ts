import type { SplitDuel } from "../../src/rules/angry-miniatures/odds-even-duels";
import { duelGrids, EVEN, grid } from "../../src/rules/angry-miniatures/odds-splits";

/** Hits the written-out tables cover: up to the most dice odds are worked out for. */
export const TABLE_HITS = 15;

const FIELDS = ["kingsFirst", "kingsSecond", "queensFirst", "queensSecond", "equal"] as const satisfies readonly (keyof SplitDuel)[];

/** Text of src/rules/angry-miniatures/odds-kernel-duels.ts: duel(EVEN, u, h) for every Unlucky kernel u an h-hit roll can hold. */
export function renderKernelDuels(): string {
  const rows: string[] = [];
  for (let h = 1; h <= TABLE_HITS; h++) {
    rows.push(`  // ${h} hit${h === 1 ? "" : "s"}: kernels 1 to ${h + 1}`);
    for (let u = 1; u <= h + 1; u++) {
      const d = duelGrids(grid(EVEN, h), grid(u, h), h);
      rows.push(`  ${FIELDS.map((field) => String(d[field])).join(", ")},`);
    }
  }
  return `// Written by tools/generate-odds-tables.mjs (tools/odds-tables/kernel-duels.ts); a test regenerates it and compares.

/**
 * duel(EVEN, u, h) for h = 1 to ${TABLE_HITS} hits and each Unlucky kernel u = 1 to h + 1 (a kernel with
 * more added even hits than h cannot hold h hits): an even attacker's split against a defender's
 * Unlucky split, which the contest needs whenever the defender is Unlucky, written out so the first
 * call builds no split grids. Five fields per duel: kingsFirst, kingsSecond, queensFirst,
 * queensSecond, equal; the duel of h hits and kernel u starts at kernelDuelAt(h, u).
 *
 * A plain array closed by one null: the null makes V8 hold the numbers as tagged values, so the
 * first call (interpreted) reads them without boxing each into a new heap number, as it does for
 * a Float64Array or an all-number array; each boxed read filled the young generation further.
 */
export const KERNEL_DUEL_HITS = ${TABLE_HITS};

export const KERNEL_DUELS: readonly (number | null)[] = [
${rows.join("\n")}
  null,
];

/** Where duel(EVEN, u, h) starts in KERNEL_DUELS (1 <= h <= KERNEL_DUEL_HITS, 1 <= u <= h + 1). */
export const kernelDuelAt = (h: number, u: number): number => 5 * (((h - 1) * (h + 2)) / 2 + u - 1);
`;
}
