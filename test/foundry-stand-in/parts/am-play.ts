import { deepAssign, type StandInPart } from "../index";

/**
 * What registering the Angry Miniatures play layer touches at init:
 * - `CONFIG.Token`, whose `rulerClass` is "the TokenRuler class used by Tokens"
 *   (https://foundryvtt.com/api/v13/interfaces/CONFIG.html, Token);
 * - `foundry.canvas.placeables.tokens.TokenRuler`
 *   (https://foundryvtt.com/api/v13/classes/foundry.canvas.placeables.tokens.TokenRuler.html), here
 *   only a base class to extend: the ruler draws on a canvas the stand-in does not have.
 */
export class StandInTokenRuler {
  constructor(readonly token: unknown) {}
}

export const installPart: StandInPart = (globals) => {
  deepAssign(globals, {
    CONFIG: { Token: {} },
    foundry: { canvas: { placeables: { tokens: { TokenRuler: StandInTokenRuler } } } },
  });
};
