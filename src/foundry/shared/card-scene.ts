import { RuleViolation } from "../../rules/common/errors";

/** The scene a card was played on, or a refusal naming the rule when it has since been deleted. */
export function cardScene(sceneId: string): Scene.Implementation {
  const scene = game.scenes?.get(sceneId);
  if (!scene) throw new RuleViolation("Card.NoScene", "Card: its scene no longer exists.", {});
  return scene;
}
