import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serverApi } from '../../../features/api-client/server-api';
import { pageMetadata } from '../../../features/catalogue/page-metadata';
import { CertificateVerificationScreen } from '../../../features/certificates/certificate-verification-screen';

type Params = Promise<{ id: string }>;

// Read per request as the visitor: a hidden certificate exists for its owner only, a revoked one
// must say so at once.
export const dynamic = 'force-dynamic';

const loadCertificate = async (id: string) => {
  const result = await serverApi.call(apiRefs.certificates.verify, { params: { id } });
  return result.ok ? result.data : null;
};

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  const certificate = await loadCertificate(id);
  if (!certificate) return { title: 'Certificate not found' };
  const metadata = await pageMetadata({
    title: `${certificate.holder_name}: ${certificate.item_title}`,
    description: `Certificate of completion of ${certificate.item_title}, issued by Learnbox.`,
    path: `/certificates/${id}`,
  });
  return { ...metadata, robots: { index: false } };
}

export default async function CertificatePage({ params }: { params: Params }) {
  const { id } = await params;
  const certificate = await loadCertificate(id);
  if (!certificate) notFound();
  return <CertificateVerificationScreen certificate={certificate} />;
}
