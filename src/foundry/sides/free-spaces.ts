import type { Offset } from "../../rules/common/geometry";

/** What the search needs of a scene's spaces (grid spaces, or a lattice of token-sized cells when gridless). */
export interface SpaceBoard {
  /** Does the whole space lie on the scene (padding and partial spaces at the edge do not count)? */
  inside(space: Offset): boolean;
  /** Is no figure standing there? */
  unoccupied(space: Offset): boolean;
  /** The spaces next to this one. */
  neighbours(space: Offset): readonly Offset[];
  /** Can a figure step between these neighbours (no movement-blocking wall between their centres)? */
  canStep(from: Offset, to: Offset): boolean;
}

const key = (space: Offset): string => `${space.i},${space.j}`;

/** Every space of the scene, nearest the start first (rings of neighbours, walls ignored). */
function spacesByDistance(start: Offset, board: SpaceBoard): Offset[] {
  const seen = new Set([key(start)]);
  const order: Offset[] = [start];
  for (let next = 0; next < order.length; next++) {
    for (const neighbour of board.neighbours(order[next] as Offset)) {
      const k = key(neighbour);
      if (seen.has(k) || !board.inside(neighbour)) continue;
      seen.add(k);
      order.push({ i: neighbour.i, j: neighbour.j });
    }
  }
  return order;
}

/**
 * The areas walls cut the scene into, each with whether it reaches the scene's edge. The inside
 * of an obstacle or a walled terrain hex is an area of its own that does not reach the edge.
 */
function areas(spaces: readonly Offset[], board: SpaceBoard): Map<string, { id: number; open: boolean }> {
  const areaOf = new Map<string, { id: number; open: boolean }>();
  let id = 0;
  for (const first of spaces) {
    if (areaOf.has(key(first))) continue;
    const area = { id: id++, open: false };
    const stack = [first];
    areaOf.set(key(first), area);
    while (stack.length > 0) {
      const space = stack.pop() as Offset;
      for (const neighbour of board.neighbours(space)) {
        if (!board.inside(neighbour)) {
          area.open = true;
          continue;
        }
        if (areaOf.has(key(neighbour)) || !board.canStep(space, neighbour)) continue;
        areaOf.set(key(neighbour), area);
        stack.push(neighbour);
      }
    }
  }
  return areaOf;
}

/**
 * Up to `count` free spaces nearest the start, on open ground: the area walls leave around the
 * start when it reaches the scene's edge, otherwise (a drop inside an obstacle or on a walled
 * terrain hex) the open area nearest it. Fewer come back when that area is full; none when the
 * start is off the scene.
 */
export function freeSpacesAround(start: Offset, count: number, board: SpaceBoard): Offset[] {
  if (count <= 0 || !board.inside(start)) return [];
  const ordered = spacesByDistance(start, board);
  const areaOf = areas(ordered, board);
  const chosen = ordered.map((space) => areaOf.get(key(space))).find((area) => area?.open);
  if (!chosen) return [];
  return ordered.filter((space) => areaOf.get(key(space)) === chosen && board.unoccupied(space)).slice(0, count);
}
