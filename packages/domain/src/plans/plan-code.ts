import { DomainError } from '../errors/domain-error';
import {
  AUDIENCES,
  type AudienceCode,
  FEATURE_SETS,
  type FeatureSet,
  isAudienceCode,
  isFeatureSet,
  isTermMonths,
  TERM_MONTHS,
  type TermMonths,
} from './plan-catalog';

/**
 * A plan code: product (feature set), months, audience, written `150-12-6000`
 * (spec section 2 "Plan code format is product-months-audience").
 */
export interface PlanCode {
  featureSet: FeatureSet;
  months: TermMonths;
  audience: AudienceCode;
}

/** Message for a code that is not product-months-audience (spec section 2). */
export const PLAN_CODE_FORMAT_MESSAGE = 'Plan code must look like product-months-audience, e.g. 150-12-6000';

const PLAN_CODE_PATTERN = /^(\d+)-(\d+)-(\d+)$/;

/**
 * Parses `product-months-audience` (spec section 2), e.g. '150-12-6000'.
 * Each part must be a known code of spec section 6, because a checkout for a tier, term or
 * audience that does not exist can only fail later with a worse message.
 * Throws a DomainError (status 400) that says which part is wrong.
 */
export function parsePlanCode(code: string): PlanCode {
  const match = PLAN_CODE_PATTERN.exec(typeof code === 'string' ? code.trim() : '');
  if (!match) throw new DomainError(`${PLAN_CODE_FORMAT_MESSAGE} (got '${String(code)}')`);
  const [featureSet, months, audience] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isFeatureSet(featureSet)) {
    throw new DomainError(
      `Unknown product ${featureSet} in plan code '${code}'; expected one of ${FEATURE_SETS.join(', ')}`,
    );
  }
  if (!isTermMonths(months)) {
    throw new DomainError(
      `Unknown term of ${months} months in plan code '${code}'; expected one of ${TERM_MONTHS.join(', ')}`,
    );
  }
  if (!isAudienceCode(audience)) {
    throw new DomainError(
      `Unknown audience ${audience} in plan code '${code}'; expected one of ${AUDIENCES.join(', ')}`,
    );
  }
  return { featureSet, months, audience };
}

/** Writes a plan code back as `product-months-audience` (spec section 2). */
export function formatPlanCode(plan: PlanCode): string {
  return `${plan.featureSet}-${plan.months}-${plan.audience}`;
}
