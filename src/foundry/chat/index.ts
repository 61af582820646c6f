export { postCard, applyCard, undoCard, CARD_CONTROLS_TEMPLATE, CARD_REQUEST, type PostCardOptions } from "./cards";
export { APPLY_ACTION, UNDO_ACTION, decorateCard } from "./card-render";
export { handleCardRequest } from "./card-relay";
export { performCardAction, grantOf, type CardActionResult } from "./card-authority";
export { registerCardKind, cardKind, type CardKind, type DeriveContext } from "./card-kinds";
export { registerWritableFields, type WritableField } from "./writable-fields";
export { cardState, ledgerEntry } from "./ledger";
export { parseCardFlag, sameJson } from "./card-parse";
export type { CardChange, CardFlag, CardOutcome, CardState, FollowUpGrant, FollowUpRef, LedgerEntry, AppliedChange } from "./card-types";
