/** The figure's token on a scene: one the user controls, else its first active token there. */
export function actingTokenOn(actor: Actor.Implementation, scene: Scene.Implementation): TokenDocument.Implementation | undefined {
  const controlled = canvas?.tokens?.controlled.find((t) => t.actor === actor)?.document;
  return controlled ?? actor.getActiveTokens(false, true).find((t) => t.parent === scene);
}

/** The figure's token on the scene being viewed, when that scene suits the ruleset (its grid). */
export function actingTokenOf(actor: Actor.Implementation, sceneSuits: (scene: Scene.Implementation) => boolean): { scene: Scene.Implementation; tokenId: string } | null {
  const scene = canvas?.scene;
  if (!scene || !sceneSuits(scene)) return null;
  const token = actingTokenOn(actor, scene);
  return token?.id ? { scene, tokenId: token.id } : null;
}

/** The first token the user targets on that scene, other than the acting figure's own. */
export function targetedTokenId(scene: Scene.Implementation, actingId: string): string | null {
  const targeted = [...(game.user?.targets ?? [])].find((t) => t.document.parent === scene && t.document.id !== actingId);
  return targeted?.document.id ?? null;
}
