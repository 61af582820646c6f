type StartedCombat = NonNullable<typeof game.combats> extends Iterable<infer C> ? C : never;
type CombatantOf = StartedCombat extends { combatants: Iterable<infer X> } ? X : never;

/**
 * The started combat a token's figure fights in, and its combatant there (matched by token and
 * scene, so the GM's client finds it on a scene it is not viewing too); null outside any.
 */
export function startedCombatantOf(token: { readonly id: string | null; readonly parent: { readonly id: string | null } | null }): { combat: StartedCombat; combatant: CombatantOf } | null {
  const sceneId = token.parent?.id;
  if (!token.id || !sceneId) return null;
  for (const combat of game.combats?.contents ?? []) {
    if (!combat.started) continue;
    const combatant = combat.combatants.find((c) => c.tokenId === token.id && c.sceneId === sceneId);
    if (combatant) return { combat, combatant: combatant as CombatantOf };
  }
  return null;
}
