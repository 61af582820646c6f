import { showsSideLook, sideTokenFields, type SideLook, type TokenLookSource } from "../../data/side-colours";
import { lookOfSide, memberActorIds, type SideActorView } from "./side-look";

/** A token on a scene, as the painter reads it. */
interface PlacedTokenView extends TokenLookSource {
  readonly id: string | null;
  readonly actorId: string | null;
}

interface SceneView {
  readonly name?: string | null;
  readonly tokens: Iterable<PlacedTokenView>;
  updateEmbeddedDocuments(type: "Token", updates: object[]): Promise<unknown>;
}

interface FigureView {
  readonly name?: string | null;
  testUserPermission(user: User.Implementation, level: "OWNER"): boolean;
  readonly prototypeToken?: TokenLookSource | null;
  update(changes: object): Promise<unknown>;
}

/** The token updates one scene needs so the figures' tokens there show the look (none when all do). */
export function sceneTokenUpdates(tokens: Iterable<PlacedTokenView>, figureIds: ReadonlySet<string>, look: SideLook): object[] {
  const updates: object[] = [];
  for (const token of tokens) {
    if (!token.id || !token.actorId || !figureIds.has(token.actorId) || showsSideLook(token, look)) continue;
    updates.push({ _id: token.id, ...sideTokenFields(look) });
  }
  return updates;
}

/**
 * The GM's client dresses a side's figures in its look: each figure's prototype token, and its
 * tokens on every scene with one update per scene that has any to change. Only what differs is
 * written. A refused or failed write is logged and the rest goes on. Returns the tokens updated.
 * With `ownedBy` (a roster a player wrote), only the figures that user owns are dressed: a side
 * gains no one else's figure (the guard's roster rule), so no one else's token takes its colour.
 */
export async function paintSide(side: SideActorView, ownedBy: User.Implementation | null = null): Promise<number> {
  const look = lookOfSide(side);
  if (!look) return 0;
  const figureOf = (id: string) => game.actors?.get(id) as unknown as FigureView | undefined;
  const ids = new Set(memberActorIds(side).filter((id) => !ownedBy || figureOf(id)?.testUserPermission(ownedBy, "OWNER") === true));
  if (ids.size === 0) return 0;
  for (const id of ids) {
    const figure = figureOf(id);
    if (!figure || showsSideLook(figure.prototypeToken ?? {}, look)) continue;
    await figure.update({ prototypeToken: sideTokenFields(look) }).catch((error: unknown) => console.warn(`Shelf Wars | the prototype token of ${figure.name ?? id} was not recoloured`, error));
  }
  let painted = 0;
  for (const scene of (game.scenes?.contents ?? []) as unknown as SceneView[]) {
    const updates = sceneTokenUpdates(scene.tokens, ids, look);
    if (updates.length === 0) continue;
    try {
      await scene.updateEmbeddedDocuments("Token", updates);
      painted += updates.length;
    } catch (error) {
      console.warn(`Shelf Wars | the tokens of ${scene.name ?? "a scene"} were not recoloured`, error);
    }
  }
  return painted;
}
