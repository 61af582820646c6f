import { AM_SAMPLE_SETUP } from "../src/cli/armies/angry-miniatures";
import { KF_SAMPLE_SETUP } from "../src/cli/armies/knight-fight";
import { PM_SAMPLE_SETUP } from "../src/cli/armies/precious-moments";
import type { AmSetup } from "../src/rules/angry-miniatures/game-types";
import type { KfSetup } from "../src/rules/knight-fight/setup";
import type { PmSetup } from "../src/rules/precious-moments/types";

// The sample sides grown to `n` figures a side, the sample figures repeated in a line along each
// side's edge; the board or table widens with the line so the figures stand as far apart as in the
// samples. Used to see how the cost of a game grows with the number of figures.

export function amSetupOf(n: number): AmSetup {
  const figures = AM_SAMPLE_SETUP.sides.flatMap((side) => {
    const templates = AM_SAMPLE_SETUP.figures.filter((f) => f.side === side.id);
    return Array.from({ length: n }, (_, k) => {
      const template = templates[k % templates.length];
      if (!template) throw new Error("bench: the Angry Miniatures sample side has no figures");
      return { ...template, id: `${side.id}-${k}`, position: { i: 2 * k, j: template.position.j } };
    });
  });
  const size = AM_SAMPLE_SETUP.board?.size;
  const rows = Math.max(size?.rows ?? 0, 2 * n - 1);
  return { ...AM_SAMPLE_SETUP, figures, board: { ...AM_SAMPLE_SETUP.board, ...(size ? { size: { rows, columns: size.columns } } : {}) } };
}

export function kfSetupOf(n: number): KfSetup {
  const sides = KF_SAMPLE_SETUP.sides.map((side) => ({
    ...side,
    figures: Array.from({ length: n }, (_, k) => {
      const template = side.figures[k % side.figures.length];
      if (!template) throw new Error("bench: the Knight Fight sample side has no figures");
      return { ...template, id: `${side.id}-${k}`, position: { i: 2 * k, j: template.position.j } };
    }),
  }));
  // Knight Fight offsets are (row i, column j): the sides face each other across the columns.
  const rows = Math.max(KF_SAMPLE_SETUP.board.rows, 2 * n);
  return { ...KF_SAMPLE_SETUP, board: { ...KF_SAMPLE_SETUP.board, rows }, sides, forceCheck: "off" };
}

export function pmSetupOf(n: number): PmSetup {
  const grow = (side: "a" | "b") => {
    const choir = PM_SAMPLE_SETUP.sides[side];
    return {
      ...choir,
      figures: Array.from({ length: n }, (_, k) => {
        const template = choir.figures[k % choir.figures.length];
        if (!template) throw new Error("bench: the Precious Moments sample choir has no figures");
        return { ...template, id: `${side}-${k}` };
      }),
    };
  };
  const width = Math.max(PM_SAMPLE_SETUP.table.width, 12 * n);
  return { ...PM_SAMPLE_SETUP, sides: { a: grow("a"), b: grow("b") }, table: { ...PM_SAMPLE_SETUP.table, width }, budget: 1_000_000 };
}
