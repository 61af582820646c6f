import { actingTokenOf } from "../../canvas/acting-token";
import { isHexScene } from "../table/table";

/** The figure's token on the hex scene being viewed. */
export function attackerTokenOf(actor: Actor.Implementation): { scene: Scene.Implementation; tokenId: string } | null {
  return actingTokenOf(actor, isHexScene);
}
