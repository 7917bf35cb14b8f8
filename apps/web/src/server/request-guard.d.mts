// Types of request-guard.mjs for its TypeScript test (the web project does not check .mjs).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const NUL_TEXT: string;
export const MALFORMED_PATH_TEXT: string;
export function refusedTarget(target: string): string | null;
export function answerRefused(request: IncomingMessage, response: ServerResponse, sentence: string): void;
export const BODY_LIMIT_BYTES: number;
export const BODY_TOO_LARGE_TEXT: string;
export function declaresTooLargeBody(request: import('node:http').IncomingMessage): boolean;
export function answerTooLarge(
  request: import('node:http').IncomingMessage,
  response: import('node:http').ServerResponse,
): void;
export const UPLOAD_BODY_LIMIT_BYTES: number;
export function bodyLimitFor(method: string, pathname: string): number;
