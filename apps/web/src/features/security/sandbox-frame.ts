import { serializePolicy } from './content-security-policy';

/**
 * /sandbox-frame: the document RunJS and WebpackBin load into their iframes
 * (sandbox="allow-scripts", so an opaque origin: no cookies, storage or page access). It takes
 * the run's HTML from its parent by postMessage and writes it into itself. Served with a policy
 * of its own: the learner's code needs inline scripts, eval and blob: workers, which the page's
 * policy refuses and a srcdoc iframe would inherit.
 */
export const SANDBOX_FRAME_PATH = '/sandbox-frame';

/** The `source` of the parent's message that carries the document. */
export const SANDBOX_DOCUMENT_SOURCE = 'learnbox-sandbox-document';

export const SANDBOX_FRAME_POLICY = serializePolicy({
  'default-src': ["'none'"],
  'script-src': ["'unsafe-inline'", "'unsafe-eval'", 'blob:', 'data:'],
  'worker-src': ['blob:', 'data:'],
  'style-src': ["'unsafe-inline'"],
  // A learner's project may show pictures and call public APIs; the frame holds nothing to steal.
  'img-src': ['data:', 'blob:', 'https:'],
  'media-src': ['data:', 'blob:', 'https:'],
  'font-src': ['data:', 'https:'],
  'connect-src': ['https:'],
  'form-action': ["'none'"],
  'base-uri': ["'none'"],
  // Only this site's pages frame it; opened on its own it would show a stranger's HTML under
  // our address.
  'frame-ancestors': ["'self'"],
  // Opaque origin even when opened outside the iframe's sandbox attribute.
  sandbox: ['allow-scripts'],
});

/**
 * The frame's own markup. It accepts one document, only from the page that frames it, and
 * replaces itself with it (document.open keeps this response's policy).
 */
export const SANDBOX_FRAME_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>Sandbox</title></head><body><script>
(function () {
  if (window.parent === window) return;
  window.addEventListener('message', function receive(event) {
    var data = event.data;
    if (event.source !== window.parent || !data || data.source !== ${JSON.stringify(SANDBOX_DOCUMENT_SOURCE)} || typeof data.html !== 'string') return;
    window.removeEventListener('message', receive);
    document.open();
    document.write(data.html);
    document.close();
  });
})();
</script></body></html>`;
