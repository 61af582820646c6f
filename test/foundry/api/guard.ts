/** The tests' view of the guard area: what they drive, from the files that hold it (src has no barrels). */
export { registerRuleOwnedFields, guardFieldKey, cardWritesField, buildFields, CARD_WRITES_PATH, type RuleOwnedField } from "../../../src/foundry/guard/rule-owned";
export { isWriteAccepted, GAME_STATE_CHECK, foreignFigures } from "../../../src/foundry/guard/judge";
export { AUTOMATED_WRITE, registerGuard } from "../../../src/foundry/guard/register";
export { registerRuleOwnedStatuses, DEFEATED_STATUS } from "../../../src/foundry/guard/statuses";
