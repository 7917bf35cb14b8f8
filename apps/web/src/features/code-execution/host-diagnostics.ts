import { apiRefs } from '@learnbox/contracts/route-refs';
import { DIAGNOSTICS_TIMING, type DiagnosticCode, describeDiagnosticCode } from '@learnbox/domain';
import { diagnosticCodeForProbe, shouldRetryHostProbe } from '@learnbox/domain/execution/host-diagnostic';

/** One execution host as a diagnostic saw it (spec section 8 "Diagnostic codes"). */
export interface HostDiagnostic {
  host: 'runner' | 'proxy';
  url: string;
  code: DiagnosticCode;
  text: string;
  attempts: number;
  elapsedMs: number;
}

/**
 * Probes one host's health URL with the spec's 3 s timeout and 3 retries (section 9). The runner is
 * another origin, whose reply the browser may hide from us (no CORS): an opaque reply still proves
 * the host answered, which is what the diagnostic is for, so it counts as OK.
 */
async function probe(
  fetchImpl: typeof fetch,
  host: HostDiagnostic['host'],
  url: string,
  now: () => number,
  timeoutMs: number,
): Promise<HostDiagnostic> {
  const started = now();
  let attempt = 0;
  let code: DiagnosticCode;
  do {
    attempt += 1;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(url, {
        cache: 'no-store',
        mode: 'no-cors',
        credentials: 'omit',
        signal: controller.signal,
      });
      code = diagnosticCodeForProbe({ status: response.type === 'opaque' ? 200 : response.status });
    } catch {
      code = diagnosticCodeForProbe({ timedOut: controller.signal.aborted });
    } finally {
      clearTimeout(timer);
    }
  } while (shouldRetryHostProbe(code, attempt));
  return {
    host,
    url,
    code,
    text: describeDiagnosticCode(code),
    attempts: attempt,
    elapsedMs: now() - started,
  };
}

/** Both execution hosts at once: the runner (direct path) and the api (proxy path). */
export function diagnoseExecutionHosts(options: {
  fetch: typeof fetch;
  runnerUrl: string;
  apiBase: string;
  now: () => number;
  timeoutMs?: number;
}): Promise<HostDiagnostic[]> {
  const timeoutMs = options.timeoutMs ?? DIAGNOSTICS_TIMING.HTTP_TIMEOUT_MS;
  return Promise.all([
    probe(options.fetch, 'runner', `${options.runnerUrl}/health`, options.now, timeoutMs),
    probe(options.fetch, 'proxy', `${options.apiBase}${apiRefs.system.health.path}`, options.now, timeoutMs),
  ]);
}
