/** The table's line per step in solo play (and its report on stopping), posted as a notice. */
export const TABLE_THOUGHT_TEMPLATE = "chat/table-thought.hbs";

/** What the template reads: the line (localised; names in it are escaped by Handlebars) and whether it reports a stop. */
export const thoughtContext = (line: string, stopped = false) => ({ line, stopped });
