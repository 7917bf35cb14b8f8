import { buildLabsApp } from './app';
import { loadLabsConfig } from './config/env';
import { prepareLabBase } from './images/lab-base';
import { PodmanLabEngine } from './podman/podman-engine';
import { podmanInstalled } from './podman/podman-service';

const config = loadLabsConfig();
if (process.getuid?.() !== 0 || !podmanInstalled()) {
  process.stderr.write(
    'The live host needs root and the lab packages (podman, runc, mmdebstrap, e2fsprogs: LAB_PACKAGES in scripts/lib/setup.mjs).\n',
  );
  process.exit(1);
}
try {
  const engine = await PodmanLabEngine.start(config.stateDir);
  const baseImage = prepareLabBase(config.stateDir, (line) => process.stdout.write(`${line}\n`));
  const app = await buildLabsApp(config, { engine, baseImage, logger: true });
  app.addHook('onClose', async () => engine.close());
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
