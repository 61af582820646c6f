import { allowanceRuler, type RulerReading } from "../../canvas/allowance-ruler";
import { format, localize } from "../table/labels";
import { RulerPathAssessor } from "./ruler-assessor";

type TokenRulerClass = typeof foundry.canvas.placeables.tokens.TokenRuler;

/** An Angry Miniatures figure's Speed use this activation (the rules' cost: terrain, traits, Frost, Magic Buff). */
function readSpeed(token: TokenDocument.Implementation): RulerReading | null {
  const assessor = RulerPathAssessor.for(token);
  if (!assessor) return null;
  return (waypoint) => {
    const { cost, allowance, ok } = assessor.assess(waypoint).check;
    const total = format("AmPlay.Ruler.Allowance", { cost: Number.isFinite(cost) ? Math.round(cost * 100) / 100 : "∞", allowance });
    return { over: !ok, label: { total, units: ok ? "" : localize("AmPlay.Ruler.Over") } };
  };
}

let defined: TokenRulerClass | undefined;

/**
 * The ruler class, defined on first use (at init) so importing this module needs no canvas: core's
 * ruler with an Angry Miniatures figure's Speed on each waypoint, every square past it coloured.
 */
export function angryMiniaturesTokenRuler(): TokenRulerClass {
  defined ??= allowanceRuler(foundry.canvas.placeables.tokens.TokenRuler, "angryMiniaturesRuler", readSpeed);
  return defined;
}
