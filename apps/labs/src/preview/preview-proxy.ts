import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { LAB_NETWORK_MESSAGES } from '@learnbox/domain';
import { type LabEngine, PortClosedError } from '../engine/lab-engine';
import type { LiveHost } from '../host/live-host';
import { answerAndClose, joinSockets, writeRequestHead } from '../network/http-head';
import { PreviewCookies, withoutPreviewCookie } from './preview-cookie';
import type { PreviewOrigins } from './preview-origin';

/** The handshake's path on every preview origin (chosen not to clash with an app's own paths). */
export const PREVIEW_AUTH_PATH = '/.learnbox/auth';

/** Headers of one hop only: never passed between the browser and the app. */
const HOP_BY_HOP = /^(connection|keep-alive|proxy-connection|transfer-encoding|upgrade|te|trailer)$/i;

/** A path on the same origin, never `//host` or `/\host` (which browsers read as another host). */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !/^\/[/\\]/.test(next) ? next : '/';
}

type Refusal = { status: number; text: string };

/**
 * The app preview: requests to a lab's own origin (preview-origin.ts) go to the lab's declared
 * app_port through the engine, WebSocket upgrades included so dev servers' live reload works.
 * Only the holder of the lab's allocate_auth gets in: it opens PREVIEW_AUTH_PATH once, which
 * sets an HttpOnly cookie for that origin alone.
 */
export class PreviewProxy {
  private readonly cookies = new PreviewCookies();

  constructor(
    readonly origins: PreviewOrigins,
    private readonly host: LiveHost,
    private readonly engine: LabEngine,
  ) {}

  /** The lab a request is for when it is a preview request, else undefined (the host's own routes). */
  labOf(request: IncomingMessage): string | undefined {
    return this.origins.labOf(request.headers.host);
  }

  /** Who may pass, and to which port; a refusal otherwise. */
  private admit(labId: string, request: IncomingMessage): { port: number } | Refusal {
    const start = this.host.runningStart(labId);
    const proof = this.host.authProof(labId);
    if (!start || !proof || !this.cookies.check(request.headers.cookie, labId, proof))
      return { status: 401, text: LAB_NETWORK_MESSAGES.PREVIEW_AUTH_REQUIRED };
    if (start.app_port === null) return { status: 404, text: LAB_NETWORK_MESSAGES.PREVIEW_NO_APP };
    return { port: start.app_port };
  }

  handleRequest(labId: string, request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://preview');
    if (url.pathname === PREVIEW_AUTH_PATH) {
      this.handshake(labId, url, response);
      return;
    }
    const admitted = this.admit(labId, request);
    if ('status' in admitted) {
      refuse(request, response, admitted);
      return;
    }
    const headers = Object.fromEntries(
      Object.entries({ ...request.headers, cookie: withoutPreviewCookie(request.headers.cookie) }).filter(
        ([name, value]) => value !== undefined && !HOP_BY_HOP.test(name),
      ),
    );
    const upstream = httpRequest({
      method: request.method,
      path: request.url,
      headers,
      // A fresh connection into the lab per request (no agent): costs well under a millisecond.
      createConnection: ((_options: unknown, done: (error: Error | null, socket?: Duplex) => void) => {
        this.engine.connect(labId, admitted.port).then(
          (socket) => done(null, socket),
          (error: Error) => done(error),
        );
      }) as unknown as () => Socket,
    });
    upstream.on('response', (answer) => {
      const answerHeaders = Object.fromEntries(
        Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.test(name)),
      );
      response.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    upstream.on('error', (error) => {
      if (response.headersSent) return response.destroy();
      refuse(request, response, {
        status: 502,
        text:
          error instanceof PortClosedError
            ? LAB_NETWORK_MESSAGES.previewNotListening(error.port)
            : LAB_NETWORK_MESSAGES.PREVIEW_APP_FAILED,
      });
    });
    // The browser went away: so does the request into the lab.
    response.once('close', () => upstream.destroy());
    request.pipe(upstream);
  }

  private handshake(labId: string, url: URL, response: ServerResponse): void {
    const auth = url.searchParams.get('auth') ?? '';
    if (!this.host.checkAuth(labId, auth)) {
      response.writeHead(401, { 'content-type': 'text/plain; charset=utf-8' });
      return void response.end(`${LAB_NETWORK_MESSAGES.PREVIEW_AUTH_REQUIRED}\n`);
    }
    response.writeHead(302, {
      location: safeNext(url.searchParams.get('next')),
      'set-cookie': this.cookies.setCookie(labId, this.host.authProof(labId) ?? ''),
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    });
    response.end();
  }

  /** A WebSocket (or any) upgrade: checked like a request, then the raw bytes flow both ways. */
  handleUpgrade(labId: string, request: IncomingMessage, client: Duplex, head: Buffer): void {
    client.on('error', () => client.destroy());
    const admitted = this.admit(labId, request);
    if ('status' in admitted) {
      answerAndClose(client, admitted.status, 'Refused', admitted.text);
      return;
    }
    const headers: [string, string][] = [];
    for (let i = 0; i < request.rawHeaders.length; i += 2) {
      const name = request.rawHeaders[i] ?? '';
      const value = request.rawHeaders[i + 1] ?? '';
      if (name.toLowerCase() !== 'cookie') headers.push([name, value]);
    }
    const cookie = withoutPreviewCookie(request.headers.cookie);
    if (cookie) headers.push(['Cookie', cookie]);
    this.engine.connect(labId, admitted.port).then(
      (app) => {
        app.write(writeRequestHead(request.method ?? 'GET', request.url ?? '/', headers));
        if (head.length > 0) app.write(head);
        joinSockets(client, app);
      },
      (error: Error) =>
        answerAndClose(
          client,
          502,
          'Bad Gateway',
          error instanceof PortClosedError
            ? LAB_NETWORK_MESSAGES.previewNotListening(error.port)
            : LAB_NETWORK_MESSAGES.PREVIEW_APP_FAILED,
        ),
    );
  }
}

/** Browsers get a short page, programs JSON like every answer of the host. */
function refuse(request: IncomingMessage, response: ServerResponse, refusal: Refusal): void {
  if (request.headers.accept?.includes('text/html')) {
    response.writeHead(refusal.status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><meta charset="utf-8"><title>Preview</title><p>${refusal.text}</p>\n`);
  } else {
    response.writeHead(refusal.status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ errorText: refusal.text }));
  }
  request.resume();
}
