/** The fields Knight Fight cards change (amounts added, clamped to the rules' ranges). */
export const KF_PATHS = {
  pool: "system.pool",
  danger: "system.danger.value",
  actionPoints: "system.actionPoints",
  wagered: "system.wagered",
  killed: "system.killed",
} as const;
