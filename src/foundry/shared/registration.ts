/** What every registrar may add at `init`, besides its own hooks and settings. */
export interface RegistrationContext {
  /** Handlebars templates (paths relative to `templates/`) to preload and to register as partials. */
  addTemplates(...relativePaths: string[]): void;
}
