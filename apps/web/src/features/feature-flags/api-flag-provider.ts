import type { EvaluatedFeatureFlags } from '@learnbox/contracts';
import {
  type EvaluationContext,
  FlagNotFoundError,
  OpenFeatureEventEmitter,
  type Provider,
  ProviderEvents,
  type ResolutionDetails,
  StandardResolutionReasons,
  TypeMismatchError,
} from '@openfeature/web-sdk';

/** Reads the flags as the api evaluated them for the signed-in visitor (GET /api/feature-flags). */
export type FlagFetcher = () => Promise<EvaluatedFeatureFlags['flags'] | null>;

/**
 * The web's OpenFeature provider. It holds no rule and no level: the api evaluates every flag for
 * the visitor (rollout levels, staff or not) and this provider only answers from that on/off map,
 * so a learner's browser never learns a staff-only level. A new user (login, logout: a context
 * change) or `refresh()` fetches the map again; flags the api did not send read as off.
 */
export class ApiFlagProvider implements Provider {
  readonly metadata = { name: 'learnbox-api' } as const;
  readonly runsOn = 'client' as const;
  readonly events = new OpenFeatureEventEmitter();
  private flags: Record<string, boolean>;

  constructor(
    private readonly fetchFlags: FlagFetcher,
    /** The map the server rendered the page with: the first paint matches it, no flash. */
    initial: Record<string, boolean> | null,
  ) {
    this.flags = initial ?? {};
  }

  async initialize(): Promise<void> {
    if (Object.keys(this.flags).length === 0) await this.load();
  }

  async onContextChange(): Promise<void> {
    await this.load();
  }

  /** Fetches again and tells OpenFeature the values may have changed. */
  async refresh(): Promise<void> {
    await this.load();
    this.events.emit(ProviderEvents.ConfigurationChanged);
  }

  private async load(): Promise<void> {
    const flags = await this.fetchFlags();
    // A failed read keeps what we had: a network blip must not switch features off on screen.
    if (flags) this.flags = flags;
  }

  resolveBooleanEvaluation(
    flagKey: string,
    _defaultValue: boolean,
    _context: EvaluationContext,
  ): ResolutionDetails<boolean> {
    const value = this.flags[flagKey];
    if (value === undefined) throw new FlagNotFoundError(`No feature flag named ${flagKey}.`);
    return { value, variant: value ? 'on' : 'off', reason: StandardResolutionReasons.CACHED };
  }

  resolveStringEvaluation(): ResolutionDetails<string> {
    throw new TypeMismatchError('Learnbox feature flags are booleans.');
  }

  resolveNumberEvaluation(): ResolutionDetails<number> {
    throw new TypeMismatchError('Learnbox feature flags are booleans.');
  }

  resolveObjectEvaluation<T extends never>(): ResolutionDetails<T> {
    throw new TypeMismatchError('Learnbox feature flags are booleans.');
  }
}
