import { type DeployEnvironment, isFeatureEnabled, parseRolloutLevel } from '@learnbox/domain';
import {
  type EvaluationContext,
  FlagNotFoundError,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
  StandardResolutionReasons,
  TypeMismatchError,
} from '@openfeature/server-sdk';

/** Reads every flag's level; the caller decides how fresh (flag-levels.ts caches for a few seconds). */
export interface FlagLevelSource {
  levels(): Promise<Map<string, number>>;
}

/** The evaluation context the api builds from request.user (feature-flags.service.ts). */
export type FlagUserContext = EvaluationContext & { isInternalStaff?: boolean };

/**
 * Our OpenFeature provider: boolean flags backed by the feature_flags table, on or off by the
 * spec's rollout levels (section 4, packages/domain/src/flags/rollout.ts) for the deploy
 * environment and the user in the evaluation context. Only booleans exist: a flag asked for as a
 * string, number or object is a type mismatch, which OpenFeature answers with the caller's default.
 */
export class DatabaseFlagProvider implements Provider {
  readonly metadata = { name: 'learnbox-database' } as const;
  readonly runsOn = 'server' as const;

  constructor(
    private readonly source: FlagLevelSource,
    private readonly environment: DeployEnvironment,
  ) {}

  async resolveBooleanEvaluation(
    flagKey: string,
    _defaultValue: boolean,
    context: FlagUserContext,
  ): Promise<ResolutionDetails<boolean>> {
    const stored = (await this.source.levels()).get(flagKey);
    if (stored === undefined) throw new FlagNotFoundError(`No feature flag named ${flagKey}.`);
    const level = parseRolloutLevel(stored);
    const value = isFeatureEnabled({
      level,
      environment: this.environment,
      isInternalStaff: context.isInternalStaff === true,
    });
    return {
      value,
      variant: value ? 'on' : 'off',
      reason: level === 0 ? StandardResolutionReasons.DISABLED : StandardResolutionReasons.TARGETING_MATCH,
      flagMetadata: { rolloutLevel: level },
    };
  }

  resolveStringEvaluation(): Promise<ResolutionDetails<string>> {
    throw new TypeMismatchError('Learnbox feature flags are booleans.');
  }

  resolveNumberEvaluation(): Promise<ResolutionDetails<number>> {
    throw new TypeMismatchError('Learnbox feature flags are booleans.');
  }

  resolveObjectEvaluation<T extends JsonValue>(): Promise<ResolutionDetails<T>> {
    throw new TypeMismatchError('Learnbox feature flags are booleans.');
  }
}
