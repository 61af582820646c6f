import { RuleViolation } from "../../../rules/common/errors";
import { squaresWithin } from "../../../rules/angry-miniatures/area";
import { areaService, type AreaHandle } from "../../canvas/area";
import { actingTokenOn, targetedTokenId } from "../../canvas/acting-token";
import { resolveWithFoundryDice } from "../../dice/foundry-roller";
import { partyRollFormula } from "../../dice/party-dice";
import { askGmToAttack, postAttackCard } from "./attack-roll";
import { AttackSession } from "../table/attack-session";
import type { AttackServices } from "./attack-services";
import { diagonalRuleOf, figuresOnScene, isSquareScene } from "../table/table-reading";
import { tableOf } from "../table/attack-table";

export { ATTACK_CARD_TEMPLATE } from "./attack-roll";

const isAreaHandle = (handle: unknown): handle is AreaHandle =>
  typeof handle === "object" && handle !== null && "documentIds" in handle && "sceneId" in handle;

export function foundryAttackServices(): AttackServices {
  return {
    sessionFor(actor, free) {
      const scene = canvas?.scene;
      if (!scene || !isSquareScene(scene)) return null;
      const token = actingTokenOn(actor, scene);
      if (!token?.id) return null;
      return new AttackSession(tableOf(scene), token.id, targetedTokenId(scene, token.id) ?? undefined, free);
    },
    // A GM's own attack: when players roll, each defender's owner still rolls its defence.
    resolve: (compute) => {
      const figures = canvas?.scene && isSquareScene(canvas.scene) ? figuresOnScene(canvas.scene) : [];
      return resolveWithFoundryDice(compute, { denomination: "p" }, partyRollFormula(game.user!, (id) => figures.find((f) => f.id === id)?.actorUuid));
    },
    async postCard(result, attacker) {
      const scene = canvas?.scene;
      if (!scene?.id) throw new RuleViolation("Canvas.NoScene", "No scene is being viewed.", {});
      return postAttackCard(scene, result, attacker);
    },
    async askGm(session) {
      const scene = canvas?.scene;
      if (!scene?.id) throw new RuleViolation("Canvas.NoScene", "No scene is being viewed.", {});
      return askGmToAttack(scene, session);
    },
    /** The squares the rules count as within the radius of the target square (its Magic area). */
    async showArea(square, radius) {
      const scene = canvas?.scene;
      if (!scene || !isSquareScene(scene)) return undefined;
      return areaService().show({ kind: "cells", offsets: squaresWithin(square, radius, diagonalRuleOf(scene)) });
    },
    /** The squares within the attacker's Distance, as the rules count it from the attacker's square. */
    async showDistance(attackerId, distance) {
      const scene = canvas?.scene;
      const attacker = scene && isSquareScene(scene) ? figuresOnScene(scene).find((f) => f.id === attackerId) : undefined;
      if (!scene || !attacker || !(distance > 0)) return undefined;
      return areaService().show({ kind: "cells", offsets: squaresWithin(attacker.position, distance, diagonalRuleOf(scene)) });
    },
    async removeArea(handle) {
      if (isAreaHandle(handle)) await areaService().remove(handle);
    },
  };
}
