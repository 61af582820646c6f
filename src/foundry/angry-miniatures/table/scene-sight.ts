import type { Point } from "../../../rules/common/geometry";
import { RuleViolation } from "../../../rules/common/errors";
import { sceneWallsLineOfSight, tokensHaveLineOfSight } from "../../canvas/sight";

/** A token's centre in scene pixels: its placeable's, else worked out from the document. */
export function tokenCentre(token: TokenDocument.Implementation, grid: { sizeX: number; sizeY: number }): Point {
  const placed = token.object?.center;
  if (placed) return { x: placed.x, y: placed.y };
  return { x: token.x + ((token.width ?? 1) * grid.sizeX) / 2, y: token.y + ((token.height ?? 1) * grid.sizeY) / 2 };
}

/**
 * Walls between two tokens' centres; other figures do not block sight in this game (DECISIONS).
 * On the scene being viewed, Foundry's own vision backend judges; on any other scene (tokens
 * without placeables) the scene's wall documents do.
 */
export function wallsBetweenTokens(scene: Scene.Implementation, fromId: string, toId: string): { clear: boolean; blockedBy?: string } {
  const from = scene.tokens.get(fromId);
  const to = scene.tokens.get(toId);
  if (!from || !to) throw new RuleViolation("Canvas.TokenMissing", "A token is no longer on this scene, so sight cannot be measured.", {});
  if (canvas?.scene === scene && from.object && to.object) return tokensHaveLineOfSight(from.object, to.object, { figuresBlock: false });
  return sceneWallsLineOfSight(scene, tokenCentre(from, scene.grid), tokenCentre(to, scene.grid));
}
