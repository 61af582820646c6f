import { offsetToCube, type Cube, type HexOrientation, type Offset } from "../common/geometry";

/** Nearest hex centre to a fractional cube point. */
function roundCube(q: number, r: number, s: number): Cube {
  let rq = Math.round(q);
  let rr = Math.round(r);
  let rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  else rs = -rq - rr;
  return { q: rq + 0, r: rr + 0, s: rs + 0 };
}

function key(c: Cube): string {
  return `${c.q},${c.r},${c.s}`;
}

const differences: ReadonlyArray<(c: Cube) => number> = [(c) => c.q - c.r, (c) => c.r - c.s, (c) => c.s - c.q];

/**
 * Every hex edge lies on a line where q-r, r-s or s-q is a whole number, so between two
 * consecutive such crossings the segment never meets a hex edge at an angle.
 */
function breakpoints(a: Cube, b: Cube): number[] {
  const ts = [0, 1];
  for (const difference of differences) {
    const start = difference(a);
    const end = difference(b);
    if (start === end) continue;
    for (let k = Math.ceil(Math.min(start, end)); k <= Math.floor(Math.max(start, end)); k++) {
      ts.push((k - start) / (end - start));
    }
  }
  return ts.sort((x, y) => x - y);
}

const NUDGE = 1e-6;

/**
 * Whether the straight line between two hex centres passes through terrain: through the inside
 * of a blocked hex, or along the edge between two blocked hexes (the hexes at either end do not
 * count). Running along the edge of a single blocked hex, or through its corner, is a graze.
 * Each stretch of the line between edge crossings is tested by two points pushed a hair to
 * either side of its middle: both must fall in blocked hexes.
 */
export function hexLineObscured(
  from: Offset,
  to: Offset,
  blocked: readonly Offset[],
  orientation: HexOrientation,
): boolean {
  if (blocked.length === 0) return false;
  const a = offsetToCube(from, orientation);
  const b = offsetToCube(to, orientation);
  const ends = new Set([key(a), key(b)]);
  const terrain = new Set(blocked.map((hex) => key(offsetToCube(hex, orientation))).filter((k) => !ends.has(k)));
  if (terrain.size === 0) return false;
  const d = { q: b.q - a.q, r: b.r - a.r, s: b.s - a.s };
  // d x (1,1,1): in the plane q+r+s=0 and square to the line.
  const side = { q: d.r - d.s, r: d.s - d.q, s: d.q - d.r };
  const ts = breakpoints(a, b);
  for (let n = 1; n < ts.length; n++) {
    const t0 = ts[n - 1] ?? 0;
    const t1 = ts[n] ?? 0;
    if (t1 - t0 < 1e-12) continue;
    const t = (t0 + t1) / 2;
    const mid = { q: a.q + d.q * t, r: a.r + d.r * t, s: a.s + d.s * t };
    const left = roundCube(mid.q + side.q * NUDGE, mid.r + side.r * NUDGE, mid.s + side.s * NUDGE);
    const right = roundCube(mid.q - side.q * NUDGE, mid.r - side.r * NUDGE, mid.s - side.s * NUDGE);
    if (terrain.has(key(left)) && terrain.has(key(right))) return true;
  }
  return false;
}
