import type { RunnerLanguage, RuntimeInfo } from '@learnbox/contracts/runner';
import type { HostPathExposer } from '../sandbox/host-paths';
import type { SandboxMount } from '../sandbox/sandbox-layout';
import { LANGUAGE_PROBES, type ProbeOptions, type Runtime } from './language-definitions';

/** The languages found on this host at start; probing once keeps version commands off the request path. */
export class LanguageRegistry {
  private constructor(private readonly runtimes: ReadonlyMap<RunnerLanguage, Runtime>) {}

  static async probe(exposer: HostPathExposer, options: ProbeOptions = {}): Promise<LanguageRegistry> {
    const entries = await Promise.all(
      (Object.entries(LANGUAGE_PROBES) as [RunnerLanguage, (typeof LANGUAGE_PROBES)[RunnerLanguage]][]).map(
        async ([language, probe]) => [language, await probe(exposer, options).catch(() => null)] as const,
      ),
    );
    return new LanguageRegistry(
      new Map(entries.filter((e): e is readonly [RunnerLanguage, Runtime] => e[1] !== null)),
    );
  }

  get(language: RunnerLanguage): Runtime | undefined {
    return this.runtimes.get(language);
  }

  list(): RuntimeInfo[] {
    return [...this.runtimes.values()].map((r) => ({
      language: r.language,
      name: r.name,
      version: r.version,
      compiled: r.compile !== null,
      defaultFileName: r.defaultFileName(''),
    }));
  }

  /** What every installed toolchain needs mounted in a sandbox. */
  mounts(): SandboxMount[] {
    return [...this.runtimes.values()].flatMap((r) => r.mounts);
  }

  missing(): RunnerLanguage[] {
    return (Object.keys(LANGUAGE_PROBES) as RunnerLanguage[]).filter((l) => !this.runtimes.has(l));
  }
}
