import { checkChoirBudget, DEFAULT_CHOIR_BUDGET } from "./choir";
import { packedMap } from "../common/packed-list";
import { validateFigure } from "./figure";
import { DEFAULT_BASE, DEFAULT_DEPLOYMENT_DEPTH, isOnTable } from "./table";
import { PM_EDGES, PM_SIDES, type PmBase, type PmEdge, type PmFigureState, type PmSetup, type PmState } from "./types";
import { PM_CODES, violation } from "./violations";

function requireWholeAtLeast(value: number, min: number, label: string): void {
  if (!Number.isInteger(value) || value < min) {
    throw violation(PM_CODES.setupNumber, `Game set-up: ${label} must be a whole number, at least ${min} (got ${value}).`, {
      label,
      value,
      min,
    });
  }
}

function requirePositive(value: number, label: string): void {
  if (!Number.isFinite(value) || value <= 0) {
    throw violation(PM_CODES.setupNumber, `Game set-up: ${label} must be more than 0 (got ${value}).`, { label, value, min: 0 });
  }
}

function validBase(base: PmBase): PmBase {
  if (base.kind === "circle") requirePositive(base.radius, "a base radius");
  else {
    requirePositive(base.width, "a base width");
    requirePositive(base.height, "a base height");
  }
  return { ...base };
}

/** The home edges a set-up offers: known edges, at least one, each with its opposite's choice left to the rules. */
function offeredEdges(edges: readonly PmEdge[] | undefined): readonly PmEdge[] | undefined {
  if (edges === undefined) return undefined;
  for (const edge of edges) {
    if (!(PM_EDGES as readonly string[]).includes(edge)) {
      throw violation(PM_CODES.unknownEdge, `Home edge: "${String(edge)}" is not a table edge.`, { edge: String(edge) });
    }
  }
  if (edges.length === 0) throw violation(PM_CODES.setupNumber, "Game set-up: the home edges offered must be at least 1 (got 0).", { label: "the home edges offered", value: 0, min: 1 });
  return [...new Set(edges)];
}

/** Build the opening state from two choirs and the agreed options. Never mutates `setup`. */
export function createGame(setup: PmSetup): PmState {
  const { table } = setup;
  if (!(table.width > 0 && table.height > 0 && Number.isFinite(table.width) && Number.isFinite(table.height))) {
    throw violation(PM_CODES.tableSize, "Game set-up: the table needs a positive width and height in inches.", {
      width: table.width,
      height: table.height,
    });
  }
  const obstacleCount = setup.obstacleCount ?? 0;
  requireWholeAtLeast(obstacleCount, 0, "the number of obstacles");
  const roundLimit = setup.roundLimit ?? null;
  if (roundLimit !== null) requireWholeAtLeast(roundLimit, 1, "the round limit");
  const budget = setup.budget ?? DEFAULT_CHOIR_BUDGET;
  requirePositive(budget, "the choir budget");
  const deploymentDepth = setup.deploymentDepth ?? DEFAULT_DEPLOYMENT_DEPTH;
  requirePositive(deploymentDepth, "the deployment depth");
  const defaultBase = validBase(setup.defaultBase ?? DEFAULT_BASE);
  const startWithRounds = setup.startWithRounds ?? false;

  const figures: PmFigureState[] = [];
  const seen = new Set<string>();
  for (const side of PM_SIDES) {
    const choir = setup.sides[side];
    if (choir.figures.length === 0) {
      throw violation(PM_CODES.emptyChoir, `Game set-up: ${choir.name || side} has no figures in its choir.`, { choir: choir.name });
    }
    for (const input of choir.figures) {
      if (input.id === "" || seen.has(input.id)) {
        throw violation(PM_CODES.duplicateFigure, `Game set-up: each figure needs its own id ("${input.id}" is empty or repeated).`, {
          figureId: input.id,
        });
      }
      seen.add(input.id);
      const card = validateFigure(input);
      const position = startWithRounds ? input.position : undefined;
      if (startWithRounds && (!position || !isOnTable(position, table))) {
        throw violation(PM_CODES.unplacedFigure, `Game set-up: ${card.name} must already be on the table to start with the rounds.`, {
          name: card.name,
        });
      }
      figures.push({
        name: card.name,
        cuteness: card.cuteness,
        brightness: card.brightness,
        piety: card.piety,
        value: card.value,
        startingValue: card.startingValue,
        id: input.id,
        side,
        base: input.base ? validBase(input.base) : { ...defaultBase },
        position: position ? { x: position.x, y: position.y } : null,
        inHeaven: card.value <= 0,
        actedInPhase: 0,
      });
    }
  }

  for (const side of PM_SIDES) {
    if (!figures.some((f) => f.side === side && !f.inHeaven)) {
      const name = setup.sides[side].name;
      throw violation(PM_CODES.emptyChoir, `Game set-up: ${name || side} has no figure with any Value left.`, { choir: name });
    }
  }

  const warnings = PM_SIDES.flatMap((side) => {
    const result = checkChoirBudget(
      figures.filter((f) => f.side === side),
      budget,
      setup.sides[side].name,
    );
    return result.warning ? [result.warning] : [];
  });

  const walls = packedMap(setup.walls ?? [], (w) => ({ a: { ...w.a }, b: { ...w.b } }));
  const homeEdges = offeredEdges(setup.homeEdges);
  const skipObstacles = startWithRounds || obstacleCount === 0;
  return {
    phase: startWithRounds ? "initiative" : skipObstacles ? "coinToss" : "obstacles",
    table: { width: table.width, height: table.height },
    sides: {
      a: { name: setup.sides.a.name, homeEdge: null },
      b: { name: setup.sides.b.name, homeEdge: null },
    },
    figures,
    walls,
    obstaclesToPlace: startWithRounds ? 0 : obstacleCount,
    player1: null,
    round: startWithRounds ? 1 : 0,
    roundLimit,
    budget,
    deploymentDepth,
    ...(homeEdges ? { homeEdges } : {}),
    activeSide: skipObstacles ? null : (setup.firstObstacleSide ?? "a"),
    initiativeWinner: null,
    phaseSerial: 1,
    outcome: null,
    warnings,
  };
}
