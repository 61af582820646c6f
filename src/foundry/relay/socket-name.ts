import { SYSTEM_ID } from "../shared/constants";

/** The system socket (`system.json` has `socket: true`), which every relay message travels on. */
export const SOCKET_NAME = `system.${SYSTEM_ID}`;
