import { MARKETING_SLUG_PATTERN } from '@learnbox/contracts/marketing';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MarketingRoute, marketingMetadata } from '../../../features/marketing/marketing-route';

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  if (!MARKETING_SLUG_PATTERN.test(slug)) return { title: 'Page not found' };
  return marketingMetadata(slug);
}

/** /m/{slug}: a marketing page staff made in /staff/marketing (spec section 2 "Landing and content"). */
export default async function MarketingSlugPage({ params }: { params: Params }) {
  const { slug } = await params;
  if (!MARKETING_SLUG_PATTERN.test(slug)) notFound();
  return <MarketingRoute slug={slug} />;
}
