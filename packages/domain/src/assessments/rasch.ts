/**
 * The 1-parameter IRT (Rasch) model behind skill assessments: a learner of ability θ answers a
 * question of difficulty b correctly with probability 1 / (1 + e^-(θ - b)). Ability is estimated
 * by EAP (the mean of the posterior over a grid, with a standard normal prior), which, unlike
 * maximum likelihood, stays finite after all-right or all-wrong answers.
 */

export interface Response {
  difficulty: number;
  correct: boolean;
}

export interface AbilityEstimate {
  /** The posterior mean of θ. */
  ability: number;
  /** The posterior standard deviation: how sure the estimate is. */
  standardError: number;
}

/** θ is searched over [-ABILITY_BOUND, ABILITY_BOUND]; difficulties live in the same range. */
export const ABILITY_BOUND = 4;
const GRID_STEP = 0.05;
const GRID: number[] = Array.from(
  { length: Math.round((2 * ABILITY_BOUND) / GRID_STEP) + 1 },
  (_, index) => -ABILITY_BOUND + index * GRID_STEP,
);

export function probabilityCorrect(ability: number, difficulty: number): number {
  return 1 / (1 + Math.exp(-(ability - difficulty)));
}

/** Fisher information of a Rasch item at θ: p(1 - p), largest where b equals θ. */
export function itemInformation(ability: number, difficulty: number): number {
  const p = probabilityCorrect(ability, difficulty);
  return p * (1 - p);
}

/** EAP estimate of θ after these responses (none: the prior, 0 ± 1). */
export function estimateAbility(responses: readonly Response[]): AbilityEstimate {
  // Log weights keep long runs of answers from underflowing.
  const logWeights = GRID.map((theta) => {
    let log = -(theta * theta) / 2;
    for (const response of responses) {
      const p = probabilityCorrect(theta, response.difficulty);
      log += Math.log(response.correct ? p : 1 - p);
    }
    return log;
  });
  const top = Math.max(...logWeights);
  const weights = logWeights.map((log) => Math.exp(log - top));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const mean = GRID.reduce((sum, theta, index) => sum + theta * (weights[index] ?? 0), 0) / total;
  const variance =
    GRID.reduce((sum, theta, index) => sum + (theta - mean) ** 2 * (weights[index] ?? 0), 0) / total;
  return { ability: mean, standardError: Math.sqrt(variance) };
}
