import { KF_SAMPLE_BOARD } from "../../rules/knight-fight/board";
import type { KfSetup } from "../../rules/knight-fight/setup";

/** Points each sample force is built to (the DECISIONS default). */
export const KF_SAMPLE_BUDGET = 300;

/**
 * Two sample forces on the 7 x 5 sample board (no terrain), one at each short end: a fighter and a shooter
 * (280 points) against a thrower and a fighter (295 points). The force check is enforced, so a
 * force that broke the size or points rule would stop the game before it starts.
 */
export const KF_SAMPLE_SETUP: KfSetup = {
  board: { orientation: { ...KF_SAMPLE_BOARD.orientation }, columns: KF_SAMPLE_BOARD.columns, rows: KF_SAMPLE_BOARD.rows, blocked: [] },
  sides: [
    {
      id: "lions",
      name: "Lions",
      figures: [
        { id: "lions-sword", name: "Sword Knight", speed: 40, combat: 70, defence: 50, cls: "fighter", position: { i: 1, j: 0 } },
        { id: "lions-bow", name: "Longbowman", speed: 30, combat: 50, defence: 40, cls: "shooter", position: { i: 3, j: 0 } },
      ],
    },
    {
      id: "ravens",
      name: "Ravens",
      figures: [
        { id: "ravens-axe", name: "Axe Thrower", speed: 50, combat: 60, defence: 50, cls: "thrower", position: { i: 1, j: 6 } },
        { id: "ravens-mace", name: "Mace Knight", speed: 35, combat: 55, defence: 45, cls: "fighter", position: { i: 3, j: 6 } },
      ],
    },
  ],
  budget: KF_SAMPLE_BUDGET,
  forceCheck: "enforce",
};
