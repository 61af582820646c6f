import { readActivationState } from "./combat-flags";
import { SYSTEM_ID } from "./constants";

/**
 * The ruleset of a game running on a scene: a started Shelf Wars combat with a figure on that
 * scene, by the ruleset its GM's client recorded when it started. Null when none runs there.
 */
export function rulesetRunningOn(sceneId: string | null | undefined): string | null {
  if (!sceneId) return null;
  for (const combat of game.combats ?? []) {
    if (!combat.started || !readActivationState(combat)) continue;
    if (!combat.combatants.contents.some((c) => c.sceneId === sceneId)) continue;
    const ruleset = (combat.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[SYSTEM_ID]?.ruleset;
    if (typeof ruleset === "string") return ruleset;
  }
  return null;
}

/** The scenes an actor stands on: an unlinked token's own, or every scene holding a linked token of it. */
function scenesOf(actorUuid: string): string[] {
  const synthetic = /^Scene\.([A-Za-z0-9]+)\.Token\./.exec(actorUuid);
  if (synthetic) return [synthetic[1]!];
  const id = actorUuid.startsWith("Actor.") ? actorUuid.slice("Actor.".length) : null;
  if (!id) return [];
  const scenes: string[] = [];
  for (const scene of game.scenes ?? []) if (scene.id && scene.tokens.contents.some((token) => token.actorLink && token.actorId === id)) scenes.push(scene.id);
  return scenes;
}

/** Does the figure stand on the scene of a running game of this ruleset (in the combat or not)? */
export function standsInRunningGame(ruleset: string, actorUuid: string): boolean {
  return scenesOf(actorUuid).some((sceneId) => rulesetRunningOn(sceneId) === ruleset);
}
