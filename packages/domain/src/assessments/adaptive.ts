import { type AbilityEstimate, itemInformation } from './rasch';

/**
 * Computerised adaptive testing on the Rasch model: the next question is the unasked one with the
 * most information at the current ability (for Rasch, the difficulty closest to it), and the test
 * stops at a fixed length or once the ability is known well enough.
 */

export interface BankQuestion {
  id: string;
  difficulty: number;
}

/** Questions per attempt at most, and at least before the precision rule may stop early. */
export const MAX_QUESTIONS = 12;
export const MIN_QUESTIONS = 6;
/** Stop early once the standard error of the ability estimate is below this. */
export const STANDARD_ERROR_TARGET = 0.4;

/** The unasked question with the most information at `ability`; ties go to the lower id. */
export function selectNextQuestion<Q extends BankQuestion>(
  bank: readonly Q[],
  askedIds: ReadonlySet<string>,
  ability: number,
): Q | null {
  let best: Q | null = null;
  let bestInformation = -1;
  for (const question of bank) {
    if (askedIds.has(question.id)) continue;
    const information = itemInformation(ability, question.difficulty);
    const better =
      information > bestInformation + 1e-12 ||
      (Math.abs(information - bestInformation) <= 1e-12 && best !== null && question.id < best.id);
    if (better) {
      best = question;
      bestInformation = information;
    }
  }
  return best;
}

export type StopReason = 'length' | 'precision' | 'bank_exhausted' | 'time';

export interface StopInput {
  answered: number;
  estimate: AbilityEstimate;
  remainingQuestions: number;
  timeIsUp: boolean;
  maxQuestions?: number;
}

/** Why the attempt ends now, or null while it goes on. */
export function stopReason(input: StopInput): StopReason | null {
  if (input.timeIsUp) return 'time';
  if (input.answered >= (input.maxQuestions ?? MAX_QUESTIONS)) return 'length';
  if (input.remainingQuestions === 0) return 'bank_exhausted';
  if (input.answered >= MIN_QUESTIONS && input.estimate.standardError < STANDARD_ERROR_TARGET)
    return 'precision';
  return null;
}
