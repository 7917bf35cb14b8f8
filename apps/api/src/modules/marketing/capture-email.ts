import type { EmailCaptureBody, EmailCaptureReply } from '@learnbox/contracts';
import { MARKETING_MESSAGES } from '@learnbox/domain';
import type { MarketingRepository } from './marketing.repository';

/** Where the visitor came from, as the analytics module cleaned the browser's snapshot. */
export interface KeptAttribution {
  attribution: Record<string, string>;
  source: string;
}

/**
 * PUT /api/event/marketing/email-capture: keeps an e-mail left in a page's call to action. The
 * address is the contract's (trimmed, lower-cased), so "Ann@x.org " and "ann@x.org" are one row.
 */
export async function captureEmail(
  captures: MarketingRepository,
  body: EmailCaptureBody,
  userId: string | null,
  origin: KeptAttribution,
): Promise<EmailCaptureReply> {
  const { id, created } = await captures.captureEmail({
    email: body.email,
    // Query and hash are not part of which page it was: one row per page, however it was reached.
    marketingPageUrl: body.marketing_page_url.split(/[?#]/)[0] || '/',
    ctaUrl: body.cta_url,
    userId,
    attribution: origin.attribution,
    source: origin.source,
  });
  return {
    id,
    created,
    message: created ? MARKETING_MESSAGES.EMAIL_CAPTURED : MARKETING_MESSAGES.EMAIL_ALREADY_CAPTURED,
  };
}

export async function listCaptures(captures: MarketingRepository) {
  const rows = await captures.recentCaptures();
  return {
    captures: rows.map((row) => ({
      id: row.id,
      email: row.email,
      marketing_page_url: row.marketingPageUrl,
      cta_url: row.ctaUrl,
      source: row.source,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
