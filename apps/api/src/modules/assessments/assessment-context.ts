import type { Database } from '@learnbox/db';
import type { CurrentUser } from '../../platform/http/current-user';
import { type AssessmentsRepository, createAssessmentsRepository } from './assessments.repository';

export interface CodingTest {
  name: string;
  stdin: string;
  expected_output: string;
}

/**
 * Judges a coding answer against the question's tests through the code module's runner; true
 * when every test passed. `requester` is who the runner's fair share is counted against.
 */
export type CodingJudge = (
  question: { language: string; code: string; tests: CodingTest[] },
  requester: { user: CurrentUser; ip: string },
) => Promise<boolean>;

export interface AssessmentsContext {
  repo: AssessmentsRepository;
  judge: CodingJudge;
  now: () => Date;
}

export function createAssessmentsContext(
  db: Database,
  deps: { judge: CodingJudge; now?: () => Date },
): AssessmentsContext {
  return { repo: createAssessmentsRepository(db), judge: deps.judge, now: deps.now ?? (() => new Date()) };
}
