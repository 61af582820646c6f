export { registerGmRequest, requestGm, registerRelay, localiseError, SOCKET_NAME, RELAY_TIMEOUT_MS } from "./relay";
export type { GmRequestHandler } from "./relay";
export { askPlayer, registerPlayerAnswer } from "./ask-player";
