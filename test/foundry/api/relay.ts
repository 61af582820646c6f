/** The tests' view of the relay area: what they drive, from the files that hold it (src has no barrels). */
export { registerGmRequest, requestGm, registerRelay, localiseError, SOCKET_NAME, RELAY_TIMEOUT_MS } from "../../../src/foundry/relay/relay";
export type { GmRequestHandler } from "../../../src/foundry/relay/relay";
export { askPlayer, registerPlayerAnswer } from "../../../src/foundry/relay/ask-player";
