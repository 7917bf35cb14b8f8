import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { requireExecutionToken } from './auth/auth.hook';
import { codeTestRoutes } from './code-test/code-test.routes';
import { HARNESS_DIR } from './code-test/code-test.service';
import { openCompileCache } from './compile-cache/open-compile-cache';
import type { RunnerConfig } from './config/env';
import { runnerErrorHandler } from './error-handler';
import { executeRoutes } from './execute/execute.routes';
import type { RunnerContext } from './execute/runner-context';
import { healthRoutes } from './health/health.routes';
import { registerCors } from './http/cors';
import { registerSecurityHeaders } from './http/security-headers';
import { judgeRoutes } from './judge/judge.routes';
import { LanguageRegistry } from './languages/language-registry';
import { WorkPool } from './pool/work-pool';
import { setUpIsolation } from './sandbox/isolation';
import { SANDBOX_GID, SANDBOX_UID } from './sandbox/program-files';

export interface BuildAppOptions {
  logger?: boolean;
}

/**
 * The executions host. Start-up sets up isolation (or refuses: IsolationUnavailableError) and
 * probes the toolchains, so requests only ever prepare a work dir and run.
 */
export async function buildApp(
  config: RunnerConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 4 * 1024 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(runnerErrorHandler);
  // Runs are JSON only; without this a text body would reach validation as a bare string.
  app.removeContentTypeParser('text/plain');
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ errorText: 'Not found.' }));
  app.decorateRequest('caller', null);
  // Before CORS: its preflight answers end the request in their own onRequest hook.
  registerSecurityHeaders(app);
  await registerCors(app, config.allowedOrigins);

  const isolation = await setUpIsolation(config, {
    info: (message) => app.log.info(message),
    warn: (message) => (options.logger ? app.log.warn(message) : process.stderr.write(`${message}\n`)),
  });
  app.addHook('onClose', () => isolation.close());
  try {
    const harness = isolation.exposer.expose(HARNESS_DIR, 'learnbox');
    const languages = await LanguageRegistry.probe(isolation.exposer, {
      cacheDir: path.join(config.stateDir, 'toolchain-cache'),
    });
    // Every slot keeps a sandbox waiting, with every toolchain and harness mounted, so any run
    // there only starts its program.
    isolation.sandbox.keepReady(
      isolation.slots.slots.map((slot) => slot.dir),
      [...harness.mounts, ...languages.mounts()],
    );
    const ctx: RunnerContext = {
      config,
      sandbox: isolation.sandbox,
      pool: new WorkPool(
        isolation.slots.slots,
        config.queueLength,
        // A slot is emptied only once every process that used it has been reaped.
        async (slot) => {
          await isolation.sandbox.settled(slot.dir);
          await isolation.slots.reset(slot);
        },
        (error) => app.log.error({ err: error }, 'a work slot could not be emptied and was retired'),
      ),
      languages,
      fileOwner: isolation.sandbox.backend.isolated ? { uid: SANDBOX_UID, gid: SANDBOX_GID } : null,
      harness: { dir: harness.path, mounts: harness.mounts },
      compileCache: openCompileCache(config, (message) => app.log.warn(message)),
    };
    app.log.info(
      `isolation: ${isolation.summary}; languages: ${languages
        .list()
        .map((r) => `${r.language} ${r.version}`)
        .join(', ')}; not found: ${languages.missing().join(', ') || 'none'}`,
    );

    await app.register(healthRoutes(ctx));
    await app.register(async (runs) => {
      runs.addHook('onRequest', requireExecutionToken(config.executionTokenSecret));
      await runs.register(executeRoutes(ctx));
      await runs.register(judgeRoutes(ctx));
      await runs.register(codeTestRoutes(ctx));
    });
  } catch (error) {
    await isolation.close();
    throw error;
  }
  return app;
}
