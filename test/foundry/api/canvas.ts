/** The tests' view of the canvas area: what they drive, from the files that hold it (src has no barrels). */
export { gridKind, gridKindOfType, tokenOffset, tokenDistance, offsetsAdjacent, offsetDistance, pointDistance, diagonalRuleOf, hexOrientationOf } from "../../../src/foundry/canvas/distance";
export type { GridKind, GridLike, TokenLike } from "../../../src/foundry/canvas/distance";
export { tokensHaveLineOfSight, sceneWallsLineOfSight, sceneLineOfSight, footprintOf, figureBlocking, type SightToken, type SightReport, type SightScene, type SceneSightToken } from "../../../src/foundry/canvas/sight";
export { tokenFootprint, tokenCenter, type FootprintToken, type FootprintGrid } from "../../../src/foundry/canvas/token-footprint";
export { wallsBlockSight, wallSightRole, type SightWall, type WallSightRole } from "../../../src/foundry/canvas/wall-sight";
export { areaService, storedAreaService, type AreaService, type AreaSpec, type AreaHandle, type AreaGrid } from "../../../src/foundry/canvas/area";
export { areaTemplateData } from "../../../src/foundry/canvas/area-templates";
export { wallsBlockMovement, wallsEnclose, wallRestrictsMovement, sceneStepBlocked, sceneMovement, wallsEnclosure, type MovementWall } from "../../../src/foundry/canvas/wall-movement";
