/**
 * The Foundry generation the client runs (`game.release.generation`,
 * https://foundryvtt.com/api/v13/classes/foundry.config.ReleaseData.html). Only the modules in
 * src/foundry/compat ask it (test/foundry/compat-boundary.test.ts checks that).
 */
export function foundryGeneration(): number {
  return game.release?.generation ?? 13;
}

export function isV14(): boolean {
  return foundryGeneration() >= 14;
}
