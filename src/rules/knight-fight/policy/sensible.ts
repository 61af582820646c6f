import { hexDistance, type Offset } from "../../common/geometry";
import type { KfAction } from "../actions";
import { activeFigure, activeSide } from "../legal";
import { toHitOdds, wagerOdds, type KfWagerOdds } from "../odds";
import type { KfPolicy } from "../simulate";
import type { KfClass } from "../figure";
import type { KfFigure, KfState } from "../state";
import { KF_THROWER_RANGE } from "../targeting";
import { KF_WAGER, maxTake } from "../wager";

/** Attacks a figure hopes to make once it has a target in reach. */
const ATTACKS_WANTED = 2;
/** A useful action point is worth this many pool dice (an attack's hit costs the enemy a die and adds danger). */
const ACTION_POINT_WORTH = 1.5;
/** Danger at which the figure sheds tokens rather than attack (a d6 at most the tokens kills it). */
const HIGH_DANGER = 2;
/** Below this chance to hit, even one danger token is better shed than risked. */
const POOR_HIT = 0.5;

const EMPTY_ODDS: KfWagerOdds = { actionPoints: {}, returned: {}, success: 0 };

/** Stats below this are looked up in a flat table (Combat, then Defence); others in a map. */
const HIT_KEYS = 128;
/** Hit chances by class, then Combat and Defence: small pure tables filled as met. */
const HIT_CHANCES = new Map<KfClass, { flat: (number | undefined)[]; wide: Map<string, number> }>();

/** `toHitOdds(...).hit`, looked up once per (Combat, Defence, class). */
function hitChance(combat: number, defence: number, cls: KfClass): number {
  if (!Number.isInteger(combat) || !Number.isInteger(defence) || combat < 0 || defence < 0) return toHitOdds(combat, defence, cls).hit;
  let tables = HIT_CHANCES.get(cls);
  if (!tables) {
    tables = { flat: new Array<number | undefined>(HIT_KEYS * HIT_KEYS).fill(undefined), wide: new Map() };
    HIT_CHANCES.set(cls, tables);
  }
  if (combat >= HIT_KEYS || defence >= HIT_KEYS) {
    const key = `${combat},${defence}`;
    let hit = tables.wide.get(key);
    if (hit === undefined) {
      hit = toHitOdds(combat, defence, cls).hit;
      tables.wide.set(key, hit);
    }
    return hit;
  }
  const key = combat * HIT_KEYS + defence;
  let hit = tables.flat[key];
  if (hit === undefined) {
    hit = toHitOdds(combat, defence, cls).hit;
    tables.flat[key] = hit;
  }
  return hit;
}

/** Hexes the figure must walk before it can attack someone (a rough count: straight-line distance). */
function stepsToReach(state: KfState, figure: KfFigure): number {
  const reach = figure.cls === "fighter" ? 1 : figure.cls === "thrower" ? KF_THROWER_RANGE : Infinity;
  let nearest = Infinity;
  for (const e of state.figures) {
    if (e.alive && e.side !== figure.side) nearest = Math.min(nearest, hexDistance(figure.position, e.position, state.board.orientation));
  }
  return Number.isFinite(nearest) ? Math.max(0, nearest - reach) : 0;
}

/** Action points this activation can use: the walk in, a couple of attacks, and the danger to shed. */
export function actionPointsWanted(state: KfState, figure: KfFigure): number {
  return Math.min(KF_WAGER.maxTake, stepsToReach(state, figure) + ATTACKS_WANTED + figure.danger);
}

/** What a pool die is worth: dear when the pool is low (an empty pool loses), cheap when it is deep. */
function dieWorth(pool: number): number {
  if (pool >= 20) return 0.5;
  if (pool >= 10) return 0.75;
  return 1;
}

/** `wagerOdds` for every legal take and declaration, worked out once: a small pure table the wager choice reads again and again. */
const WAGER_ODDS: readonly (readonly KfWagerOdds[])[] = Array.from({ length: KF_WAGER.maxTake + 1 }, (_, take) =>
  take < KF_WAGER.minTake ? [] : Array.from({ length: KF_WAGER.maxDeclare + 1 }, (_, declare) => (declare < KF_WAGER.minDeclare ? EMPTY_ODDS : wagerOdds(take, declare))),
);

/** From this pool on the choice no longer depends on the pool: the die's worth is flat and no wager can empty it. */
const DEEP_POOL = 20;

/** Chosen wagers by (pool up to DEEP_POOL, actions wanted): the choice is a pure function of the two. Shared: never written. */
const WAGER_CHOICES: (Readonly<{ take: number; declare: number }> | undefined)[] = [];

/**
 * The wager by the exact wager odds: for every take and declaration, the useful action points it
 * brings (no more than the figure wants) against the dice it costs, and never a wager that can
 * empty the pool when a smaller one cannot.
 */
export function chooseWager(pool: number, wanted: number): { take: number; declare: number } {
  const { take, declare } = sharedWager(pool, wanted);
  return { take, declare };
}

/** `chooseWager`'s answer as the shared table entry (read only), without a copy. */
function sharedWager(pool: number, wanted: number): Readonly<{ take: number; declare: number }> {
  if (!Number.isInteger(pool) || !Number.isInteger(wanted) || wanted < 0 || wanted > KF_WAGER.maxTake) return wagerFor(pool, wanted);
  const key = Math.max(0, Math.min(pool, DEEP_POOL)) * (KF_WAGER.maxTake + 1) + wanted;
  let choice = WAGER_CHOICES[key];
  if (!choice) {
    choice = Object.freeze(wagerFor(pool, wanted));
    WAGER_CHOICES[key] = choice;
  }
  return choice;
}

function wagerFor(pool: number, wanted: number): { take: number; declare: number } {
  let best: { take: number; declare: number; score: number } | undefined;
  for (let take = KF_WAGER.minTake; take <= maxTake(pool); take++) {
    for (let declare = KF_WAGER.minDeclare; declare <= KF_WAGER.maxDeclare; declare++) {
      const odds = WAGER_ODDS[take]?.[declare] ?? wagerOdds(take, declare);
      let useful = 0;
      let returned = 0;
      let emptied = 0;
      for (let k = 0; k <= take; k++) {
        useful += (odds.actionPoints[k] ?? 0) * Math.min(k, wanted);
        const back = odds.returned[k] ?? 0;
        returned += back * k;
        if (pool - take + k === 0) emptied += back;
      }
      const score = ACTION_POINT_WORTH * useful - dieWorth(pool) * (take - returned) - 100 * emptied;
      if (!best || score > best.score + 1e-12) best = { take, declare, score };
    }
  }
  return best ? { take: best.take, declare: best.declare } : { take: 1, declare: 1 };
}

/** The legal target the figure is likeliest to hit; among equals, the one carrying the most danger. */
export function bestAttack(state: KfState, figure: KfFigure, legal: readonly KfAction[]): { targetId: string; hit: number } | undefined {
  let best: KfFigure | undefined;
  let bestHit = 0;
  for (let k = 0; k < legal.length; k++) {
    const action = legal[k];
    if (action?.type !== "attack") continue;
    const target = figureNamed(state, action.targetId);
    if (!target) continue;
    const hit = hitChance(figure.combat, target.defence, figure.cls);
    if (!best || hit > bestHit + 1e-12 || (Math.abs(hit - bestHit) <= 1e-12 && target.danger > best.danger)) {
      best = target;
      bestHit = hit;
    }
  }
  return best ? { targetId: best.id, hit: bestHit } : undefined;
}

function figureNamed(state: KfState, id: string): KfFigure | undefined {
  for (const f of state.figures) if (f.id === id) return f;
  return undefined;
}

/** A step towards the enemy this figure hits best (the nearer among equals), if one brings it closer. */
function approach(state: KfState, figure: KfFigure, legal: readonly KfAction[]): Offset | undefined {
  const orientation = state.board.orientation;
  // The first enemy in the figures' order with the best hit chance, then the shortest distance: what a
  // stable sort by (hit, distance) puts first, found in one pass.
  let prey: KfFigure | undefined;
  let preyHit = 0;
  let preyDistance = 0;
  for (const e of state.figures) {
    if (!e.alive || e.side === figure.side) continue;
    const hit = hitChance(figure.combat, e.defence, figure.cls);
    const distance = hexDistance(figure.position, e.position, orientation);
    if (!prey || hit > preyHit || (hit === preyHit && distance < preyDistance)) {
      prey = e;
      preyHit = hit;
      preyDistance = distance;
    }
  }
  if (!prey) return undefined;
  let best: Offset | undefined;
  let bestDistance = hexDistance(figure.position, prey.position, orientation);
  for (let k = 0; k < legal.length; k++) {
    const action = legal[k];
    if (action?.type !== "move") continue;
    const distance = hexDistance(action.to, prey.position, orientation);
    if (distance < bestDistance) {
      best = action.to;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Knight Fight by the exact odds: wager for what the figure needs, attack the target it is likeliest
 * to hit, shed danger when it is high (or the attack is poor, or there is none), otherwise close in
 * on the enemy it hits best.
 */
export const sensiblePolicy: KfPolicy = (state, legal) => {
  const figure = activeFigure(state);
  // Indexed loops: the wagers are a shared frozen list, and for-of over a frozen list builds an iterator result per item.
  if (state.phase === "wager") {
    const pool = activeSide(state)?.pool ?? 0;
    const wager = sharedWager(pool, figure ? actionPointsWanted(state, figure) : ATTACKS_WANTED);
    for (let k = 0; k < legal.length; k++) {
      const a = legal[k];
      if (a?.type === "wager" && a.take === wager.take && a.declare === wager.declare) return a;
    }
    // No such wager: the first legal action, else (nothing legal) the end of the activation.
    return legal[0] ?? { type: "endActivation" };
  }
  let end: KfAction | undefined;
  let canProtect = false;
  for (let k = 0; k < legal.length; k++) {
    const a = legal[k];
    if (a?.type === "endActivation" && !end) end = a;
    else if (a?.type === "protect") canProtect = true;
  }
  end ??= legal[0] ?? { type: "endActivation" };
  if (!figure) return legal[0] ?? end;
  const attack = bestAttack(state, figure, legal);
  if (canProtect) {
    const highDanger = figure.danger >= HIGH_DANGER && state.actionPoints <= figure.danger;
    if (!attack || highDanger || attack.hit < POOR_HIT) return { type: "protect" };
  }
  if (attack) return { type: "attack", targetId: attack.targetId };
  const to = approach(state, figure, legal);
  return to ? { type: "move", to } : end;
};
