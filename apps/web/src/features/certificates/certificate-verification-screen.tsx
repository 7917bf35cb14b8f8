import type { CertificateVerification } from '@learnbox/contracts';
import { PageContainer } from '../page-intro/page-intro';
import { certificatePdfHref, issuedOn } from './certificate-links';

const KIND_WORDS = { course: 'the course', path: 'the learning path', project: 'the project' } as const;

/** /certificates/{id}: who earned what and when, and whether the certificate is still valid. */
export function CertificateVerificationScreen({ certificate }: { certificate: CertificateVerification }) {
  const revoked = certificate.status.state === 'revoked';
  return (
    <PageContainer>
      <article
        className="mx-auto max-w-3xl rounded-2xl border border-line bg-surface p-8 text-center"
        data-testid="certificate-verification"
        data-status={certificate.status.state}
      >
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">Learnbox certificate</p>
        <h1 className="mt-3 text-3xl font-bold text-fg" data-testid="certificate-holder">
          {certificate.holder_name}
        </h1>
        <p className="mt-2 text-muted">completed {KIND_WORDS[certificate.kind]}</p>
        <p className="mt-2 text-2xl font-semibold text-fg" data-testid="certificate-item">
          {certificate.item_title}
        </p>
        <p className="mt-3 text-muted">Issued on {issuedOn(certificate.issued_at)}</p>
        {revoked ? (
          <div
            role="status"
            className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
            data-testid="certificate-status"
          >
            <p className="font-semibold">
              Revoked on {issuedOn(certificate.status.revoked_at ?? '')}: this certificate is no longer valid.
            </p>
            {certificate.status.reason ? <p className="mt-1">Reason: {certificate.status.reason}</p> : null}
          </div>
        ) : (
          <p
            role="status"
            className="mt-6 inline-block rounded-full bg-green-100 px-4 py-1 font-semibold text-green-800 dark:bg-green-950 dark:text-green-200"
            data-testid="certificate-status"
          >
            Valid certificate
          </p>
        )}
        <p className="mt-6 text-sm text-muted">
          Certificate id <code>{certificate.id}</code> ·{' '}
          <a href={certificatePdfHref(certificate.id)} className="text-brand underline">
            PDF
          </a>
        </p>
      </article>
    </PageContainer>
  );
}
