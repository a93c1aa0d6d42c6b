import type { IncomingMessage, ServerResponse } from "node:http";

export const BEACON_PATHS: Set<string>;
export const MAX_WAIT_MS: number;
export const TURN_MS: number;
export const MAX_HELD: number;
type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
export function dinersFirst(handler: Handler, options?: { maxWaitMs?: number; turnMs?: number; maxHeld?: number }): Handler;
