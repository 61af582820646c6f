import { RuleViolation } from "../../../rules/common/errors";
import type { Offset, Segment } from "../../../rules/common/geometry";
import { createGame } from "../../../rules/angry-miniatures/game";
import type { Terrain } from "../../../rules/angry-miniatures/movement";
import type { AmFigureState, AmOptions, AmState, PendingFollowUp } from "../../../rules/angry-miniatures/game-types";
import type { FollowUpGrant } from "../../chat/card-types";
import { actionTaken } from "../../chat/roll-record";
import { movedThisActivation } from "../../canvas/move-record";
import { wallRestrictsMovement, type MovementWall } from "../../canvas/wall-movement";
import { sideKeyOf } from "../../combat/groups";
import { readActivationState, readDefeated, readMarked } from "../../shared/combat-flags";
import { ruleFlag } from "../../settings/registry";
import { tableFigureOf } from "../table/scene-figures";
import { diagonalRuleOf, sceneFirstSquare, sceneTerrain, tokenSquare } from "../table/table-reading";
import { grantList } from "../cards/outcome";

/** A follow-up the table may still use: the card that granted it and its place there. */
export interface OpenFollowUp {
  readonly messageId: string;
  readonly index: number;
  readonly grant: FollowUpGrant;
}

/** The Angry Miniatures game a started combat plays on its scene, as the rules see it. */
export interface AmTableState {
  readonly state: AmState;
  /** The scene's top-left square in the grid's own offsets: a rules square plus this is the grid's square. */
  readonly firstSquare: Offset;
  /** Each figure's combatant (figure ids are token ids). */
  readonly combatantOf: ReadonlyMap<string, string>;
  /** The follow-ups open to the activating figure's side, in the order `state.pending` lists them. */
  readonly followUps: readonly OpenFollowUp[];
  /** An activation still running for a figure out of the game (felled in it): its combatant and side, for its side to end. */
  readonly fallenActive: { readonly combatantId: string; readonly side: string | null } | null;
}

/** What the reader needs besides the combat and its scene: the follow-ups the GM's ledger holds open this activation. */
export interface AmTableSources {
  readonly openFollowUps: (actorUuid: string) => readonly OpenFollowUp[];
}

interface WallDocumentLike extends MovementWall {
  readonly sight?: number | null;
}

/** The scene's walls in square units from its top-left square: those that stop sight, and those that stop movement. */
function wallsOf(scene: Scene.Implementation, first: Offset): { sight: Segment[]; move: Segment[] } {
  const grid = scene.grid;
  const origin = grid.getTopLeftPoint({ i: first.i, j: first.j });
  const toUnits = (x: number, y: number) => ({ x: (x - origin.x) / grid.sizeX, y: (y - origin.y) / grid.sizeY });
  const sight: Segment[] = [];
  const move: Segment[] = [];
  for (const wall of scene.walls as Iterable<WallDocumentLike>) {
    const [x0, y0, x1, y1] = wall.c;
    if (x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined) continue;
    const segment = { a: toUnits(x0, y0), b: toUnits(x1, y1) };
    if ((wall.sight ?? CONST.WALL_SENSE_TYPES.NORMAL) !== CONST.WALL_SENSE_TYPES.NONE) sight.push(segment);
    // A one-way wall is a wall to the planner: the table refuses steps across it (it cannot judge their side).
    if (wallRestrictsMovement(wall)) move.push(segment);
  }
  return { sight, move };
}

/** The pending follow-up the rules would hold for a grant of the ledger (undefined for a kind they do not know). */
function pendingOf(grant: FollowUpGrant, byId: string): PendingFollowUp | undefined {
  switch (grant.kind) {
    case "free-attack":
      return { kind: "free-attack", sourceId: byId, byIds: grantList(grant, "byIds"), excludeTargetIds: grantList(grant, "excludeTargetIds") };
    case "heal-friendly":
      return { kind: "heal-friendly", byId, amount: typeof grant.data.amount === "number" ? grant.data.amount : 0, candidateIds: grantList(grant, "candidateIds") };
    default:
      return undefined;
  }
}

const options = (scene: Scene.Implementation): AmOptions => ({
  diagonalRule: diagonalRuleOf(scene),
  requireLineOfSight: ruleFlag("angry-miniatures", "lineOfSight"),
  experimentalMeleeDefender: ruleFlag("angry-miniatures", "meleeDefenderBonus"),
  // The table judges the table's moves and attacks at its own levels; the plan is made to pass the strictest.
  checks: "enforce",
});

/**
 * The combat's game on its scene: every combatant still in the game whose token stands on the
 * scene, as a figure of its tracker side, squares counted from the scene's top-left square, the round's order and the
 * side up from the tracker, the running activation from the GM's records (moved, attacked, the
 * Frost and Buff it holds), and the follow-ups the activating figure's last cards left open;
 * null once fewer than two sides have a figure standing.
 */
export function readAmTable(combat: Combat.Implementation, scene: Scene.Implementation, sources: AmTableSources): AmTableState | null {
  const first = sceneFirstSquare(scene);
  const dimensions = scene.dimensions;
  const size = { rows: Math.round(dimensions.sceneHeight / scene.grid.sizeY), columns: Math.round(dimensions.sceneWidth / scene.grid.sizeX) };
  const activation = readActivationState(combat);
  const marked = readMarked(combat);
  const defeated = readDefeated(combat);
  const combatantOf = new Map<string, string>();
  const figures: { id: string; side: string; sheet: AmFigureState["sheet"]; position: Offset; health: number; statuses: AmFigureState["statuses"]; markedBy?: AmFigureState["markedBy"]; activated: boolean; defeated: boolean; actorUuid: string }[] = [];
  for (const combatant of combat.combatants.contents) {
    const token = combatant.token;
    const side = sideKeyOf(combatant as Combatant.Implementation);
    if (!token || token.parent !== scene || side === null || !combatant.id) continue;
    const square = tokenSquare(token as TokenDocument.Implementation);
    const figure = tableFigureOf(token as TokenDocument.Implementation, { i: square.i - first.i, j: square.j - first.j });
    // A defeated figure is out of the game: its token may lie where the living walk.
    if (!figure || defeated.has(combatant.id) || figure.health <= 0) continue;
    if (figure.position.i < 0 || figure.position.j < 0 || figure.position.i >= size.rows || figure.position.j >= size.columns) {
      throw new RuleViolation("Solo.Refusal.OffScene", `Solo play: ${figure.name} stands outside the scene, in its padding.`, { figure: figure.name });
    }
    combatantOf.set(figure.id, combatant.id);
    figures.push({
      ...figure,
      side,
      activated: marked.has(combatant.id),
      defeated: false,
    });
  }
  const walls = wallsOf(scene, first);
  const squares: Offset[] = [];
  for (let i = 0; i < size.rows; i++) for (let j = 0; j < size.columns; j++) squares.push({ i: i + first.i, j: j + first.j });
  const terrain: Record<string, Terrain> = {};
  for (const [key, kind] of Object.entries(sceneTerrain(scene, squares))) {
    const [i, j] = key.split(",").map(Number) as [number, number];
    terrain[`${i - first.i},${j - first.j}`] = kind;
  }
  const order = activation ? (activation.phases[activation.phase]?.order ?? []) : [];
  // The game is over once fewer than two sides have a figure standing: nothing is left to decide.
  const standing = [...new Set(figures.map((f) => f.side))];
  if (standing.length < 2) return null;
  const base = createGame({
    sides: standing.map((id) => ({ id })),
    figures: figures.map((f) => ({ id: f.id, side: f.side, sheet: f.sheet, position: f.position })),
    board: { size, terrain, walls: walls.sight, moveWalls: walls.move },
    options: options(scene),
  });
  const activeCombatant = activation?.active ? combat.combatants.get(activation.active) : undefined;
  const activeFigure = figures.find((f) => activeCombatant && combatantOf.get(f.id) === activeCombatant.id);
  const states: Record<string, AmFigureState> = {};
  for (const f of figures) {
    const made = base.figures[f.id];
    if (!made) continue;
    // The table holds Frost and Buff on the activating figure until its activation ends; the rules carry them on the activation.
    const statuses = f === activeFigure ? { ...f.statuses, frozen: 0, buffed: 0 } : f.statuses;
    states[f.id] = { ...made, health: f.health, statuses, ...(f.markedBy ? { markedBy: f.markedBy } : {}), activated: f.activated, defeated: f.defeated };
  }
  const followUps = activeFigure ? sources.openFollowUps(activeFigure.actorUuid) : [];
  // The follow-ups the rules know (a push is dragged by hand), each with its pending form, in one pass.
  const known = followUps.flatMap((open) => {
    const pendingForm = pendingOf(open.grant, activeFigure?.id ?? "");
    return pendingForm ? [{ open, pendingForm }] : [];
  });
  const pending = known.map((k) => k.pendingForm);
  const state: AmState = {
    ...base,
    round: combat.round ?? 1,
    initiative: order,
    turn: activation?.up ?? 0,
    figures: states,
    pending,
    active: activeFigure
      ? {
          figureId: activeFigure.id,
          moved: scene.id ? movedThisActivation(scene.id, activeFigure.id) : false,
          attacked: actionTaken("angry-miniatures", activeFigure.actorUuid, "attack"),
          frozen: (activeFigure.statuses.frozen ?? 0) > 0,
          buff: activeFigure.statuses.buffed ?? 0,
        }
      : null,
  };
  const fallen = activeCombatant && !activeFigure ? { combatantId: activeCombatant.id ?? "", side: sideKeyOf(activeCombatant as Combatant.Implementation) } : null;
  return { state, firstSquare: first, combatantOf, followUps: known.map((k) => k.open), fallenActive: fallen };
}
