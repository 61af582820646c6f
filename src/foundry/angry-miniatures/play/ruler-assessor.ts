import type { Offset } from "../../../rules/common/geometry";
import { moveCheckOf, moveRules, squareKey, startMove, stepMove, type MoveProgress, type MoveRules, type Terrain } from "../../../rules/angry-miniatures/movement";
import { RulerWalkCache, type WalkWaypoint } from "../../canvas/ruler-walk";
import { verdictFor, type AutomationLevel } from "../../settings/automation";
import { automationLevel } from "../../settings/registry";
import { isAmFigureType } from "../documents/actor-types";
import { speedThisActivation, type MoveAssessment } from "../table/movement-check";
import { activatingNow, movementChecked } from "./movement-table";
import { tableFigureOf } from "../table/scene-figures";
import { diagonalRuleOf, directPath, figuresOnScene, sceneTerrain, sceneWallOnStep, tokenSquare } from "../table/table-reading";

interface Reached {
  readonly square: Offset;
  readonly progress: MoveProgress;
}

/**
 * The rules' verdict at each waypoint of one ruler redraw. The figure, the other figures, the
 * walls, the automation level and each square's terrain are read once per redraw; each waypoint's verdict
 * is the one before it walked on by the squares between them (the shared RulerWalkCache), so a
 * redraw costs one step per square however many grid spaces ask for their style.
 *
 * A waypoint's `previous` chain already runs through the movement history (passed waypoints
 * come first), so the history is never added again.
 */
export class RulerPathAssessor {
  readonly #token: TokenDocument.Implementation;
  readonly #scene: Scene.Implementation;
  readonly #rules: MoveRules;
  readonly #level: AutomationLevel;
  /** The same record as the rules' terrain map, filled square by square as the path reaches them. */
  readonly #terrain: Record<string, Terrain>;
  readonly #walks: RulerWalkCache<Reached>;

  private constructor(token: TokenDocument.Implementation, scene: Scene.Implementation, terrain: Record<string, Terrain>, rules: MoveRules, level: AutomationLevel) {
    this.#token = token;
    this.#scene = scene;
    this.#terrain = terrain;
    this.#rules = rules;
    this.#level = level;
    this.#walks = new RulerWalkCache<Reached>({
      start: (at) => {
        const square = tokenSquare(this.#token, at);
        return { square, progress: startMove(square) };
      },
      step: (from, at) => {
        const square = tokenSquare(this.#token, at);
        return { square, progress: this.#walk(from, square) };
      },
    });
  }

  /** The assessor for this token's redraw, or undefined when its movement is not checked now. */
  static for(token: TokenDocument.Implementation): RulerPathAssessor | undefined {
    const scene = token.parent;
    if (!scene || !isAmFigureType(token.actor?.type) || !movementChecked(token)) return undefined;
    const figure = tableFigureOf(token, tokenSquare(token));
    if (!figure) return undefined;
    const occupied = figuresOnScene(scene)
      .filter((f) => f.id !== figure.id && f.health > 0)
      .map((f) => f.position);
    const terrain: Record<string, Terrain> = {};
    const rules = moveRules({
      // Outside its own activation a figure has no Speed to spend (a GM may still place it).
      speed: game.user?.isGM === true || activatingNow(token) ? speedThisActivation(figure) : 0,
      frozen: (figure.statuses.frozen ?? 0) > 0,
      perk: figure.sheet.perk,
      flaw: figure.sheet.flaw,
      terrain,
      occupied,
      diagonalRule: diagonalRuleOf(scene),
      wallOnStep: sceneWallOnStep(scene),
    });
    return new RulerPathAssessor(token, scene, terrain, rules, automationLevel("angry-miniatures", "movementAllowance"));
  }

  assess(waypoint: WalkWaypoint): MoveAssessment {
    const check = moveCheckOf(this.#rules, this.#walks.reach(waypoint).progress);
    return { check, verdict: verdictFor(this.#level, check.ok) };
  }

  #walk(from: Reached, to: Offset): MoveProgress {
    let progress = from.progress;
    for (const square of directPath(this.#scene.grid, from.square, to).slice(1)) {
      this.#learnTerrain(square);
      progress = stepMove(this.#rules, progress, square);
    }
    return progress;
  }

  #learnTerrain(square: Offset): void {
    const key = squareKey(square);
    if (key in this.#terrain) return;
    this.#terrain[key] = sceneTerrain(this.#scene, [square])[key] ?? "open";
  }
}
