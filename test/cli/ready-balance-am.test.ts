// 20,000 seeded games per Angry Miniatures ready match (each seed both ways round): each is within
// 45-55% for either team. Apart from the other rulesets' pairings so vitest can run them side by side.
import { describe, it } from "vitest";
import { expectInBand, READY_PAIRINGS } from "./ready-pairings";

const pairings = READY_PAIRINGS.filter((p) => p.ruleset === "angry-miniatures");

describe("ready Angry Miniatures teams are fair matches", () => {
  it.each(pairings.map((p) => [`${p.blue} v ${p.red}`, p] as const))("%s: 45-55% over 20,000 games, both slots", async (_name, pairing) => {
    await expectInBand(pairing);
  }, 300_000);
});
