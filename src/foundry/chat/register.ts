import type { RegistrationContext } from "../ruleset";

/** Registers the shared chat service at init (filled in by the chat work). */
export function registerChatService(_context: RegistrationContext): void {}
