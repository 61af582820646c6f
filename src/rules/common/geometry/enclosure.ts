import type { Point, Segment } from "./types";

/** Points closer than this (in the segments' units, pixels on a scene) are one corner. */
const SAME_POINT = 0.01;

function keyOf(p: Point): string {
  return `${Math.round(p.x / SAME_POINT)},${Math.round(p.y / SAME_POINT)}`;
}

/** Where segment a crosses or touches segment b, as a fraction along each; null when apart or parallel. */
function crossing(a: Segment, b: Segment): [number, number] | null {
  const r = { x: a.b.x - a.a.x, y: a.b.y - a.a.y };
  const s = { x: b.b.x - b.a.x, y: b.b.y - b.a.y };
  const denominator = r.x * s.y - r.y * s.x;
  if (Math.abs(denominator) < 1e-12) return null;
  const q = { x: b.a.x - a.a.x, y: b.a.y - a.a.y };
  const t = (q.x * s.y - q.y * s.x) / denominator;
  const u = (q.x * r.y - q.y * r.x) / denominator;
  const slack = 1e-9;
  return t >= -slack && t <= 1 + slack && u >= -slack && u <= 1 + slack ? [Math.min(1, Math.max(0, t)), Math.min(1, Math.max(0, u))] : null;
}

/** The segments cut wherever another crosses or ends on them, so every meeting is a shared corner. */
function splitAtMeetings(segments: readonly Segment[]): Segment[] {
  const cuts = segments.map(() => [0, 1]);
  for (let m = 0; m < segments.length; m++) {
    for (let n = m + 1; n < segments.length; n++) {
      const at = crossing(segments[m]!, segments[n]!);
      if (!at) continue;
      cuts[m]!.push(at[0]);
      cuts[n]!.push(at[1]);
    }
  }
  return segments.flatMap((segment, m) => {
    const ts = [...new Set(cuts[m])].sort((x, y) => x - y);
    const point = (t: number): Point => ({ x: segment.a.x + (segment.b.x - segment.a.x) * t, y: segment.a.y + (segment.b.y - segment.a.y) * t });
    return ts.slice(1).map((t, k) => ({ a: point(ts[k]!), b: point(t) })).filter((piece) => keyOf(piece.a) !== keyOf(piece.b));
  });
}

/** Does the ray from `p` towards +x cross the segment (half-open in y, so a corner on the ray counts once)? */
function rayCrosses(p: Point, segment: Segment): boolean {
  const { a, b } = segment;
  if (a.y > p.y === b.y > p.y) return false;
  const x = a.x + ((p.y - a.y) / (b.y - a.y)) * (b.x - a.x);
  return x > p.x;
}

/**
 * Is `point` inside a closed ring of the segments (a polygon they draw, however many segments
 * each side takes and wherever they cross)? A point lies inside a closed path exactly when a ray
 * from it crosses the path an odd number of times; every closed path of the drawing is a sum of
 * the fundamental cycles of a spanning forest, so it suffices to find one fundamental cycle the
 * ray crosses an odd number of times. Open chains and loose segments enclose nothing.
 */
export function pointEnclosed(point: Point, segments: readonly Segment[]): boolean {
  return enclosureTest(segments)(point);
}

/** `pointEnclosed` for many points over the same segments: the drawing is cut up once. */
export function enclosureTest(segments: readonly Segment[]): (point: Point) => boolean {
  const pieces = splitAtMeetings(segments);
  const edges = new Map<string, { to: string; edge: number }[]>();
  const link = (from: string, to: string, edge: number) => edges.set(from, [...(edges.get(from) ?? []), { to, edge }]);
  pieces.forEach((piece, edge) => {
    link(keyOf(piece.a), keyOf(piece.b), edge);
    link(keyOf(piece.b), keyOf(piece.a), edge);
  });
  return (point) => oddCycle(point, pieces, edges);
}

function oddCycle(point: Point, pieces: readonly Segment[], edges: ReadonlyMap<string, readonly { to: string; edge: number }[]>): boolean {
  const odd = pieces.map((piece) => rayCrosses(point, piece));
  const parity = new Map<string, boolean>();
  const treeEdges = new Set<number>();
  for (const root of edges.keys()) {
    if (parity.has(root)) continue;
    parity.set(root, false);
    const queue = [root];
    while (queue.length > 0) {
      const at = queue.shift()!;
      for (const { to, edge } of edges.get(at) ?? []) {
        if (treeEdges.has(edge)) continue;
        const reached = parity.get(to);
        if (reached === undefined) {
          parity.set(to, parity.get(at)! !== odd[edge]);
          treeEdges.add(edge);
          queue.push(to);
        } else if ((parity.get(at)! !== reached) !== odd[edge]!) {
          return true;
        }
      }
    }
  }
  return false;
}
