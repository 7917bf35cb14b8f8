import { apiRefs } from '@learnbox/contracts/route-refs';
import Link from 'next/link';
import { serverApi } from '../api-client/server-api';
import { ButtonLink } from '../layout/button-link';
import { EmptyState } from '../layout/empty-state';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { SignInNeeded } from '../progress/sign-in-needed';
import { CertificateCardActions } from './certificate-card-actions';
import { certificatePageHref, issuedOn } from './certificate-links';

/** /certificates: the learner's certificates, to download, share, add to LinkedIn or hide. */
export async function MyCertificatesScreen() {
  const result = await serverApi.call(apiRefs.certificates.mine);
  return (
    <PageContainer>
      <PageIntro eyebrow="My learning" title="My certificates">
        <p>Each certificate has a public page anyone can open to check it.</p>
      </PageIntro>
      {result.status === 401 ? (
        <SignInNeeded title="Log in to see your certificates" what="Certificates are kept on your account." />
      ) : !result.ok ? (
        <EmptyState title="We could not load your certificates">{result.errorText}</EmptyState>
      ) : result.data.items.length === 0 ? (
        <EmptyState
          title="No certificates yet"
          action={<ButtonLink href="/mycourses">My courses</ButtonLink>}
        >
          Complete every lesson of a course, then get its certificate from the course page.
        </EmptyState>
      ) : (
        <ul className="mt-10 grid gap-5 lg:grid-cols-2" data-testid="my-certificates">
          {result.data.items.map((certificate) => (
            <li
              key={certificate.id}
              className="rounded-2xl border border-line bg-surface p-5"
              data-testid="my-certificate"
              data-id={certificate.id}
            >
              <p className="text-sm font-semibold tracking-wide text-muted uppercase">
                {certificate.kind === 'path'
                  ? 'Learning path'
                  : certificate.kind === 'project'
                    ? 'Project'
                    : 'Course'}
              </p>
              <h2 className="mt-1 text-lg font-bold text-fg">
                <Link href={certificatePageHref(certificate.id)} className="hover:underline">
                  {certificate.item_title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-muted">
                Issued {issuedOn(certificate.issued_at)} to {certificate.holder_name}
                {certificate.status.state === 'revoked' ? (
                  <span className="ml-2 font-semibold text-red-700 dark:text-red-300">Revoked</span>
                ) : null}
              </p>
              <div className="mt-4">
                <CertificateCardActions certificate={certificate} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
