import {
  type MarketingPage,
  type MarketingPageSettings,
  marketingPagePath,
  marketingPageSettingsSchema,
} from '@learnbox/contracts';
import { DomainError, MARKETING_MESSAGES, STATUS } from '@learnbox/domain';
import type { MarketingPageRow, MarketingRepository } from './marketing.repository';

const notFound = () => new DomainError(MARKETING_MESSAGES.PAGE_NOT_FOUND, STATUS.NOT_FOUND);

/**
 * Stored settings are read through the same schema they were written with, so a page saved
 * before a setting existed gets that setting's default instead of a hole.
 */
function toPage(row: MarketingPageRow): MarketingPage {
  return {
    slug: row.slug,
    path: marketingPagePath(row.slug),
    settings: marketingPageSettingsSchema.parse(row.settings),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A visitor's read: public and unlisted pages; a draft is not there (404, like a missing one). */
export async function readPublicPage(pages: MarketingRepository, slug: string): Promise<MarketingPage> {
  const row = await pages.page(slug);
  if (!row || row.visibility === 'draft') throw notFound();
  return toPage(row);
}

/** Public pages only: unlisted ones are for the people given the link, drafts for staff. */
export async function listPublicPages(pages: MarketingRepository) {
  return {
    pages: (await pages.publicPages()).map(toPage).map((page) => ({
      slug: page.slug,
      path: page.path,
      title: page.settings.title,
      summary: page.settings.summary,
      tags: page.settings.tags,
      published_date: page.settings.published_date,
      updated_at: page.updated_at,
    })),
  };
}

export async function listPages(pages: MarketingRepository): Promise<{ pages: MarketingPage[] }> {
  return { pages: (await pages.allPages()).map(toPage) };
}

export async function createPage(
  pages: MarketingRepository,
  slug: string,
  settings: MarketingPageSettings,
): Promise<MarketingPage> {
  const row = await pages.insertPage(slug, settings.visibility, settings);
  if (!row) throw new DomainError(MARKETING_MESSAGES.SLUG_TAKEN, STATUS.ALREADY_EXISTS);
  return toPage(row);
}

export async function updatePage(
  pages: MarketingRepository,
  slug: string,
  settings: MarketingPageSettings,
): Promise<MarketingPage> {
  const row = await pages.updatePage(slug, settings.visibility, settings);
  if (!row) throw notFound();
  return toPage(row);
}

export async function deletePage(pages: MarketingRepository, slug: string): Promise<{ status: true }> {
  if (!(await pages.deletePage(slug))) throw notFound();
  return { status: true };
}
