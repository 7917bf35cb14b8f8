import { labDiagnosePongSchema, labHostDiagnosisSchema } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import {
  DIAGNOSTIC_CODES,
  DIAGNOSTICS_TIMING,
  type DiagnosticCode,
  describeDiagnosticCode,
} from '@learnbox/domain';
import { diagnosticCodeForProbe, shouldRetryHostProbe } from '@learnbox/domain/execution/host-diagnostic';
import { api } from '../api-client/api-client';
import type { WebSocketConstructor } from './terminal-connection';

/**
 * The lab page's network diagnosis (spec section 7: "GET /edu-diagnose-network on the live host,
 * plus a websocket to the same path. Results are logged."), run when a terminal says
 * 'Connection Failed…': is the host reachable over HTTP (3 s timeout, 3 retries), does a
 * WebSocket open there (18 s, 2 s between at most 3 retries), and how long five pings take.
 * The result goes to POST /api/instances/log-interaction as its interaction_map.
 *
 * The spec's WebSocket codes have no stated meanings; ours: 4000 it never opened, 4001 it timed
 * out (opening or waiting for a pong), 4002 it closed before the pings were answered.
 */

export const WS_PINGS = 5;
const PATH = 'edu-diagnose-network';

export interface HttpDiagnosis {
  code: DiagnosticCode;
  text: string;
  attempts: number;
  /** The round trip of the attempt that answered; null when none did. */
  rtt_ms: number | null;
  host_version: string | null;
  engine: 'up' | 'down' | null;
  /** The host's clock minus ours at the middle of the round trip. */
  clock_offset_ms: number | null;
}

export interface WebSocketDiagnosis {
  code: DiagnosticCode;
  text: string;
  attempts: number;
  rtts_ms: number[];
  /** Why it failed, in words, or null. */
  failure: string | null;
}

export interface LabNetworkDiagnosis {
  type: 'lab_network_diagnosis';
  live_host: string;
  http: HttpDiagnosis;
  websocket: WebSocketDiagnosis;
}

export interface DiagnosisDeps {
  fetch: typeof fetch;
  WebSocket: WebSocketConstructor;
  now: () => number;
  /** Where the result goes: the api's log-interaction by default. */
  log: (diagnosis: LabNetworkDiagnosis) => Promise<unknown>;
  timing: {
    httpTimeoutMs: number;
    wsTimeoutMs: number;
    wsReconnectDelayMs: number;
    wsMaxRetries: number;
  };
}

const defaultDeps = (): DiagnosisDeps => ({
  fetch: (...args) => globalThis.fetch(...args),
  WebSocket: globalThis.WebSocket,
  now: () => performance.now() + performance.timeOrigin,
  log: (diagnosis) =>
    api.call(apiRefs.labs.logInteraction, {
      body: { interaction_map: diagnosis as unknown as Record<string, unknown> },
    }),
  timing: {
    httpTimeoutMs: DIAGNOSTICS_TIMING.HTTP_TIMEOUT_MS,
    wsTimeoutMs: DIAGNOSTICS_TIMING.WS_TIMEOUT_MS,
    wsReconnectDelayMs: DIAGNOSTICS_TIMING.WS_RECONNECT_DELAY_MS,
    wsMaxRetries: DIAGNOSTICS_TIMING.WS_MAX_RETRIES,
  },
});

const ignore = () => {};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function diagnosisUrl(liveHostUrl: string, protocol: 'http' | 'ws'): string {
  const url = new URL(PATH, liveHostUrl.replace(/\/*$/, '/'));
  if (protocol === 'ws') url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

async function diagnoseHttp(url: string, deps: DiagnosisDeps): Promise<HttpDiagnosis> {
  let attempts = 0;
  let code: DiagnosticCode;
  do {
    attempts += 1;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timing.httpTimeoutMs);
    const sent = deps.now();
    try {
      const response = await deps.fetch(url, {
        cache: 'no-store',
        credentials: 'omit',
        signal: controller.signal,
      });
      code = diagnosticCodeForProbe({ status: response.status });
      if (code === DIAGNOSTIC_CODES.OK) {
        const answer = labHostDiagnosisSchema.parse(await response.json());
        const received = deps.now();
        return {
          code,
          text: describeDiagnosticCode(code),
          attempts,
          rtt_ms: Math.round(received - sent),
          host_version: answer.version,
          engine: answer.engine,
          clock_offset_ms: Math.round(answer.host_time - (sent + received) / 2),
        };
      }
    } catch {
      code = diagnosticCodeForProbe({ timedOut: controller.signal.aborted });
    } finally {
      clearTimeout(timer);
    }
  } while (shouldRetryHostProbe(code, attempts));
  return {
    code,
    text: describeDiagnosticCode(code),
    attempts,
    rtt_ms: null,
    host_version: null,
    engine: null,
    clock_offset_ms: null,
  };
}

type SocketOutcome = { rtts: number[] } | { code: DiagnosticCode; failure: string; rtts: number[] };

/** One WebSocket: open, then WS_PINGS pings one after another, each waiting for its pong. */
function pingOnce(url: string, deps: DiagnosisDeps): Promise<SocketOutcome> {
  return new Promise((resolve) => {
    const socket = new deps.WebSocket(url);
    const rtts: number[] = [];
    let opened = false;
    let sentAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: SocketOutcome) => {
      clearTimeout(timer);
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = ignore;
      socket.close();
      resolve(outcome);
    };
    const arm = (what: string) => {
      clearTimeout(timer);
      timer = setTimeout(
        () => finish({ code: DIAGNOSTIC_CODES.WS_4001, failure: `timed out ${what}`, rtts }),
        deps.timing.wsTimeoutMs,
      );
    };
    const ping = () => {
      sentAt = deps.now();
      arm(`waiting for pong ${rtts.length + 1}`);
      socket.send(JSON.stringify({ type: 'ping', seq: rtts.length, sent: sentAt }));
    };
    arm('opening');
    // A failed socket also closes: onclose says how it ended.
    socket.onerror = ignore;
    socket.onopen = () => {
      opened = true;
      ping();
    };
    socket.onmessage = (event: MessageEvent) => {
      let pong: ReturnType<typeof labDiagnosePongSchema.safeParse>;
      try {
        pong = labDiagnosePongSchema.safeParse(JSON.parse(String(event.data)));
      } catch {
        return;
      }
      if (!pong.success || pong.data.seq !== rtts.length) return;
      rtts.push(Math.round(deps.now() - sentAt));
      if (rtts.length === WS_PINGS) finish({ rtts });
      else ping();
    };
    socket.onclose = (event: CloseEvent) =>
      finish(
        opened
          ? {
              code: DIAGNOSTIC_CODES.WS_4002,
              failure: `closed (${event.code}) after ${rtts.length} pongs`,
              rtts,
            }
          : { code: DIAGNOSTIC_CODES.WS_4000, failure: `could not open (${event.code})`, rtts },
      );
  });
}

async function diagnoseWebSocket(url: string, deps: DiagnosisDeps): Promise<WebSocketDiagnosis> {
  let attempts = 0;
  for (;;) {
    attempts += 1;
    const outcome = await pingOnce(url, deps);
    if (!('code' in outcome)) {
      const code = DIAGNOSTIC_CODES.OK;
      return { code, text: describeDiagnosticCode(code), attempts, rtts_ms: outcome.rtts, failure: null };
    }
    if (attempts > deps.timing.wsMaxRetries)
      return {
        code: outcome.code,
        text: describeDiagnosticCode(outcome.code),
        attempts,
        rtts_ms: outcome.rtts,
        failure: outcome.failure,
      };
    await wait(deps.timing.wsReconnectDelayMs);
  }
}

/**
 * Diagnoses the browser's way to the live host (its URL as allocate gave it) and logs the result;
 * resolves with what it logged, even when the log call itself fails.
 */
export async function diagnoseLabNetwork(
  liveHostUrl: string,
  overrides: Partial<DiagnosisDeps> = {},
): Promise<LabNetworkDiagnosis> {
  const deps = { ...defaultDeps(), ...overrides };
  const [http, websocket] = await Promise.all([
    diagnoseHttp(diagnosisUrl(liveHostUrl, 'http'), deps),
    diagnoseWebSocket(diagnosisUrl(liveHostUrl, 'ws'), deps),
  ]);
  const diagnosis: LabNetworkDiagnosis = {
    type: 'lab_network_diagnosis',
    live_host: liveHostUrl,
    http,
    websocket,
  };
  await deps.log(diagnosis).catch(() => undefined);
  return diagnosis;
}
