import { registerGmRequest } from "../relay/relay";
import { performCardAction, type CardActionResult } from "./card-authority";
import { CARD_REQUEST, reportShortfalls } from "./cards";

/** The GM's handler for card requests: performs the action and tells the GM what undo could not reverse. */
export async function handleCardRequest(payload: unknown, requester: User.Implementation): Promise<CardActionResult> {
  const result = await performCardAction(payload, requester);
  if (!requester.isGM || requester.id !== game.user?.id) reportShortfalls(result.shortfalls);
  return result;
}

export function registerCardRelay(): void {
  registerGmRequest<unknown, CardActionResult>(CARD_REQUEST, handleCardRequest);
}
