import type { RegistrationContext } from "../../ruleset";

/** Angry Miniatures actor types, data models, sheets, token bars and status effects. */
export function registerAngryMiniaturesDocuments(_context: RegistrationContext): void {}
