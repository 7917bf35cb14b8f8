import type { JudgeRequest, JudgeResponse } from '@learnbox/contracts/runner';
import type { Database } from '@learnbox/db';
import type { CodeRequester } from '../code';
import { createMockInterviewsRepository, type MockInterviewsRepository } from './mock-interviews.repository';

/** Runs code against test cases through the code module's judge (the runner). */
export type InterviewJudge = (request: JudgeRequest, requester: CodeRequester) => Promise<JudgeResponse>;

export interface MockInterviewsOptions {
  judge: InterviewJudge;
  /** The clock (tests move it past the time limit). */
  now?: () => Date;
  /**
   * Writes the interviewer's note on a follow-up answer with the chat model, when one is
   * configured (null: the scripted note stands).
   */
  interviewer?:
    | ((input: {
        question: string;
        keywords: string[];
        answer: string;
        scriptedNote: string;
      }) => Promise<string | null>)
    | null;
  /** Picks a problem from the bank (tests fix it); random by default. */
  pick?: <T>(items: T[]) => T;
}

export interface MockInterviewsContext {
  repo: MockInterviewsRepository;
  judge: InterviewJudge;
  now: () => Date;
  pick: <T>(items: T[]) => T;
  interviewer: MockInterviewsOptions['interviewer'];
}

export function createMockInterviewsContext(
  db: Database,
  options: MockInterviewsOptions,
): MockInterviewsContext {
  return {
    repo: createMockInterviewsRepository(db),
    judge: options.judge,
    now: options.now ?? (() => new Date()),
    interviewer: options.interviewer ?? null,
    pick:
      options.pick ?? ((items) => items[Math.floor(Math.random() * items.length)] as (typeof items)[number]),
  };
}
