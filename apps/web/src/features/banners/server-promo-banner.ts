import { cookies } from 'next/headers';
import { readPromoBannerClosed } from './promo-banner-cookie';

/** Read per request: whether the visitor closed the promotional banner in this browser session. */
export async function readServerPromoBannerClosed(): Promise<boolean> {
  return readPromoBannerClosed(await cookies());
}
