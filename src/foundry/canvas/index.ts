export { gridKind, gridKindOfType, tokenOffset, tokenDistance, offsetsAdjacent, offsetDistance, pointDistance, diagonalRuleOf, hexOrientationOf } from "./distance";
export type { GridKind, GridLike, TokenLike } from "./distance";
export { tokensHaveLineOfSight, sceneWallsLineOfSight, sceneLineOfSight, footprintOf, figureBlocking, type SightToken, type SightReport, type SightScene, type SceneSightToken } from "./sight";
export { tokenFootprint, tokenCenter, type FootprintToken, type FootprintGrid } from "./token-footprint";
export { wallsBlockSight, wallSightRole, type SightWall, type WallSightRole } from "./wall-sight";
export { areaService, storedAreaService, type AreaService, type AreaSpec, type AreaHandle, type AreaGrid } from "./area";
export { areaTemplateData } from "./area-templates";
export { wallsBlockMovement, wallsEnclose, wallRestrictsMovement, sceneStepBlocked, sceneMovement, wallsEnclosure, type MovementWall } from "./wall-movement";
