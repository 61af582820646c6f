import { readAnnouncedResult } from "../shared/combat-flags";
import { SYSTEM_ID } from "../shared/constants";

/** Per combat, this client's last check: checks run one after another, each reading the record the one before wrote. */
const checks = new Map<string, Promise<unknown>>();

/**
 * Announces a combat's game result once per result (active GM's client). The result announced
 * is recorded on the Combat, which only a GM writes, so a reload or another GM's client does not
 * announce it again; when the game is no longer over (a change undone) the record is cleared and
 * the next result is announced afresh. `resultOf` reads the result (null: the game goes on);
 * `post` announces one.
 */
export function announceResultOnce<R>(combat: Combat.Implementation, resultOf: (combat: Combat.Implementation) => R | null, post: (result: R) => Promise<ChatMessage.Implementation | null>): Promise<ChatMessage.Implementation | null> {
  const id = combat.id ?? "";
  const check = (checks.get(id) ?? Promise.resolve())
    .catch(() => undefined)
    .then(async () => {
      const result = resultOf(combat);
      const key = result === null ? null : JSON.stringify(result);
      if (key === readAnnouncedResult(combat)) return null;
      // A refused write rejects and posts nothing; one that changes nothing cannot happen (the key differs).
      await combat.update({ flags: { [SYSTEM_ID]: { result: key } } });
      return result === null ? null : post(result);
    });
  checks.set(id, check);
  return check;
}
