export { postCard, applyCard, undoCard, CARD_CONTROLS_TEMPLATE, type PostCardOptions } from "./cards";
export { APPLY_ACTION, UNDO_ACTION, decorateCard } from "./card-render";
export { CARD_REQUEST, handleCardRequest, type CardRequest } from "./card-relay";
export { parsePlan, parseCard, sameJson } from "./plan";
export type { CardAction, CardFlag, CardState, ChangePlan, Snapshot } from "./card-types";
