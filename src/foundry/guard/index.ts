export { registerRuleOwnedFields, guardFieldKey, cardWritesField, buildFields, CARD_WRITES_PATH, type RuleOwnedField } from "./rule-owned";
export { isWriteAccepted, GAME_STATE_CHECK, foreignFigures } from "./judge";
export { AUTOMATED_WRITE, registerGuard } from "./register";
export { registerRuleOwnedStatuses, DEFEATED_STATUS } from "./statuses";
