import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installStandIn, removeStandIn, type StandIn } from "..";
import {
  GRID_TYPES,
  setCanvas,
  standInGrid,
  standInTestCollision,
  standInWall,
  WALL_DIRECTIONS,
  WALL_DOOR_STATES,
  WALL_DOOR_TYPES,
  WALL_SENSE_TYPES,
} from "../parts/canvas";
import { addWall, createGridScene } from "../parts/scenes";
import { enterManually, manualPrompts, scriptDice, StandInDiceTerm, StandInDie, StandInRoll, uniformForFace } from "../parts/dice";
import { createUser, setCurrentUser, USER_ROLES } from "../parts/documents";

/**
 * What the stand-in's dice, canvas collision and token ruler promise, each pinned to the public
 * v13 API page it follows. These are contracts: a change that makes the stand-in kinder than
 * Foundry (accepting what Foundry refuses, or answering what it cannot model) must fail here.
 */

type Dice = {
  terms: Record<string, unknown>;
  rolls: unknown[];
  randomUniform: () => number;
};
const dice = (): Dice => (CONFIG as unknown as { Dice: Dice }).Dice;

/** A term in the shape of core's Coin: it extends DiceTerm with its own denomination. */
class Token3 extends StandInDiceTerm {
  static override DENOMINATION = "t";
  constructor(data: ConstructorParameters<typeof StandInDiceTerm>[0] = {}) {
    super({ ...data, faces: 3 });
  }
}
/** The trap the poker die fell into: a Die subclass with a letter of its own. */
class LetteredDie extends StandInDie {
  static override DENOMINATION = "q";
}

describe("stand-in contract: dice", () => {
  let standIn: StandIn;
  beforeEach(() => {
    standIn = installStandIn();
  });
  afterEach(() => removeStandIn());

  // https://foundryvtt.com/api/v13/classes/foundry.dice.terms.DiceTerm.html (denomination, expression)
  // https://foundryvtt.com/api/v13/classes/foundry.dice.terms.Coin.html (inherits denomination)
  it("a DiceTerm's denomination is its class's DENOMINATION, and its expression NdX with that letter", () => {
    const term = new Token3({ number: 2 });
    expect(term.denomination).toBe("t");
    expect(term.expression).toBe("2dt");
    expect(term.faces).toBe(3);
  });

  // https://foundryvtt.com/api/v13/classes/foundry.dice.terms.Die.html (denomination overrides DiceTerm's)
  it("a Die's denomination is d<faces>, whatever DENOMINATION a subclass declares", () => {
    expect(new StandInDie({ faces: 8 }).denomination).toBe("d8");
    expect(new StandInDie({ number: 3, faces: 8 }).expression).toBe("3d8");
    expect(new LetteredDie({ faces: 6 }).denomination).toBe("d6");
  });

  // https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html (constructor parses the formula)
  // https://foundryvtt.com/api/v13/variables/CONFIG.Dice.html (terms: denomination to class)
  it("parses dice terms by denomination through CONFIG.Dice.terms and refuses unknown ones", () => {
    expect(() => new StandInRoll("2dt")).toThrow(/no dice term is registered.*"t"/);
    dice().terms.t = Token3;
    const roll = new StandInRoll("2dt + 1d6");
    expect(roll.dice.map((d) => [d.constructor.name, d.denomination, d.number])).toEqual([
      ["Token3", "t", 2],
      ["Die", "d6", 1],
    ]);
    expect(roll.formula).toBe("2dt + 1d6");
  });

  it("refuses what it does not model: modifiers and numeric terms", () => {
    expect(() => new StandInRoll("2d6kh")).toThrow(/cannot parse/);
    expect(() => new StandInRoll("1d6 + 2")).toThrow(/cannot parse/);
    expect(() => new StandInDie({ faces: 6, modifiers: ["kh"] })).toThrow(/not modelled/);
  });

  // https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html (evaluate; an evaluated Roll is immutable)
  it("rolls each die with CONFIG.Dice.randomUniform mapped onto its faces, once", async () => {
    scriptDice([4, 1], 6);
    const roll = await new StandInRoll("2d6").evaluate();
    expect(roll.dice[0]?.results).toEqual([{ result: 4, active: true }, { result: 1, active: true }]);
    expect(roll.total).toBe(5);
    await expect(roll.evaluate()).rejects.toThrow(/immutable/);
  });

  // https://foundryvtt.com/api/v13/classes/foundry.dice.terms.DiceTerm.html#maprandomface ("a randomly-generated
  // value in the interval [0, 1)"); the formula ceil((1 - u) * faces) is core's client code, not printed on the page.
  it("maps a uniform draw u onto faces as core does: ceil((1 - u) * faces), so u near 0 is the top face", async () => {
    const d6 = new StandInDie({ faces: 6 });
    expect([0, 0.1, 1 / 6, 0.5, 0.99].map((u) => d6.mapRandomFace(u))).toEqual([6, 6, 5, 3, 1]);
    expect(new StandInDie({ faces: 20 }).mapRandomFace(0.03)).toBe(20);
    for (const face of [1, 2, 3, 4, 5, 6]) expect(d6.mapRandomFace(uniformForFace(face, 6))).toBe(face);
    dice().randomUniform = () => 0.01;
    expect((await new StandInRoll("2d6").evaluate()).total).toBe(12);
  });

  // https://foundryvtt.com/api/v13/interfaces/CONFIG.DiceFulfillmentConfiguration.html (dice keyed by denomination)
  // https://foundryvtt.com/api/v13/classes/foundry.applications.dice.RollResolver.html (manual entry, 1..faces)
  it("fulfils each term by the Dice Configuration choice for its denomination", async () => {
    setCurrentUser(createUser("Tess", { role: USER_ROLES.TRUSTED }));
    expect(Object.keys((CONFIG.Dice.fulfillment as { dice: object }).dice)).toEqual(["d4", "d6", "d8", "d10", "d12", "d20", "d100"]);
    dice().terms.t = Token3;
    await standIn.settings.set("core", "diceConfiguration", { d8: "manual", t: "manual" });
    scriptDice([2], 6);
    enterManually([7, 3]);
    await new StandInRoll("1d6 + 1d8 + 1dt").evaluate();
    expect(manualPrompts).toEqual([
      { denomination: "d8", faces: 8 },
      { denomination: "t", faces: 3 },
    ]);
    enterManually([4]);
    await expect(new StandInRoll("1dt").evaluate()).rejects.toThrow(/not a whole number from 1 to 3/);
    await standIn.settings.set("core", "diceConfiguration", { d6: "bluetooth" });
    await expect(new StandInRoll("1d6").evaluate()).rejects.toThrow(/"bluetooth" is not modelled/);
  });

  // https://foundryvtt.com/api/v13/variables/foundry.CONST.USER_PERMISSIONS.html (MANUAL_ROLLS, default role Trusted).
  // That a "manual" row is rolled digitally for a user without it is core's client code (the fulfillment handler
  // returns nothing and randomFace is used), not stated on a public page.
  it("rolls digitally for a player without MANUAL_ROLLS whose Dice Configuration says manual; a Trusted player enters", async () => {
    await standIn.settings.set("core", "diceConfiguration", { d6: "manual" });
    setCurrentUser(createUser("Pip", { role: USER_ROLES.PLAYER }));
    scriptDice([2, 5], 6);
    const digital = await new StandInRoll("2d6").evaluate();
    expect(digital.dice[0]?.results.map((r) => r.result)).toEqual([2, 5]);
    expect(digital.dice[0]?.method).toBeUndefined();
    expect(manualPrompts).toEqual([]);
    for (const role of [USER_ROLES.TRUSTED, USER_ROLES.ASSISTANT, USER_ROLES.GAMEMASTER]) {
      setCurrentUser(createUser(`role ${role}`, { role }));
      enterManually([4]);
      const entered = await new StandInRoll("1d6").evaluate();
      expect(entered.dice[0]?.results.map((r) => r.result)).toEqual([4]);
      expect(entered.dice[0]?.method).toBe("manual");
    }
    expect(manualPrompts).toHaveLength(3);
  });

  // https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html (toJSON)
  // https://foundryvtt.com/api/v13/classes/foundry.dice.terms.DiceTerm.html (toJSON, SERIALIZE_ATTRIBUTES)
  it("serialises a Roll as core does: class names, each term's data and results, total, evaluated", async () => {
    dice().terms.t = Token3;
    scriptDice([3, 1], 3);
    const roll = await new StandInRoll("2dt").evaluate();
    expect(JSON.parse(JSON.stringify(roll))).toEqual({
      class: "Roll",
      options: {},
      dice: [],
      formula: "2dt",
      terms: [
        {
          class: "Token3",
          options: {},
          evaluated: true,
          number: 2,
          faces: 3,
          modifiers: [],
          results: [{ result: 3, active: true }, { result: 1, active: true }],
        },
      ],
      total: 4,
      evaluated: true,
    });
  });

  // https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html (fromData, fromJSON)
  // https://foundryvtt.com/api/v13/classes/foundry.dice.terms.RollTerm.html (fromData: class by name)
  it("rebuilds a Roll from its JSON on another client: its term classes by name, results and total", async () => {
    dice().terms.t = Token3;
    scriptDice([2, 3], 3);
    const json = JSON.stringify(await new StandInRoll("2dt").evaluate());
    const rebuilt = StandInRoll.fromJSON(json);
    expect(rebuilt).toBeInstanceOf(StandInRoll);
    expect(rebuilt.dice[0]).toBeInstanceOf(Token3);
    expect(rebuilt.dice[0]?.results).toEqual([{ result: 2, active: true }, { result: 3, active: true }]);
    expect(rebuilt.dice[0]?._evaluated).toBe(true);
    expect(rebuilt.total).toBe(5);
    await expect(rebuilt.evaluate()).rejects.toThrow(/immutable/);
  });

  it("fails to rebuild a Roll class that is not registered, and rebuilds an unregistered term as a plain Die", async () => {
    expect(() => StandInRoll.fromData({ class: "PokerRoll", formula: "1d6", terms: [] })).toThrow("Unable to recreate PokerRoll instance from provided data");
    dice().terms.t = Token3;
    scriptDice([3], 3);
    const data = JSON.parse(JSON.stringify(await new StandInRoll("1dt").evaluate())) as Record<string, unknown>;
    delete dice().terms.t;
    // The formula is parsed again on rebuild, as the constructor does: the letter must be registered.
    expect(() => StandInRoll.fromData(data)).toThrow(/"t"/);
    const term = StandInDiceTerm.fromData({ class: "Token3", number: 1, faces: 3, results: [{ result: 3, active: true }] });
    expect(term).toBeInstanceOf(StandInDie);
  });
});

describe("stand-in contract: canvas collision and constants", () => {
  beforeEach(() => {
    installStandIn();
  });
  afterEach(() => removeStandIn());

  const a = { x: 0, y: 50 };
  const b = { x: 400, y: 50 };
  const across = { a: { x: 200, y: 0 }, b: { x: 200, y: 100 } };
  const behind = { a: { x: 300, y: 0 }, b: { x: 300, y: 100 } };
  const sight = { type: "sight", mode: "any" };

  // https://foundryvtt.com/api/v13/variables/CONST.WALL_SENSE_TYPES.html, WALL_DOOR_TYPES, WALL_DOOR_STATES,
  // WALL_DIRECTIONS, GRID_TYPES (https://foundryvtt.com/api/v13/modules/CONST.html)
  it("carries core's wall and grid constants", () => {
    expect(CONST.WALL_SENSE_TYPES).toEqual({ NONE: 0, LIMITED: 10, NORMAL: 20, PROXIMITY: 30, DISTANCE: 40 });
    // https://foundryvtt.com/api/v13/variables/CONST.TOKEN_DISPLAY_MODES.html
    expect(CONST.TOKEN_DISPLAY_MODES).toEqual({ NONE: 0, CONTROL: 10, OWNER_HOVER: 20, HOVER: 30, OWNER: 40, ALWAYS: 50 });
    // https://foundryvtt.com/api/v13/variables/CONST.WALL_MOVEMENT_TYPES.html
    expect(CONST.WALL_MOVEMENT_TYPES).toEqual({ NONE: 0, NORMAL: 20 });
    expect(standInWall({ a: { x: 0, y: 0 }, b: { x: 1, y: 0 } }).move).toBe(CONST.WALL_MOVEMENT_TYPES.NORMAL);
    expect(() => (CONFIG.Canvas.polygonBackends as unknown as Record<string, { testCollision: unknown }>).move!.testCollision).toThrow();
    expect(CONST.WALL_DOOR_TYPES).toEqual({ NONE: 0, DOOR: 1, SECRET: 2 });
    expect(CONST.WALL_DOOR_STATES).toEqual({ CLOSED: 0, OPEN: 1, LOCKED: 2 });
    expect(CONST.WALL_DIRECTIONS).toEqual({ BOTH: 0, LEFT: 1, RIGHT: 2 });
    expect(CONST.GRID_TYPES).toEqual(GRID_TYPES);
    expect(GRID_TYPES.SQUARE).toBe(1);
  });

  // https://foundryvtt.com/api/v13/classes/foundry.canvas.geometry.ClockwiseSweepPolygon.html (testCollision)
  // https://foundryvtt.com/api/v13/classes/foundry.documents.BaseWall.html and https://foundryvtt.com/article/walls/
  it("blocks sight by wall type and door state", () => {
    const test = (...walls: ReturnType<typeof standInWall>[]) => standInTestCollision(walls, a, b, sight);
    expect(test(standInWall(across))).toBe(true);
    expect(test(standInWall(across, { sight: WALL_SENSE_TYPES.NONE }))).toBe(false);
    expect(test(standInWall(across, { sight: WALL_SENSE_TYPES.LIMITED }))).toBe(false);
    expect(test(standInWall(across, { sight: WALL_SENSE_TYPES.LIMITED }), standInWall(behind, { sight: WALL_SENSE_TYPES.LIMITED }))).toBe(true);
    for (const door of [WALL_DOOR_TYPES.DOOR, WALL_DOOR_TYPES.SECRET]) {
      expect(test(standInWall(across, { door, ds: WALL_DOOR_STATES.OPEN }))).toBe(false);
      expect(test(standInWall(across, { door, ds: WALL_DOOR_STATES.CLOSED }))).toBe(true);
      expect(test(standInWall(across, { door, ds: WALL_DOOR_STATES.LOCKED }))).toBe(true);
    }
    expect(test(standInWall({ a: { x: 200, y: 60 }, b: { x: 200, y: 100 } }))).toBe(false);
  });

  // https://foundryvtt.com/api/v13/classes/foundry.canvas.geometry.ClockwiseSweepPolygon.html (testCollision,
  // _testEdgeInclusion: "Ignore edges which are collinear with the origin"); core issue 9149 (collinear walls
  // left out of the sweep whatever the type). The meeting at the origin (fraction 0 skipped) and at the
  // destination (counted) are not stated on a public page: modelled as core's client code does it.
  it("leaves out a wall whose line runs through the origin, and a meeting at the origin; counts a wall touching the destination", () => {
    const test = (...walls: ReturnType<typeof standInWall>[]) => standInTestCollision(walls, a, b, sight);
    // Along the ray, between the ends, from the origin, and beyond the destination: all collinear with the origin.
    expect(test(standInWall({ a: { x: 100, y: 50 }, b: { x: 300, y: 50 } }))).toBe(false);
    expect(test(standInWall({ a: { x: 0, y: 50 }, b: { x: 500, y: 50 } }))).toBe(false);
    expect(test(standInWall({ a: { x: 400, y: 50 }, b: { x: 500, y: 50 } }))).toBe(false);
    // Across the ray, ending at or passing through the origin.
    expect(test(standInWall({ a: { x: 0, y: 50 }, b: { x: 0, y: 200 } }))).toBe(false);
    expect(test(standInWall({ a: { x: 0, y: 0 }, b: { x: 0, y: 100 } }))).toBe(false);
    expect(test(standInWall({ a: { x: 0, y: 50 }, b: { x: 100, y: 150 } }))).toBe(false);
    // Touching the destination, or touching the ray with its own end, blocks.
    expect(test(standInWall({ a: { x: 400, y: 50 }, b: { x: 400, y: 200 } }))).toBe(true);
    expect(test(standInWall({ a: { x: 200, y: 50 }, b: { x: 200, y: 200 } }))).toBe(true);
    // The same wall through the destination does not hide the origin from the destination: the test has a direction.
    expect(standInTestCollision([standInWall({ a: { x: 400, y: 50 }, b: { x: 400, y: 200 } })], b, a, sight)).toBe(false);
    // A limited wall whose line runs through the origin is not the first limited wall either.
    const limited = { sight: WALL_SENSE_TYPES.LIMITED };
    expect(test(standInWall({ a: { x: 0, y: 50 }, b: { x: 0, y: 200 } }, limited), standInWall(across, limited))).toBe(false);
    expect(test(standInWall({ a: { x: 400, y: 50 }, b: { x: 400, y: 200 } }, limited), standInWall(across, limited))).toBe(true);
  });

  it("refuses what it does not model: one-way and proximity walls, other collision types and modes", () => {
    expect(() => standInTestCollision([standInWall(across, { dir: WALL_DIRECTIONS.LEFT })], a, b, sight)).toThrow(/one-way/);
    expect(() => standInTestCollision([standInWall(across, { sight: WALL_SENSE_TYPES.PROXIMITY })], a, b, sight)).toThrow(/proximity/);
    expect(() => standInTestCollision([], a, b, { type: "move", mode: "any" })).toThrow(/only/);
    expect(() => standInTestCollision([], a, b, { type: "sight", mode: "closest" })).toThrow(/only/);
  });

  it("puts the canvas walls behind CONFIG.Canvas.polygonBackends.sight and on the viewed scene's documents", () => {
    setCanvas({ grid: standInGrid(GRID_TYPES.SQUARE), walls: [across] });
    expect(CONFIG.Canvas.polygonBackends.sight.testCollision(a, b, { type: "sight", mode: "any" })).toBe(true);
    expect((canvas!.scene as unknown as { walls: unknown[] }).walls).toEqual([standInWall(across)]);
  });

  it("tests the walls of whichever scene is on the canvas: a scene document brings its wall documents", () => {
    setCanvas({ grid: standInGrid(GRID_TYPES.SQUARE), walls: [across] });
    const scene = createGridScene({ type: GRID_TYPES.SQUARE });
    (canvas as unknown as { scene: unknown }).scene = scene;
    expect(CONFIG.Canvas.polygonBackends.sight.testCollision(a, b, { type: "sight", mode: "any" })).toBe(false);
    addWall(scene, standInWall(across));
    expect(CONFIG.Canvas.polygonBackends.sight.testCollision(a, b, { type: "sight", mode: "any" })).toBe(true);
  });

  // https://foundryvtt.com/api/v13/classes/foundry.grid.SquareGrid.html (getDirectPath)
  it("walks a square grid's direct path space by space, both ends included", () => {
    const grid = standInGrid(GRID_TYPES.SQUARE);
    expect(grid.getDirectPath([{ i: 0, j: 0 }, { i: 2, j: 3 }])).toEqual([
      { i: 0, j: 0 },
      { i: 1, j: 1 },
      { i: 1, j: 2 },
      { i: 2, j: 3 },
    ]);
    expect(() => standInGrid(GRID_TYPES.GRIDLESS).getDirectPath([{ i: 0, j: 0 }])).toThrow(/only square/);
  });
});
