import { OUTPUT_CAP_SOURCE, type OutputLimits, runJsWorkerSource } from './run-js-worker';
import { SANDBOX_MESSAGE_SOURCE } from './sandbox-message';

/**
 * The sandboxed iframe document of a RunJS run. The iframe (sandbox="allow-scripts", opaque
 * origin) only starts a worker, forwards what it reports to the page, and terminates it when
 * the time limit passes; the learner's code runs in the worker, never on the page's thread.
 */

export interface RunJsLimits extends OutputLimits {
  timeMs: number;
}

/** Enough for any lesson's code; an endless loop ends here instead of running until the tab closes. */
export const RUN_JS_LIMITS: RunJsLimits = { timeMs: 10_000, maxLines: 2_000, maxChars: 200_000 };

/** A JS string literal that cannot end the inline <script> it is placed in. */
function scriptString(text: string): string {
  return JSON.stringify(text).replace(/</g, '\\u003c');
}

/**
 * The iframe's script. A blob: worker is tried first and a data: one second: Chromium allows
 * both from an opaque origin today, and either keeps the worker's origin opaque.
 */
export function runJsFrameScript(code: string, runId: string, limits: RunJsLimits = RUN_JS_LIMITS): string {
  return `(function () {
  ${OUTPUT_CAP_SOURCE}
  var source = ${scriptString(runJsWorkerSource(limits))};
  var cap = outputCap(${limits.maxLines}, ${limits.maxChars});
  var finished = false, truncated = false, worker = null, timer;
  function toPage(message) {
    message.source = ${JSON.stringify(SANDBOX_MESSAGE_SOURCE)};
    message.runId = ${JSON.stringify(runId)};
    parent.postMessage(message, '*');
  }
  function line(level, text) {
    var kept = cap.take(text);
    if (kept !== null) toPage({ type: 'console', level: level, text: kept });
    if (cap.full) truncate();
  }
  function truncate() {
    if (!truncated) { truncated = true; toPage({ type: 'status', status: 'truncated' }); }
  }
  function finish(status) {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    if (worker) worker.terminate();
    toPage({ type: 'status', status: status });
  }
  function start(url) {
    try { return new Worker(url); } catch (error) { return null; }
  }
  worker = start(URL.createObjectURL(new Blob([source], { type: 'text/javascript' }))) ||
    start('data:text/javascript;charset=utf-8,' + encodeURIComponent(source));
  if (!worker) {
    line('error', 'This browser could not start a worker to run the code.');
    finish('done');
    return;
  }
  timer = setTimeout(function () { finish('timeout'); }, ${limits.timeMs});
  worker.onmessage = function (event) {
    var data = event.data;
    if (finished || !data) return;
    if (data.t === 'line' && ['log', 'info', 'warn', 'error'].indexOf(data.level) >= 0) line(data.level, String(data.text));
    else if (data.t === 'truncated') truncate();
    else if (data.t === 'idle') finish('done');
  };
  // Only errors the worker could not report itself get here, such as a worker that fails to load.
  worker.onerror = function (event) {
    event.preventDefault();
    line('error', 'Uncaught ' + String(event.message || 'error').replace(/^Uncaught /, ''));
    finish('done');
  };
  worker.postMessage({ code: ${scriptString(code)} });
})();`;
}

export function runJsDocument(code: string, runId: string, limits: RunJsLimits = RUN_JS_LIMITS): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head><body><script>${runJsFrameScript(code, runId, limits)}</script></body></html>`;
}
