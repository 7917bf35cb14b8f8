import type { Metadata } from 'next';
import { pageMetadata } from '../../features/catalogue/page-metadata';
import { MyCertificatesScreen } from '../../features/certificates/my-certificates-screen';

export async function generateMetadata(): Promise<Metadata> {
  const metadata = await pageMetadata({
    title: 'My certificates',
    description: 'The certificates of the courses and paths you completed.',
    path: '/certificates',
  });
  return { ...metadata, robots: { index: false } };
}

export default function MyCertificatesPage() {
  return <MyCertificatesScreen />;
}
