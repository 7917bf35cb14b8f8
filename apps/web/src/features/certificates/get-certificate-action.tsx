'use client';

import type { CertificateOffer } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { formatMoney } from '@learnbox/domain';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { api } from '../api-client/api-client';
import { buttonClasses } from '../layout/button-link';
import { certificateCheckoutHref, certificatePageHref } from './certificate-links';

/**
 * "Get your certificate" on a completed course or path: a subscriber claims it (their plan
 * includes it), anyone else goes to the certificate-purchase checkout (courses only: a path's
 * certificate is not sold); once issued, it links to the certificate.
 */
export function GetCertificateAction({
  kind = 'course',
  itemId,
}: {
  kind?: 'course' | 'path';
  itemId: string;
}) {
  const [offer, setOffer] = useState<CertificateOffer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void api.call(apiRefs.certificates.offer, { query: { kind, item_id: itemId } }).then((reply) => {
      if (!live) return;
      if (reply.ok) setOffer(reply.data);
      else setError(reply.errorText);
    });
    return () => {
      live = false;
    };
  }, [kind, itemId]);

  const claim = async () => {
    setBusy(true);
    const reply = await api.call(apiRefs.certificates.claim, { body: { kind, item_id: itemId } });
    setBusy(false);
    if (reply.ok) {
      setOffer((current) => current && { ...current, certificate_id: reply.data.id });
      setError(null);
    } else setError(reply.errorText);
  };

  if (!offer?.completed) return error ? <p role="alert">{error}</p> : null;
  return (
    <div data-testid="certificate-action">
      {offer.certificate_id ? (
        <Link
          href={certificatePageHref(offer.certificate_id)}
          className={buttonClasses('secondary')}
          data-testid="view-certificate"
        >
          View your certificate
        </Link>
      ) : offer.included_in_plan ? (
        <button
          type="button"
          onClick={claim}
          disabled={busy}
          className={buttonClasses('secondary')}
          data-testid="get-certificate"
        >
          Get your certificate
        </button>
      ) : offer.price_cents === null ? null : (
        <Link
          href={certificateCheckoutHref(itemId)}
          className={buttonClasses('secondary')}
          data-testid="buy-certificate"
        >
          Get your certificate
          {` (${formatMoney(offer.price_cents, 'USD')})`}
        </Link>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
