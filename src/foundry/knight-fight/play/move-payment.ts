import { kfBadge } from "../table/badge";
import { postCard } from "../../chat/cards";
import type { MoveJudge, SeenMove } from "../../canvas/move-judges";
import { kfFigure } from "../table/actors";
import { KF_CARD_KINDS } from "../cards/kind-names";
import { deriveMove } from "../cards/move-kind";
import { KF_CARD_TEMPLATES } from "../cards/templates";
import { localiseViolation } from "../documents/violations";
import { moveCardContext } from "./move-context";
import { assessMove, hexOfPoint, judgeKfMove, waypointHexes } from "../table/movement";
import { warnRefusedAction } from "./notify";
import { kfTableOf } from "../table/table";

/**
 * A move that stood, paid on the active GM's client (DECISIONS "Actions": one action point a
 * hex): the hexes come from where the GM's client saw the token stand before the move and the
 * waypoints it moved through, never from a card the mover wrote. Whoever moved (a player, with a
 * move card or none, or a GM) the move is paid once, on one card the GM's client posts and
 * applies (undoable). Nothing is paid outside a started Knight Fight combat.
 */
export async function payKfMove(move: SeenMove): Promise<ChatMessage.Implementation | null> {
  const { token } = move;
  if (!token.actor || !token.parent?.id || !token.id || !judgeKfMove(token, move.from, move.waypoints)) return null;
  const from = hexOfPoint(token, move.from);
  const waypoints = waypointHexes(token, move.waypoints);
  try {
    const figure = await kfFigure(token.actor.uuid);
    const assessment = assessMove(token, figure, from, waypoints);
    const hexes = assessment.check.cost;
    if (hexes === 0) return null;
    const inputs = { sceneId: token.parent.id, tokenId: token.id, from, to: waypoints.at(-1) ?? from, hexes };
    deriveMove(kfTableOf(token.parent), figure, inputs);
    const before = figure.source.actionPoints;
    return await postCard({
      ruleset: "knight-fight",
      kind: KF_CARD_KINDS.move,
      inputs,
      template: KF_CARD_TEMPLATES.move,
      context: { ...moveCardContext(figure.name, hexes, before, assessment.violation && assessment.verdict === "warn" ? localiseViolation(assessment.violation) : null, kfBadge(figure)) },
      speaker: ChatMessage.implementation.getSpeaker({ token }),
      autoApply: true,
    });
  } catch (error) {
    warnRefusedAction(error);
    return null;
  }
}

/** Knight Fight's rules on the GM's client after a move: the same assessment as preMoveToken, and the payment of a move that stands. */
export const kfMoveJudge: MoveJudge = {
  check: "knightFightMove",
  judge(move) {
    const assessment = judgeKfMove(move.token, move.from, move.waypoints);
    if (!assessment) return null;
    return { verdict: assessment.verdict, rule: assessment.violation ? localiseViolation(assessment.violation) : null };
  },
  async stood(move) {
    await payKfMove(move);
  },
};
