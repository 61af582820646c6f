// Runs before each test file in the shared-worker projects (vitest.config.ts): the file starts
// as it would in a worker of its own, whatever the file before it left. The stand-in's globals go
// (a file that forgot removeStandIn would hand its world to the next); spies, stubs and fake
// timers are undone. Module mocks cannot be undone here: files with vi.mock run isolated
// (tools/lib/test-isolation.mjs).
import { vi } from "vitest";
import { removeStandIn } from "../foundry-stand-in";

removeStandIn();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
