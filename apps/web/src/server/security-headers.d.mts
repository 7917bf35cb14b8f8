// Types of security-headers.mjs for its TypeScript test (the web project does not check .mjs).
import type { ServerResponse } from 'node:http';

export const WEB_SECURITY_HEADERS: Readonly<Record<string, string>>;
export function webSecurityHeaders(publicWebOrigin: string | undefined): Record<string, string>;
export function applySecurityHeaders(response: ServerResponse, headers: Record<string, string>): void;
