import { RuleViolation } from "../common/errors";

/** Localisation keys (under `SHELFWARS.`) for every rule this engine can report. */
export const PM_CODES = {
  statRange: "PreciousMoments.Rule.StatRange",
  statWhole: "PreciousMoments.Rule.StatWhole",
  valueWhole: "PreciousMoments.Rule.ValueWhole",
  currentValueWhole: "PreciousMoments.Rule.CurrentValueWhole",
  price: "PreciousMoments.Rule.Price",
  devotionCount: "PreciousMoments.Rule.DevotionCount",
  figureName: "PreciousMoments.Rule.FigureName",
  emptyChoir: "PreciousMoments.Rule.EmptyChoir",
  duplicateFigure: "PreciousMoments.Rule.DuplicateFigure",
  tableSize: "PreciousMoments.Rule.TableSize",
  setupNumber: "PreciousMoments.Rule.SetupNumber",
  unplacedFigure: "PreciousMoments.Rule.UnplacedFigure",
  gameOver: "PreciousMoments.Rule.GameOver",
  wrongPhase: "PreciousMoments.Rule.WrongPhase",
  notYourTurn: "PreciousMoments.Rule.NotYourTurn",
  unknownFigure: "PreciousMoments.Rule.UnknownFigure",
  inHeaven: "PreciousMoments.Rule.InHeaven",
  alreadyActed: "PreciousMoments.Rule.AlreadyActed",
  alreadyPlaced: "PreciousMoments.Rule.AlreadyPlaced",
  offTable: "PreciousMoments.Rule.OffTable",
  deploymentZone: "PreciousMoments.Rule.DeploymentZone",
  deploymentTurn: "PreciousMoments.Rule.DeploymentTurn",
  wallInvalid: "PreciousMoments.Rule.WallInvalid",
  unknownEdge: "PreciousMoments.Rule.UnknownEdge",
  edgeNotOffered: "PreciousMoments.Rule.EdgeNotOffered",
  moveTooFar: "PreciousMoments.Rule.MoveTooFar",
  moveThroughWall: "PreciousMoments.Rule.MoveThroughWall",
  emptyPath: "PreciousMoments.Rule.EmptyPath",
  targetNotOpponent: "PreciousMoments.Rule.TargetNotOpponent",
  lineOfSightWall: "PreciousMoments.Rule.LineOfSightWall",
  lineOfSightFigure: "PreciousMoments.Rule.LineOfSightFigure",
  overBudget: "PreciousMoments.Warning.OverBudget",
} as const;
export type PmCode = (typeof PM_CODES)[keyof typeof PM_CODES];

export function violation(code: PmCode, message: string, data: Record<string, string | number> = {}): RuleViolation {
  return new RuleViolation(code, message, data);
}

/** Plain-data form of a violation, for warnings kept in state or events. */
export interface PmIssue {
  code: PmCode;
  message: string;
  data: Record<string, string | number>;
}

export function issueOf(error: RuleViolation): PmIssue {
  return { code: error.code as PmCode, message: error.message, data: { ...error.data } };
}
