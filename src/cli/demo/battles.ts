import type { CliRuleset } from "../shared/rulesets";
import { narrateAngryMiniatures } from "./angry-miniatures";
import { narrateKnightFight } from "./knight-fight";
import { narratePreciousMoments } from "./precious-moments";
import { PLAIN_STYLE, type Narration, type Style } from "./style";

/** The demo battles in the order `npm start` shows them. */
export const DEMO_BATTLES: Record<CliRuleset, (seed: number, style: Style) => Narration> = {
  "precious-moments": narratePreciousMoments,
  "knight-fight": narrateKnightFight,
  "angry-miniatures": narrateAngryMiniatures,
};

/** Who plays the demo's sides: the table against itself, by the policy `simulate` plays by default. */
export const DEMO_PLAYERS = "Both sides are played by the engine's sensible policy (simulate's default; see simulate --help for the others).";

/** Where the installable system is and how it gets into Foundry (the README's Install section, short). */
export function installNote(style: Style): string[] {
  return [
    style.heading("Put it on your table"),
    "The installable Foundry system (v13 from 13.346, and v14) is built into dist/;",
    "`npm run release` packs it as release/shelf-wars.zip with its manifest, release/system.json.",
    "Into Foundry, as the README's \"Install into Foundry\" section says, any one of:",
    "  - Game Systems > Install System, and paste the manifest URL of the release;",
    "  - unzip release/shelf-wars.zip into <FoundryData>/Data/systems/shelf-wars/;",
    "  - `npm run link -- /path/to/FoundryData` links dist/ there from this checkout.",
    "More from the terminal: node bin/shelf-wars.js --help (odds, figure, simulate, demo).",
  ];
}

/** The whole demo: each battle narrated, its result once, then the install note. */
export function demoText(rulesets: readonly CliRuleset[], seed: number, style: Style): string {
  const out: string[] = [];
  for (const ruleset of rulesets) {
    const battle = DEMO_BATTLES[ruleset](seed, style);
    out.push(style.heading(battle.title), style.dim("=".repeat(72)), style.dim(DEMO_PLAYERS), ...battle.lines, style.heading(`Result: ${battle.result}.`), "");
  }
  out.push(...installNote(style));
  return out.join("\n");
}

/** The `demo --json` contract: per battle, its sides and figures and the engine's whole event log. */
export interface DemoLog {
  seed: number;
  battles: ({ ruleset: CliRuleset; title: string; result: string } & Narration["log"])[];
}

export function demoLog(rulesets: readonly CliRuleset[], seed: number): DemoLog {
  return {
    seed,
    battles: rulesets.map((ruleset) => {
      const battle = DEMO_BATTLES[ruleset](seed, PLAIN_STYLE);
      return { ruleset, title: battle.title, result: battle.result, ...battle.log };
    }),
  };
}
