import type { Database } from '../client';
import { seedAffiliates } from './affiliates.seed';
import { seedAssessments } from './assessments/assessments.seed';
import { seedBilling } from './billing.seed';
import { seedContent } from './content/content.seed';
import { seedDemoUsers } from './demo-users.seed';
import { seedFeatureFlags } from './feature-flags.seed';
import { seedInterviews } from './interviews/interviews.seed';
import { seedLabs } from './labs/labs.seed';
import { seedMarketing } from './marketing.seed';
import { seedProjects } from './projects/projects.seed';

/**
 * Demo content for a new install. Every step is idempotent, so it runs on each start and
 * later features add their own steps here.
 */
export async function seed(db: Database): Promise<void> {
  // First: later steps grant the demo users access by account id (authorship is by verified e-mail).
  await seedDemoUsers(db);
  await seedFeatureFlags(db);
  await seedAffiliates(db);
  // After the users: it grants the demo subscriber and owner their access by account id.
  await seedContent(db);
  // After the content seed: the demo subscription matches its subscriber entitlement.
  await seedBilling(db);
  // After the content seed: labs are authored by a content author.
  await seedLabs(db);
  await seedProjects(db);
  // Independent of the rest: skill assessments recommend courses by tag, read at result time.
  await seedAssessments(db);
  // Independent of the rest: pages link to content by path only.
  await seedMarketing(db);
  // The mock-interview bank: the lessons' judged exercises and its own problems.
  await seedInterviews(db);
}
