import type { Offset } from "../../../rules/common/geometry";
import type { AmFigure } from "../../../rules/angry-miniatures/figure";
import type { AmStatuses, MarkedBy } from "../../../rules/angry-miniatures/game-types";

/**
 * One Angry Miniatures figure standing on the scene, as plain data: what the rules need from a
 * token and its actor. `id` is the token document id (unique on its scene); `actorUuid` is the
 * document the change plan updates (a synthetic actor for unlinked tokens).
 */
export interface TableFigure {
  readonly id: string;
  readonly name: string;
  readonly actorUuid: string;
  /** Side key: the token's disposition, so friend-or-foe follows what the table already set. */
  readonly side: string;
  readonly sheet: AmFigure;
  readonly position: Offset;
  readonly health: number;
  readonly statuses: AmStatuses;
  /** Who placed its Tactical Genius marks (placer token id to marks); absent when nobody is known. */
  readonly markedBy?: MarkedBy;
}
