'use client';

import { type IframeHTMLAttributes, useRef } from 'react';
import { SANDBOX_DOCUMENT_SOURCE, SANDBOX_FRAME_PATH } from '../security/sandbox-frame';

type FrameProps = Omit<IframeHTMLAttributes<HTMLIFrameElement>, 'src' | 'srcDoc' | 'sandbox' | 'onLoad'>;

/**
 * A sandboxed iframe (allow-scripts only: opaque origin) showing `html`. It loads
 * /sandbox-frame, whose own Content-Security-Policy lets the learner's code run, and hands it the
 * document once loaded. Remount it (a new `key`) for a new document.
 */
export function SandboxFrame({ html, ...props }: FrameProps & { html: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  return (
    <iframe
      {...props}
      ref={ref}
      src={SANDBOX_FRAME_PATH}
      sandbox="allow-scripts"
      onLoad={() => {
        // The frame's origin is opaque, so '*' is the only target that reaches it; what it gets
        // is the learner's own code.
        ref.current?.contentWindow?.postMessage({ source: SANDBOX_DOCUMENT_SOURCE, html }, '*');
      }}
    />
  );
}
