import { automationLevel, ruleFlag } from "../../settings/registry";
import type { AttackTable } from "./attack-session";
import { sceneCover } from "./attack-cover";
import { wallsBetweenTokens } from "./scene-sight";
import { diagonalRuleOf, figuresOnScene, sceneFirstSquare } from "./table-reading";

/** The attack table of a scene as it stands: figures, grid rule, settings, Foundry's walls and the cover they and the terrain give. */
export function tableOf(scene: Scene.Implementation): AttackTable {
  return {
    figures: figuresOnScene(scene),
    diagonalRule: diagonalRuleOf(scene),
    sightRequired: ruleFlag("angry-miniatures", "lineOfSight"),
    experimentalMeleeDefender: ruleFlag("angry-miniatures", "meleeDefenderBonus"),
    firstSquare: sceneFirstSquare(scene),
    levels: { reach: automationLevel("angry-miniatures", "reach"), lineOfSight: automationLevel("angry-miniatures", "lineOfSight") },
    lineOfSight: (fromId, toId) => wallsBetweenTokens(scene, fromId, toId),
    coverOf: (attackerId, defenderId) => sceneCover(scene, attackerId, defenderId),
  };
}
