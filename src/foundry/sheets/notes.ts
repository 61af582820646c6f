/**
 * A sheet's notes: edited with Foundry's rich-text editor (the v13 `<prose-mirror>` element,
 * toggled between the enriched text and the editor) and shown enriched (links, inline rolls,
 * secrets for owners), never as raw HTML in a textarea.
 */
export const NOTES_PARTIAL = "shared/notes.hbs";

export interface NotesContext {
  /** The field the editor submits. */
  readonly name: string;
  /** The stored HTML, which the editor edits. */
  readonly value: string;
  /** The stored HTML enriched for display. */
  readonly enriched: string;
  readonly editable: boolean;
  readonly documentUuid: string;
  /** The section heading's lang key. */
  readonly label: string;
}

export function notesContext(fields: NotesContext): NotesContext {
  return { ...fields };
}

/** Enriches stored notes for the sheet (https://foundryvtt.com/api/v13/classes/foundry.applications.ux.TextEditor.html#enrichhtml). */
async function enrichedNotes(document: { uuid: string; isOwner: boolean }, value: string): Promise<string> {
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(value, { secrets: document.isOwner, relativeTo: document as never });
}

/** An actor sheet's notes section: the actor's `system.notes`, enriched, under the heading `label`. */
export async function actorNotes(actor: { uuid: string; isOwner: boolean }, value: string, editable: boolean, label: string): Promise<NotesContext> {
  return notesContext({ name: "system.notes", value, enriched: await enrichedNotes(actor, value), editable, documentUuid: actor.uuid, label });
}
