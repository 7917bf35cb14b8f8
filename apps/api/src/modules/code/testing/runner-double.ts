import type { ExecuteResponse } from '@learnbox/contracts/runner';
import {
  type RunnerClient,
  type RunnerRequest,
  type RunnerResponse,
  RunnerUnreachableError,
} from '../runner-client';

const LIMITS = { wallTimeMs: 5000, cpuTimeMs: 5000, memoryMb: 256, maxProcesses: 16, outputBytes: 65536 };

/**
 * A runner for tests of stored example results (issue 19) that says which toolchain version ran
 * each program, as the real one does. Its "python" prints the program's length and the version;
 * a program mentioning the clock prints the determinism probe it ran under instead, as a real
 * clock-reading program prints another time zone under a probe.
 */
export interface RunnerDouble {
  client: RunnerClient;
  /** The toolchain version of the moment; a test "upgrades" the runner by assigning it. */
  version: string;
  /** Every execute that reached the double. */
  sends: RunnerRequest[];
  /** GET /runtimes reads. */
  runtimeReads: number;
  /** How the double answers an execute; `run` by default. */
  answer: (request: RunnerRequest) => Promise<RunnerResponse>;
  /** The double's own answer to an execute. */
  run(request: RunnerRequest): RunnerResponse;
  /** Back to version 3.12.1, no calls recorded, answering with `run`. */
  reset(): void;
}

/** What the double prints for a program. */
export const doubleOutput = (content: string, version: string, determinismProbe?: number) =>
  content.includes('time') ? `probe ${determinismProbe ?? 0}\n` : `${content.length} bytes on ${version}\n`;

/** The api's error for a runner nobody could reach, as the HTTP client throws it. */
export const unreachable = () => new RunnerUnreachableError('network');

export function createRunnerDouble(): RunnerDouble {
  const double: RunnerDouble = {
    version: '3.12.1',
    sends: [],
    runtimeReads: 0,
    answer: async (request) => double.run(request),
    run(request) {
      const payload = request.payload as { files: Array<{ content: string }>; determinismProbe?: number };
      const content = payload.files.map((file) => file.content).join('');
      const body: ExecuteResponse = {
        status: 'ok',
        stdout: doubleOutput(content, double.version, payload.determinismProbe),
        stderr: '',
        compileOutput: null,
        exitCode: 0,
        signal: null,
        wallTimeMs: 3,
        cpuTimeMs: 2,
        memoryKb: 900,
        truncated: false,
        toolchainVersion: double.version,
      };
      return { status: 200, body };
    },
    reset() {
      double.version = '3.12.1';
      double.sends.length = 0;
      double.runtimeReads = 0;
      double.answer = async (request) => double.run(request);
    },
    client: {
      send: async (request) => {
        double.sends.push(request);
        return double.answer(request);
      },
      runtimes: async () => {
        double.runtimeReads += 1;
        const python = {
          language: 'python',
          name: 'Python',
          version: double.version,
          compiled: false,
          defaultFileName: 'main.py',
        };
        return { status: 200, body: { runtimes: [python], limits: { defaults: LIMITS, maxima: LIMITS } } };
      },
    },
  };
  return double;
}
