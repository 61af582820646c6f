import { isHexScene } from "../table/table";

/** The figure's token on the scene being viewed: one the user controls, else its first active token there. */
export function attackerTokenOf(actor: Actor.Implementation): { scene: Scene.Implementation; tokenId: string } | null {
  const scene = canvas?.scene;
  if (!scene || !isHexScene(scene)) return null;
  const controlled = canvas?.tokens?.controlled.find((t) => t.actor === actor)?.document;
  const token = controlled ?? actor.getActiveTokens(false, true).find((t) => t.parent === scene);
  return token?.id ? { scene, tokenId: token.id } : null;
}

/** The first token the user targets on that scene, other than the attacker's own. */
export function targetedTokenId(scene: Scene.Implementation, attackerId: string): string | null {
  const targeted = [...(game.user?.targets ?? [])].find((t) => t.document.parent === scene && t.document.id !== attackerId);
  return targeted?.document.id ?? null;
}
