/**
 * Documents for the sandboxed iframes of RunJS and WebpackBin. The iframe has
 * sandbox="allow-scripts" and no allow-same-origin: its code runs in an opaque origin, so it
 * cannot read the page, its cookies or its storage, and it talks back only through postMessage.
 * RunJS's document (run-js-document.ts) moves the code on into a worker; WebpackBin's needs the
 * DOM, so its code runs in the iframe itself.
 */

import { SANDBOX_MESSAGE_SOURCE } from './sandbox-message';

/** Text that must not end the inline <script> it is placed in. */
function scriptSafe(code: string): string {
  return code.replace(/<\/script/gi, '<\\/script').replace(/<!--/g, '<\\!--');
}

/**
 * How console values are shown: strings as they are, everything else as JSON (functions and
 * undefined by name). The seed tests check RunJS expected output with the same rule.
 */
export const FORMAT_SOURCE = `function format(value) {
  if (typeof value === 'string') return value;
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return '[Function ' + (value.name || 'anonymous') + ']';
  if (typeof value === 'bigint') return value + 'n';
  if (value instanceof Error) return value.name + ': ' + value.message;
  try { var json = JSON.stringify(value); return json === undefined ? String(value) : json; } catch (e) { return String(value); }
}`;

/**
 * The console lines for an uncaught error (from an ErrorEvent) and an unhandled rejection, as
 * the browser's console words them. Needs format() from FORMAT_SOURCE.
 */
export const UNCAUGHT_SOURCE = `function uncaughtText(event) {
  var error = event.error;
  if (error && error.name) return 'Uncaught ' + error.name + ': ' + error.message;
  return error === undefined || error === null ? 'Uncaught ' + event.message.replace(/^Uncaught /, '') : 'Uncaught ' + format(error);
}
function rejectionText(reason) {
  return 'Uncaught (in promise) ' + (reason && reason.message ? reason.name + ': ' + reason.message : format(reason));
}`;

function consoleBridge(runId: string): string {
  return `<script>(function () {
  ${FORMAT_SOURCE}
  ${UNCAUGHT_SOURCE}
  function send(level, args) {
    parent.postMessage({ source: ${JSON.stringify(SANDBOX_MESSAGE_SOURCE)}, runId: ${JSON.stringify(runId)}, type: 'console', level: level, text: Array.prototype.map.call(args, format).join(' ') }, '*');
  }
  ['log', 'info', 'warn', 'error'].forEach(function (level) {
    var original = console[level];
    console[level] = function () { send(level, arguments); original.apply(console, arguments); };
  });
  window.addEventListener('error', function (event) { send('error', [uncaughtText(event)]); });
  window.addEventListener('unhandledrejection', function (event) { send('error', [rejectionText(event.reason)]); });
})();</script>`;
}

export interface PreviewFile {
  name: string;
  content: string;
}

/**
 * WebpackBin: index.html with the project's stylesheets and scripts inlined (the iframe has no
 * server to fetch them from), plus the console bridge so errors show up under the preview.
 */
export function previewDocument(files: readonly PreviewFile[], runId: string): string {
  const byName = new Map(files.map((file) => [file.name.replace(/^\.\//, ''), file.content]));
  const html =
    byName.get('index.html') ??
    '<!doctype html><html><head></head><body><p>Add an index.html file to see a preview.</p></body></html>';
  const inlined = html
    .replace(/<link\b[^>]*\bhref=["']\.?\/?([^"']+\.css)["'][^>]*>/gi, (tag, name: string) => {
      const css = byName.get(name);
      return css === undefined ? tag : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    })
    .replace(
      /<script\b([^>]*)\bsrc=["']\.?\/?([^"']+\.js)["']([^>]*)><\/script>/gi,
      (tag, _before, name: string) => {
        const js = byName.get(name);
        return js === undefined ? tag : `<script>${scriptSafe(js)}</script>`;
      },
    );
  const bridge = consoleBridge(runId);
  return /<head[^>]*>/i.test(inlined)
    ? inlined.replace(/<head[^>]*>/i, (head) => `${head}${bridge}`)
    : `${bridge}${inlined}`;
}
