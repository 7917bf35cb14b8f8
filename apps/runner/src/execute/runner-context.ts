import type { CompileCache } from '../compile-cache/compile-cache';
import type { RunnerConfig } from '../config/env';
import type { LanguageRegistry } from '../languages/language-registry';
import type { WorkPool } from '../pool/work-pool';
import type { SandboxMount } from '../sandbox/sandbox-layout';
import type { Sandbox } from '../sandbox/sandbox-runner';
import type { WorkSlot } from '../sandbox/work-slots';

/** What the run services need; built once in buildApp and passed in, so services never see HTTP. */
export interface RunnerContext {
  config: RunnerConfig;
  sandbox: Sandbox;
  pool: WorkPool<WorkSlot>;
  languages: LanguageRegistry;
  /** Owner of files written into work dirs (the sandbox user), or null without isolation. */
  fileOwner: { uid: number; gid: number } | null;
  /** The test harnesses, as programs see them. */
  harness: { dir: string; mounts: SandboxMount[] };
  /** Compiled output by source and toolchain (compile-cache.ts); null turns it off. */
  compileCache: CompileCache | null;
}
