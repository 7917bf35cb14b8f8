import type { Duplex } from 'node:stream';

/** What a lab declares about its container; the engine turns it into limits. */
export interface LabSpec {
  /** Stable id chosen by the caller (one lab per learner and work); names the container and home. */
  labId: string;
  image: string;
  memoryBytes: number;
  /** CPU share in whole or fractional cores. */
  cpus: number;
  pids: number;
  /** Size of the learner's home (persistent across stop/start). */
  homeBytes: number;
  /** The home's name when it outlives the lab (one per learner and work); the lab id when unset. */
  homeVolume?: string;
  /** No network at all unless true (the allow-list proxy comes with the api side). */
  egress?: boolean;
  env?: Record<string, string>;
}

export type LabState = 'created' | 'running' | 'stopped' | 'missing';

export interface LabStatus {
  labId: string;
  state: LabState;
  /** Set when the container ended by itself, e.g. 137 after the memory limit killed its main process. */
  exitCode?: number;
  oomKilled?: boolean;
}

export interface ExecOptions {
  cmd: string[];
  cols?: number;
  rows?: number;
  env?: Record<string, string>;
}

/** An interactive process inside a lab: one terminal. */
export interface LabTerminal {
  id: string;
  /** Bytes typed go in, the terminal's screen output comes out (a PTY: stdout and stderr merged). */
  stream: Duplex;
  resize(cols: number, rows: number): Promise<void>;
  /** Exit code once the process has ended, undefined while it runs. */
  exitCode(): Promise<number | undefined>;
}

export type BuildResult = { status: 'SUCCESS'; image: string } | { status: 'FAILURE'; error: string };

/**
 * The live host's view of a container engine. Podman is the embedded default; a Kubernetes
 * implementation (a pod and volume claim per lab) is the same contract at cluster scale.
 */
export interface LabEngine {
  create(spec: LabSpec): Promise<LabStatus>;
  start(labId: string): Promise<LabStatus>;
  stop(labId: string): Promise<LabStatus>;
  /** Deletes the container and its home: the learner's "reset" and the end of a lab. */
  remove(labId: string): Promise<void>;
  /** Deletes the container but keeps its home for the learner's next session. */
  discard(labId: string): Promise<void>;
  imageExists(image: string): Promise<boolean>;
  exec(labId: string, options: ExecOptions): Promise<LabTerminal>;
  inspect(labId: string): Promise<LabStatus>;
  list(): Promise<LabStatus[]>;
  /** Builds a lab image from a Dockerfile `FROM` a base image; the log streams through onLog. */
  build(image: string, dockerfile: string, onLog: (line: string) => void): Promise<BuildResult>;
}
