import type { PmSetup } from "../../rules/precious-moments/types";

/** Choir budget the sample choirs are built to (the DECISIONS default). */
export const PM_SAMPLE_BUDGET = 125;

/**
 * Two sample choirs on a 4 x 3 foot table with four walls to place. Each choir stays within the
 * default budget of $125 of starting Value: the first spends $118 on four figures, the second
 * $123 on three.
 */
export const PM_SAMPLE_SETUP: PmSetup = {
  sides: {
    a: {
      name: "Chapel Choir",
      figures: [
        { id: "a-lamb", name: "Lamb Carrier", cuteness: 7, brightness: 5, piety: 4, startingValue: 35 },
        { id: "a-drum", name: "Little Drummer", cuteness: 6, brightness: 7, piety: 2, startingValue: 30 },
        { id: "a-halo", name: "Halo Kid", cuteness: 8, brightness: 4, piety: 6, startingValue: 28 },
        { id: "a-bell", name: "Bell Ringer", cuteness: 5, brightness: 6, piety: 2, startingValue: 25 },
      ],
    },
    b: {
      name: "Garden Chorus",
      figures: [
        { id: "b-psalm", name: "Psalm Reader", cuteness: 8, brightness: 5, piety: 6, startingValue: 45 },
        { id: "b-kite", name: "Kite Flyer", cuteness: 7, brightness: 8, piety: 2, startingValue: 40 },
        { id: "b-wings", name: "Paper Wings", cuteness: 6, brightness: 6, piety: 4, startingValue: 38 },
      ],
    },
  },
  table: { width: 48, height: 36 },
  obstacleCount: 4,
  budget: PM_SAMPLE_BUDGET,
};
