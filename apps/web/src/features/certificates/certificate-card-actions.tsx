'use client';

import type { MyCertificate } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { useState } from 'react';
import { api } from '../api-client/api-client';
import { buttonClasses } from '../layout/button-link';
import { certificatePdfHref } from './certificate-links';

const smallButton =
  'inline-flex h-9 items-center rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';

/** Download, share, Add to LinkedIn and hide/show for one of the learner's certificates. */
export function CertificateCardActions({ certificate }: { certificate: MyCertificate }) {
  const [hidden, setHidden] = useState(certificate.hidden);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const toggleHidden = async () => {
    setBusy(true);
    const reply = await api.call(apiRefs.certificates.setHidden, {
      params: { id: certificate.id },
      body: { hidden: !hidden },
    });
    setBusy(false);
    if (reply.ok) {
      setHidden(reply.data.hidden);
      setError(null);
    } else setError(reply.errorText);
  };

  const share = async () => {
    const url = certificate.verification_url;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: certificate.item_title, url });
        return;
      } catch {
        // Cancelled or refused: fall back to copying the link.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNote('Link copied.');
    } catch {
      setNote(url);
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <a
          href={certificatePdfHref(certificate.id)}
          className={buttonClasses('primary')}
          data-testid="download-pdf"
          download
        >
          Download PDF
        </a>
        <button type="button" className={smallButton} onClick={share} disabled={hidden}>
          Share
        </button>
        <a
          href={certificate.linkedin_url}
          target="_blank"
          rel="noopener noreferrer"
          className={smallButton}
          data-testid="add-to-linkedin"
        >
          Add to LinkedIn
        </a>
        <button
          type="button"
          className={smallButton}
          onClick={toggleHidden}
          disabled={busy}
          aria-pressed={hidden}
          data-testid="hide-certificate"
        >
          {hidden ? 'Show on its public page' : 'Hide from the public'}
        </button>
      </div>
      {hidden ? (
        <p className="text-sm text-muted" data-testid="certificate-hidden">
          Hidden: its verification page is visible to you only.
        </p>
      ) : null}
      {note ? (
        <p className="text-sm text-muted" role="status">
          {note}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
