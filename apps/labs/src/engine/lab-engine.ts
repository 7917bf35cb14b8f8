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
  /**
   * The lab never has a network of its own; when true its programs reach the host's egress proxy
   * (which applies the lab's allow-list) on 127.0.0.1 through HTTP(S)_PROXY.
   */
  egress?: boolean;
  /** Linux capabilities added back after dropping all; only grantable ones (network/capabilities.ts). */
  capabilities?: string[];
  /** The port the lab's app listens on (its preview); the cluster engine opens a Service for it. */
  appPort?: number | null;
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
  /**
   * The lab's container with its home; a NEW home is seeded first with the image's /home/learner
   * (the author's state). An engine with warm containers may answer 'running' at once.
   */
  create(spec: LabSpec): Promise<LabStatus>;
  start(labId: string): Promise<LabStatus>;
  stop(labId: string): Promise<LabStatus>;
  /** Deletes the container and its home: the learner's "reset" and the end of a lab. */
  remove(labId: string): Promise<void>;
  /** Deletes the container but keeps its home for the learner's next session. */
  discard(labId: string): Promise<void>;
  /** Deletes a named home (LabSpec.homeVolume) whose lab is discarded: the learner's reset. */
  removeHome(homeVolume: string): Promise<void>;
  imageExists(image: string): Promise<boolean>;
  exec(labId: string, options: ExecOptions): Promise<LabTerminal>;
  inspect(labId: string): Promise<LabStatus>;
  list(): Promise<LabStatus[]>;
  /**
   * Opens the running lab's doors (its preview relay, and its egress proxy port when it has
   * egress). `start` does it; a host that finds a lab already running after its own restart
   * calls it before the learner uses the lab, or that lab's egress stays closed.
   */
  attachNetwork(labId: string): Promise<void>;
  /** A TCP connection to `port` on the lab's own loopback (its app preview); PortClosedError when closed. */
  connect(labId: string, port: number): Promise<Duplex>;
  /** Who answers the connections labs created with `egress` make to their proxy. */
  onEgress(handler: (labId: string, socket: Duplex) => void): void;
  /** Builds a lab image from a Dockerfile `FROM` a base image; the log streams through onLog. */
  build(image: string, dockerfile: string, onLog: (line: string) => void): Promise<BuildResult>;
}

/** Thrown by LabEngine.connect when nothing listens on the lab's port (yet). */
export class PortClosedError extends Error {
  constructor(readonly port: number) {
    super(`Nothing listens on port ${port} in the lab`);
  }
}
