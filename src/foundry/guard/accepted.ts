import { foundryPathDelete } from "./path";
import { isKnown, lastKnownValue } from "./last-known";
import { ruleOwnedFieldsOf } from "./rule-owned";

interface SourceActor {
  readonly uuid: string;
  readonly type: string;
  toObject(): object;
}

/**
 * The actor's source with each rule-owned field as the guard last accepted it. On the active GM's
 * client a player's write the guard rejects (enforce; a trace at any level but off) is on the
 * actor until the put-back lands; what the GM's client writes next must not build on it (a card
 * adding to a forged Health, an apply trusting a forged trace). Where the guard keeps no record
 * (no ruleset guards the type, or this client is not the active GM), the actor's own source.
 */
export function acceptedSource(actor: SourceActor): object {
  const source = actor.toObject() as Record<string, unknown>;
  const declared = ruleOwnedFieldsOf(actor.type);
  if (!declared || !isKnown(actor.uuid)) return source;
  for (const field of declared.fields) {
    const value = lastKnownValue(actor.uuid, field.path);
    if (value === undefined) foundryPathDelete(source, field.path);
    else foundry.utils.setProperty(source, field.path, value);
  }
  return source;
}
