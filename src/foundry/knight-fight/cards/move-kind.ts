import { hexDistance, type Offset } from "../../../rules/common/geometry";
import { RuleViolation } from "../../../rules/common/errors";
import { defineCardKind } from "../../chat/card-kinds";
import type { CardOutcome } from "../../chat/card-types";
import { automationLevel } from "../../settings/registry";
import { kfTableOf, type KfTable } from "../table/table";
import { kfFigure, type KfFigureRef } from "../table/actors";
import { requireActivating } from "./activating";
import { hexInput, idInput, refused, wholeInput } from "./inputs";
import { KF_CARD_KINDS } from "./kind-names";
import { KF_PATHS } from "./paths";
import { cardScene } from "../../shared/card-scene";
import { legsThisActivation } from "../../canvas/move-record";
import { movePath } from "../../../rules/knight-fight/movement";
import { hexOfPoint, waypointHexes } from "../table/movement";

/** What a move records: the token that moved, from which hex to which, and the hexes it entered. */
export interface MoveInputs {
  readonly sceneId: string;
  readonly tokenId: string;
  readonly from: Offset;
  readonly to: Offset;
  readonly hexes: number;
}

export function parseMoveInputs(raw: Readonly<Record<string, unknown>>): MoveInputs {
  return { sceneId: idInput(raw, "sceneId"), tokenId: idInput(raw, "tokenId"), from: hexInput(raw, "from"), to: hexInput(raw, "to"), hexes: wholeInput(raw, "hexes", 1, 100) };
}

/**
 * A move's cost (DECISIONS "Actions": one action point a hex) after the token moved. The token
 * must stand where the move ended, at least as far from where it began as the hexes paid for;
 * moving past the points left, or ending inside terrain (DECISIONS "Board"), is refused at
 * "enforce" (a client that skipped its own check is caught here), and otherwise the points stop at 0.
 */
export function deriveMove(table: KfTable, figure: KfFigureRef, inputs: MoveInputs): CardOutcome {
  requireActivating(figure);
  if (figure.source.wagered < 1) throw refused("NoWager", `${figure.name} has not wagered yet.`, { name: figure.name });
  const token = table.figures.find((f) => f.id === inputs.tokenId);
  if (!token || token.actorUuid !== figure.uuid) throw refused("NoFigure", "that figure no longer exists (or is not a Knight Fight figure).", { uuid: figure.uuid });
  if (token.position.i !== inputs.to.i || token.position.j !== inputs.to.j || hexDistance(inputs.from, inputs.to, table.orientation) > inputs.hexes) {
    throw refused("MoveElsewhere", `${figure.name} does not stand where that move ended.`, { name: figure.name });
  }
  const enforced = automationLevel("knight-fight", "movement") === "enforce";
  if (enforced && table.inTerrain(inputs.to)) {
    const { i, j } = inputs.to;
    throw new RuleViolation("KnightFight.Rule.HexBlocked", `Knight Fight: hex (${i}, ${j}) is blocked by terrain`, { i, j });
  }
  if (inputs.hexes > figure.source.actionPoints && enforced) {
    throw new RuleViolation("KnightFight.Rule.MoveTooFar", `Knight Fight: a move of ${inputs.hexes} hexes costs ${inputs.hexes} action points and ${figure.source.actionPoints} are left`, {
      cost: inputs.hexes,
      left: figure.source.actionPoints,
    });
  }
  return { actingUuid: figure.uuid, changes: [{ uuid: figure.uuid, path: KF_PATHS.actionPoints, delta: -inputs.hexes }], followUps: [] };
}

function sameHex(a: Offset, b: Offset): boolean {
  return a.i === b.i && a.j === b.j;
}

/**
 * The move must be one the GM's client saw and let stand this activation (canvas/move-record.ts):
 * from the hex where the GM's record had the token, to where it went, costing the hexes of its
 * path. A card whose `from` (or hexes) says otherwise is refused, whoever wrote it.
 */
function requireRecordedMove(scene: Scene.Implementation, table: KfTable, name: string, inputs: MoveInputs): void {
  const token = scene.tokens.get(inputs.tokenId) as TokenDocument.Implementation | undefined;
  const recorded =
    token &&
    legsThisActivation(inputs.sceneId, inputs.tokenId).some((leg) => {
      const from = hexOfPoint(token, leg.from);
      const waypoints = waypointHexes(token, leg.waypoints);
      return sameHex(from, inputs.from) && sameHex(waypoints.at(-1) ?? from, inputs.to) && movePath(from, waypoints, table.orientation).length === inputs.hexes;
    });
  if (!recorded) throw refused("MoveNotRecorded", `${name} made no such move from (${inputs.from.i}, ${inputs.from.j}) that the GM's client saw.`, { name, i: inputs.from.i, j: inputs.from.j });
}

/** Posted only by the GM's client, from the move it saw (play/move-payment.ts); a player's card is refused. */
export const moveCardKind = defineCardKind({
  ruleset: "knight-fight",
  kind: KF_CARD_KINDS.move,
  gmOnly: true,
  parse: parseMoveInputs,
  async snapshot(inputs) {
    const scene = cardScene(inputs.sceneId);
    const table = kfTableOf(scene);
    const token = table.figures.find((f) => f.id === inputs.tokenId);
    if (!token) throw refused("NoFigure", "that figure no longer exists (or is not a Knight Fight figure).", { uuid: inputs.tokenId });
    const figure = await kfFigure(token.actorUuid);
    requireRecordedMove(scene as Scene.Implementation, table, figure.name, inputs);
    return { table, figure };
  },
  derive: ({ table, figure }, inputs) => deriveMove(table, figure, inputs),
});
