import { buildLabsApp } from './app';
import { type LabsConfig, loadLabsConfig } from './config/env';
import type { LabEngine } from './engine/lab-engine';
import { prepareLabBase } from './images/lab-base';
import { clusterLabBase } from './kubernetes/cluster-base-image';
import { KubernetesLabEngine } from './kubernetes/kubernetes-engine';
import { missingLabPackages } from './podman/lab-packages';
import { PodmanLabEngine } from './podman/podman-engine';

interface Engine {
  engine: LabEngine;
  baseImage: Promise<unknown>;
  close(): Promise<void>;
}

const log = (line: string) => process.stdout.write(`${line}\n`);

/** LABS_ENGINE: pods in a cluster (its credentials from the pod's service account), or podman here. */
async function startEngine(config: LabsConfig): Promise<Engine> {
  if (config.cluster) {
    const engine = KubernetesLabEngine.fromEnvironment(config.cluster);
    const baseImage = clusterLabBase(engine, config.cluster.registry);
    baseImage.then(
      (image) => log(`labs: base image ${image} found in the registry`),
      (error: Error) => log(`labs: ${error.message}`),
    );
    return { engine, baseImage, close: () => engine.close() };
  }
  const missing = missingLabPackages();
  if (process.getuid?.() !== 0 || missing.length > 0) {
    process.stderr.write(
      process.getuid?.() !== 0
        ? 'The live host needs root for its containers.\n'
        : `The live host needs the Debian packages ${missing.join(' ')} (apps/labs/lab-packages.json): apt-get install -y ${missing.join(' ')}\n`,
    );
    process.exit(1);
  }
  const engine = await PodmanLabEngine.start(config.stateDir, {
    pool: config.pool,
    log: (line) => log(`labs: ${line}`),
  });
  return { engine, baseImage: prepareLabBase(config.stateDir, log), close: () => engine.close() };
}

const config = loadLabsConfig();
try {
  const { engine, baseImage, close } = await startEngine(config);
  const app = await buildLabsApp(config, { engine, baseImage, logger: true });
  app.addHook('onClose', close);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  process.stderr.write(`The live host could not start: ${(error as Error).message}\n`);
  process.exit(1);
}
