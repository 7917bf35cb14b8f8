// Types of request-guard.mjs for its TypeScript test (the web project does not check .mjs).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const NUL_TEXT: string;
export const MALFORMED_PATH_TEXT: string;
export function refusedTarget(target: string): string | null;
export function answerRefused(request: IncomingMessage, response: ServerResponse, sentence: string): void;
