// Types of forwarded-headers.mjs for its TypeScript test (the web project does not check .mjs).
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

export function normalizeAddress(address: string): string;
export function parseTrustedProxies(list: string | undefined): (address: string) => boolean;
export function forwardedHeaders(
  headers: IncomingHttpHeaders,
  socket: { remoteAddress?: string | undefined; encrypted?: boolean | undefined },
  isTrusted: (address: string) => boolean,
): Record<string, string | undefined>;
export function applyForwardedHeaders(
  request: IncomingMessage,
  isTrusted: (address: string) => boolean,
): void;
