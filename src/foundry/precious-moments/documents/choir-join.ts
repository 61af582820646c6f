import { budgetForJoining } from "./choir-budget";
import { choirMemberUuidForDrop } from "./choir-drop";
import type { RosterDropWorld } from "../../sides/roster-drop";
import { choirMemberOf, isPmFigureActor, withChoirMember, type ChoirMember } from "./choir-members";
import { localiseIssue } from "./violations";

/** The choir a figure is dropped on. */
export interface JoiningChoir {
  readonly name: string;
  /** The pack holding the choir, if it lives in one. */
  readonly pack: string | null;
  readonly memberUuids: string[];
  update(changes: Record<string, unknown>): Promise<unknown>;
}

type DroppedActor = Parameters<typeof choirMemberUuidForDrop>[0];

/**
 * A figure dropped on a choir sheet joins the roster once. Its starting Value is checked against
 * the choir budget first (before any import): over budget it joins with a warning at "warn", is
 * refused with the same warning at "enforce", and joins silently at "off". Returns the stored uuid,
 * or null when nothing changed.
 */
export async function joinChoir(choir: JoiningChoir, actor: DroppedActor, roster: readonly ChoirMember[], world: RosterDropWorld): Promise<string | null> {
  if (isPmFigureActor(actor) && !choir.memberUuids.includes(actor.uuid)) {
    const { result, verdict } = budgetForJoining(roster, choirMemberOf(actor), choir.name);
    if (verdict !== "allow" && result.warning) world.notify("warn", localiseIssue(result.warning));
    if (verdict === "refuse") return null;
  }
  const uuid = await choirMemberUuidForDrop(actor, world, choir.pack !== null);
  if (!uuid) return null;
  const members = withChoirMember(choir.memberUuids, uuid);
  if (members === null) return null;
  // The roster changes, so an update resolving undefined was vetoed (the model's `_preUpdate` says why);
  // a write the server refuses rejects.
  const updated = await choir.update({ system: { members } });
  return updated === undefined ? null : uuid;
}
