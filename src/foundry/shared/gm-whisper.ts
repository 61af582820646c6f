const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Figure, side and user names are player-chosen text: escaped before they reach a chat log. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** The ids of every GM user, the recipients of the system's whispered reports. */
export function gmIds(): string[] {
  return (game.users?.contents ?? []).filter((user) => user.isGM).flatMap((user) => (user.id ? [user.id] : []));
}
