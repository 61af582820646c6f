/** The tests' view of the chat area: what they drive, from the files that hold it (src has no barrels). */
export { postCard, applyCard, undoCard, CARD_CONTROLS_TEMPLATE, CARD_REQUEST, type PostCardOptions } from "../../../src/foundry/chat/cards";
export { APPLY_ACTION, UNDO_ACTION, decorateCard, registerCardDecoration } from "../../../src/foundry/chat/card-render";
export { postNotice, noticeLines, registerNoticeKinds, type NoticeKind } from "../../../src/foundry/shared/notices";
export { handleCardRequest } from "../../../src/foundry/chat/card-relay";
export { performCardAction, grantOf, type CardActionResult } from "../../../src/foundry/chat/card-authority";
export { registerCardKind, cardKind, defineCardKind, type CardKind, type CardKindModule, type DeriveContext } from "../../../src/foundry/chat/card-kinds";
export { registerWritableFields, type WritableField } from "../../../src/foundry/chat/writable-fields";
export { cardState, appliedCardOf } from "../../../src/foundry/chat/ledger";
export { parseCardFlag, sameJson } from "../../../src/foundry/chat/card-parse";
export type { CardChange, CardFlag, CardOutcome, CardState, FollowUpGrant, FollowUpRef, AppliedCard, AppliedChange } from "../../../src/foundry/chat/card-types";
