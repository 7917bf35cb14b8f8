import { buildApp } from './app';
import { loadRunnerConfig } from './config/env';
import { IsolationUnavailableError } from './sandbox/isolation';

const config = loadRunnerConfig();
try {
  const app = await buildApp(config, { logger: true });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  if (error instanceof IsolationUnavailableError) {
    process.stderr.write(`\x1b[31m${error.message}\x1b[0m\n`);
  } else {
    process.stderr.write(`The runner could not start: ${(error as Error).message}\n`);
  }
  process.exit(1);
}
