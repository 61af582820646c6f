export { gridKind, gridKindOfType, tokenOffset, tokenDistance, offsetsAdjacent, offsetDistance, pointDistance, diagonalRuleOf, hexOrientationOf } from "./distance";
export type { GridKind, GridLike, TokenLike } from "./distance";
export { tokensHaveLineOfSight, sceneWallsLineOfSight, footprintOf, figureBlocking, type SightToken, type SightReport } from "./sight";
export { wallsBlockSight, wallSightRole, type SightWall, type WallSightRole } from "./wall-sight";
export { areaService, areaTemplateData, type AreaService, type AreaSpec, type AreaHandle, type AreaGrid } from "./area";
export { wallsBlockMovement, wallsEnclose, wallRestrictsMovement, sceneStepBlocked, sceneMovement, wallsEnclosure, type MovementWall } from "./wall-movement";
