'use client';

import { LAB_PAGE_MESSAGES } from '@learnbox/domain';
import { useState } from 'react';
import { previewAuthUrl } from './preview-url';

/**
 * The lab's app preview: its own origin in a frame, opened through the live host's handshake
 * (preview-url.ts), with a reload button and a link that opens it in a tab of its own. No sandbox
 * attribute: the app is on an origin of its own already, and a sandbox would break its cookies.
 */
export function LabPreview({ previewUrl, auth }: { previewUrl: string; auth: string }) {
  const [loads, setLoads] = useState(0);
  const src = previewAuthUrl(previewUrl, auth);
  return (
    <section aria-labelledby="lab-preview-title" className="rounded-2xl border border-line bg-surface p-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="lab-preview-title" className="font-semibold text-fg">
          {LAB_PAGE_MESSAGES.PREVIEW}
        </h2>
        <button
          type="button"
          onClick={() => setLoads((n) => n + 1)}
          className="ml-auto rounded-full border border-line px-3 py-0.5 text-sm text-fg"
          data-testid="lab-preview-reload"
        >
          {LAB_PAGE_MESSAGES.PREVIEW_RELOAD}
        </button>
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm underline"
          data-testid="lab-preview-new-tab"
        >
          {LAB_PAGE_MESSAGES.PREVIEW_NEW_TAB}
        </a>
      </div>
      <iframe
        key={loads}
        src={src}
        title={LAB_PAGE_MESSAGES.PREVIEW}
        className="mt-2 h-80 w-full rounded-lg border border-line bg-white"
        data-testid="lab-preview"
      />
    </section>
  );
}
