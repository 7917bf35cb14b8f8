import { FORMAT_SOURCE, UNCAUGHT_SOURCE } from './sandbox-document';

/**
 * The worker that runs a RunJS widget's code. A dedicated worker has its own thread, so
 * `while (true) {}` cannot freeze the page, and the iframe that owns it can terminate it.
 * Created from inside the sandboxed iframe, it keeps the iframe's opaque origin.
 *
 * Worker → iframe: { t: 'line', level, text }, { t: 'truncated' } once when output starts being
 * dropped, and { t: 'idle' } when the run is over. Iframe → worker: { code } once.
 */

export interface OutputLimits {
  maxLines: number;
  maxChars: number;
}

/**
 * Counts lines and characters and says what of a line still fits (null: nothing). Used by the
 * worker, so a console.log loop stops costing messages once the output is full, and again by
 * the iframe, for code that calls postMessage itself.
 */
export const OUTPUT_CAP_SOURCE = `function outputCap(maxLines, maxChars) {
  var lines = 0, chars = 0;
  var cap = { full: false, take: function (text) {
    var room = maxChars - chars;
    if (cap.full || lines >= maxLines || room <= 0) { cap.full = true; return null; }
    lines += 1;
    if (text.length > room) { cap.full = true; text = text.slice(0, room); }
    chars += text.length;
    return text;
  } };
  return cap;
}`;

/**
 * The run is over when the code's async function has settled and no timer or fetch it started
 * is still pending (the rule Node uses to exit, for what lessons use): a setTimeout callback
 * still logs after the last line of the code, as it does in the browser's console.
 */
export function runJsWorkerSource(limits: OutputLimits): string {
  return `(function () {
  var post = self.postMessage.bind(self);
  ${FORMAT_SOURCE}
  ${UNCAUGHT_SOURCE}
  ${OUTPUT_CAP_SOURCE}
  var cap = outputCap(${limits.maxLines}, ${limits.maxChars});
  var noted = false;
  // Returns whether the line was kept, so the browser's own console gets only those too.
  function send(level, args) {
    if (cap.full) return false;
    var text = cap.take(Array.prototype.map.call(args, format).join(' '));
    if (text !== null) post({ t: 'line', level: level, text: text });
    if (cap.full && !noted) { noted = true; post({ t: 'truncated' }); }
    return text !== null;
  }
  ['log', 'info', 'warn', 'error'].forEach(function (level) {
    var original = console[level];
    console[level] = function () { if (send(level, arguments)) original.apply(console, arguments); };
  });
  // preventDefault: reported here once, not again by the iframe's worker.onerror.
  self.addEventListener('error', function (event) { event.preventDefault(); send('error', [uncaughtText(event)]); });
  self.addEventListener('unhandledrejection', function (event) { event.preventDefault(); send('error', [rejectionText(event.reason)]); });

  var settled = false, pending = 0, over = false;
  var live = new Set();
  var nativeSetTimeout = self.setTimeout, nativeClearTimeout = self.clearTimeout;
  var nativeSetInterval = self.setInterval;
  // Checked a task later, so the promise reactions a callback started have run first.
  function checkIdle() {
    nativeSetTimeout(function () {
      if (!over && settled && pending === 0 && live.size === 0) { over = true; post({ t: 'idle' }); }
    }, 0);
  }
  self.setTimeout = function (callback) {
    if (typeof callback !== 'function') return nativeSetTimeout.apply(self, arguments);
    var args = Array.prototype.slice.call(arguments);
    var id;
    args[0] = function () { live.delete(id); try { return callback.apply(this, arguments); } finally { checkIdle(); } };
    id = nativeSetTimeout.apply(self, args);
    live.add(id);
    return id;
  };
  self.setInterval = function (callback) {
    var id = nativeSetInterval.apply(self, arguments);
    if (typeof callback === 'function') live.add(id);
    return id;
  };
  // The two clear functions take either kind of id, as in the browser.
  self.clearTimeout = self.clearInterval = function (id) {
    nativeClearTimeout(id);
    if (live.delete(id)) checkIdle();
  };
  if (typeof self.fetch === 'function') {
    var nativeFetch = self.fetch;
    self.fetch = function () {
      pending += 1;
      var done = function () { pending -= 1; checkIdle(); };
      var request = nativeFetch.apply(self, arguments);
      request.then(done, done);
      return request;
    };
  }

  self.onmessage = function (event) {
    self.onmessage = null;
    var run;
    try {
      // Indirect eval: global scope, like a classic script; async, so top-level await works.
      run = (0, eval)('(async function () {\\n' + event.data.code + '\\n})');
    } catch (error) {
      send('error', ['Uncaught ' + error.name + ': ' + error.message]);
      settled = true;
      checkIdle();
      return;
    }
    run()
      .catch(function (error) { send('error', [error && error.name ? error.name + ': ' + error.message : String(error)]); })
      .then(function () { settled = true; checkIdle(); });
  };
})();`;
}
