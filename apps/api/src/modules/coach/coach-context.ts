import type { JudgeWidgetRequest } from '@learnbox/contracts';
import type { JudgeResponse } from '@learnbox/contracts/runner';
import type { Database } from '@learnbox/db';
import type { FastifyBaseLogger } from 'fastify';
import type { CodeRequester, PageWidgetReader } from '../code';
import type { ChatModel } from './chat-model';
import { type CoachRepository, createCoachRepository } from './coach.repository';

/** Judges a learner's files against a lesson widget's tests (the code module's judge-widget path). */
export type WidgetJudge = (request: JudgeWidgetRequest, requester: CodeRequester) => Promise<JudgeResponse>;

export interface CoachPlanReader {
  planOf(userId: string): Promise<{ is_premium_plus_user: boolean }>;
}

export interface CoachDeps {
  pages: PageWidgetReader;
  judge: WidgetJudge;
  plans: CoachPlanReader;
  /** Null: no model configured, the hint ladder answers alone. */
  model: ChatModel | null;
  now?: () => Date;
}

export interface CoachContext extends Required<Omit<CoachDeps, 'model'>> {
  repo: CoachRepository;
  model: ChatModel | null;
  log: FastifyBaseLogger;
}

export function createCoachContext(db: Database, deps: CoachDeps, log: FastifyBaseLogger): CoachContext {
  return { ...deps, repo: createCoachRepository(db), now: deps.now ?? (() => new Date()), log };
}
