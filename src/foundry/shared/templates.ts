import { templatePath } from "./constants";

/** Preloads templates so sheets and cards render without a fetch; partials by path. */
export async function preloadTemplates(relativePaths: readonly string[]): Promise<void> {
  if (relativePaths.length === 0) return;
  await foundry.applications.handlebars.loadTemplates(relativePaths.map(templatePath));
}
