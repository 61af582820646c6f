import type { RegistrationContext } from "../../ruleset";

/** Angry Miniatures at the table: combat round, movement allowance, attack flow. */
export function registerAngryMiniaturesPlay(_context: RegistrationContext): void {}
