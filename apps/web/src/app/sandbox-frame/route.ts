import { SANDBOX_FRAME_HTML, SANDBOX_FRAME_POLICY } from '../../features/security/sandbox-frame';

/** The RunJS / WebpackBin sandbox document (features/security/sandbox-frame.ts). */
export function GET(): Response {
  return new Response(SANDBOX_FRAME_HTML, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': SANDBOX_FRAME_POLICY,
      'cache-control': 'public, max-age=3600',
      'x-robots-tag': 'noindex',
    },
  });
}
