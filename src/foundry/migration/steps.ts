/** An actor as a migration step reads it: its type and its (client) source data. */
export interface MigratingActor {
  readonly type: string;
  readonly system: unknown;
}

/**
 * One versioned change to stored data. The runner applies the update a step returns with
 * `{ diff: false, recursive: false }`: the database then holds exactly the (migrated) data the
 * step gives, even where the client already migrated it in memory (`migrateData`) and a diff
 * against that would send nothing.
 */
export interface MigrationStep {
  /** The world's schema version once this step has run; steps run in ascending order. */
  readonly version: number;
  /** What the step changes, for the console. */
  readonly description: string;
  /** The update for one actor, or null when the step does not concern it. */
  migrateActor(actor: MigratingActor): { system: Record<string, unknown> } | null;
}
