import type {
  EmailCaptureBody,
  MarketingFormSubmissionBody,
  MarketingPageSettings,
  NudgeInteractionBody,
} from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import { captureEmail, type KeptAttribution, listCaptures } from './capture-email';
import { createMarketingRepository } from './marketing.repository';
import { listSubmissions, readForm, submitForm } from './marketing-forms';
import {
  createPage,
  deletePage,
  listPages,
  listPublicPages,
  readPublicPage,
  updatePage,
} from './marketing-pages';
import { logNudgeInteraction, recordTriggeredEvents } from './record-events';

/** The marketing use cases on one database: what the routes call. */
export function marketingServiceFor(db: Database) {
  const store = createMarketingRepository(db);
  return {
    publicPage: (slug: string) => readPublicPage(store, slug),
    publicListing: () => listPublicPages(store),
    listPages: () => listPages(store),
    createPage: (slug: string, settings: MarketingPageSettings) => createPage(store, slug, settings),
    updatePage: (slug: string, settings: MarketingPageSettings) => updatePage(store, slug, settings),
    deletePage: (slug: string) => deletePage(store, slug),
    captureEmail: (body: EmailCaptureBody, userId: string | null, origin: KeptAttribution) =>
      captureEmail(store, body, userId, origin),
    listCaptures: () => listCaptures(store),
    form: (id: string) => readForm(store, id),
    listSubmissions: () => listSubmissions(store),
    submitForm: (
      id: string,
      body: MarketingFormSubmissionBody,
      userId: string | null,
      origin: KeptAttribution,
    ) => submitForm(store, id, body, userId, origin),
    triggeredMulti: (events: string, userId: string | null) => recordTriggeredEvents(store, events, userId),
    logNudge: (body: NudgeInteractionBody, userId: string | null) => logNudgeInteraction(store, body, userId),
  };
}
