import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoutes } from '@learnbox/contracts';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parse as parseYaml } from 'yaml';
import { API_ENV_VARS, parseApiConfig } from '../apps/api/src/platform/config/env';
import { parseRunnerEnv, RUNNER_ENV_VARS } from '../apps/runner/src/config/env';
import { parseWebEnv, WEB_ENV_VARS } from '../apps/web/src/config/env';
import { parseTrustedProxies } from '../apps/web/src/server/forwarded-headers.mjs';

/**
 * Keeps deploy/ honest against the code: every variable the Dockerfiles, compose and Kubernetes
 * set is one an app parses (and its value passes that parser), every COPY source exists, ports
 * and health paths are the apps' own, and no secret value is committed.
 */

const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

type App = 'api' | 'runner' | 'web';
const APPS: App[] = ['api', 'runner', 'web'];
const DEFAULT_PORTS: Record<App, number> = { api: 4000, runner: 4100, web: 3000 };
const HEALTH_PATHS: Record<App, string> = {
  api: '/api/health',
  runner: '/health',
  web: '/favicon-light.svg',
};

// --- what each app reads -------------------------------------------------------------------------

/** The variables each app says it reads: its env schema's keys, exported next to its parser. */
const KNOWN: Record<App, Set<string>> = {
  api: new Set(API_ENV_VARS),
  runner: new Set(RUNNER_ENV_VARS),
  web: new Set(WEB_ENV_VARS),
};
const KNOWN_ANYWHERE = new Set(APPS.flatMap((app) => [...KNOWN[app]]));

/** A secret-looking name: its value must never be committed. */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|_KEY$|DATABASE_URL|REDIS_URL|SMTP_URL/;
const DUMMY_SECRET = 'test-only-not-a-secret-0123456789abcdef';

/** What the apps are fed in tests below: every secret placeholder replaced by a dummy value. */
function withDummySecrets(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => {
      if (key === 'DATABASE_URL') return [key, 'postgres://user:pass@db:5432/learnbox'];
      if (key === 'REDIS_URL') return [key, 'redis://user:pass@cache:6379'];
      if (SECRET_NAME.test(key) && (value === '' || value === 'CHANGE_ME')) return [key, DUMMY_SECRET];
      return [key, value];
    }),
  );
}

/** Runs an app's own parser over an environment; throws on anything it would refuse at start. */
function parseAs(app: App, env: Record<string, string>): void {
  if (app === 'api') parseApiConfig(env);
  if (app === 'runner') parseRunnerEnv(env);
  if (app === 'web') {
    parseWebEnv(env);
    parseTrustedProxies(env.TRUSTED_PROXIES);
  }
}

// --- deploy files ------------------------------------------------------------------------------------

const DOCKERFILES = Object.fromEntries(
  APPS.map((app) => [app, read(`deploy/docker/${app}.Dockerfile`)]),
) as Record<App, string>;

/** Instructions with their continuation lines joined, comments dropped. */
const instructions = (dockerfile: string) =>
  dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

/** deploy/.env.example: the file compose reads (as deploy/.env) for ${...} and the api's env_file. */
const deployEnv = Object.fromEntries(
  read('deploy/.env.example')
    .split('\n')
    .filter((line) => /^[A-Z]/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
) as Record<string, string>;

/** Compose's ${VAR}, ${VAR:-default} and ${VAR:?message}, resolved against deploy/.env.example. */
function interpolate(value: string): string {
  return value.replace(
    /\$\{([A-Z0-9_]+)(?::?([-?])([^}]*))?\}/g,
    (_, name: string, op?: string, arg = '') => {
      const set = deployEnv[name];
      if (set !== undefined && set !== '') return set;
      if (op === '-') return arg;
      if (op === '?' || SECRET_NAME.test(name)) return DUMMY_SECRET;
      return '';
    },
  );
}

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  env_file?: { path: string }[];
  ports?: string[];
  expose?: string[];
  cap_add?: string[];
  privileged?: boolean;
  depends_on?: Record<string, { condition: string }>;
}
const composeSource = read('deploy/compose.yaml');
const compose = parseYaml(composeSource) as { services: Record<string, ComposeService> };

const K8S_DIR = 'deploy/k8s';
const k8sFiles = readdirSync(join(ROOT, K8S_DIR)).filter((name) => name.endsWith('.yaml'));
// biome-ignore lint/suspicious/noExplicitAny: Kubernetes objects are checked field by field below
type K8sObject = any;
const k8s: { file: string; object: K8sObject }[] = k8sFiles.flatMap((file) =>
  parseAllDocuments(read(`${K8S_DIR}/${file}`)).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]?.message}`);
    return { file, object: doc.toJS() as K8sObject };
  }),
);
const ofKind = (kind: string) =>
  k8s.filter(({ object }) => object?.kind === kind).map(({ object }) => object);
const configMap = ofKind('ConfigMap')[0]?.data as Record<string, string>;
const secretTemplate = ofKind('Secret')[0]?.stringData as Record<string, string>;
const deployment = (app: App) =>
  ofKind('Deployment').find((d: K8sObject) => d.metadata.name === `learnbox-${app}`) as K8sObject;
const service = (app: App) =>
  ofKind('Service').find((s: K8sObject) => s.metadata.name === `learnbox-${app}`) as K8sObject;

/** The environment a Deployment's first container gets from the ConfigMap, the Secret and env. */
function k8sEnv(app: App): Record<string, string> {
  const container = deployment(app).spec.template.spec.containers[0];
  const env: Record<string, string> = {};
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) Object.assign(env, configMap);
    if (from.secretRef) Object.assign(env, secretTemplate);
  }
  for (const entry of container.env ?? []) {
    const ref = entry.valueFrom?.secretKeyRef ?? entry.valueFrom?.configMapKeyRef;
    const source = entry.valueFrom?.secretKeyRef ? secretTemplate : configMap;
    env[entry.name] = entry.value ?? source[ref.key];
  }
  return env;
}

describe('deploy: environment variables', () => {
  it('reads the variable names from the apps’ env parsers', () => {
    expect(KNOWN.api).toContain('AUTH_SECRET');
    expect(KNOWN.api).toContain('RUNNER_ORIGIN');
    expect(KNOWN.runner).toContain('EXECUTION_TOKEN_SECRET');
    expect(KNOWN.runner).toContain('RUNNER_ALLOWED_ORIGINS');
    expect(KNOWN.web).toContain('API_ORIGIN');
    expect(KNOWN.web).toContain('TRUSTED_PROXIES');
    expect(KNOWN.web).toContain('PORT');
    // The names are the parsers' own, so a name no app reads fails the checks below.
    expect(KNOWN_ANYWHERE).not.toContain('NOT_A_LEARNBOX_VARIABLE');
  });

  it('compose sets only variables each app parses, with values its parser accepts', () => {
    for (const app of APPS) {
      const svc = compose.services[app];
      expect(svc, app).toBeDefined();
      const environment = svc?.environment ?? {};
      expect(Object.keys(environment).filter((key) => !KNOWN[app].has(key))).toEqual([]);
      const fromFile = svc?.env_file ? deployEnv : {};
      const env = withDummySecrets({
        ...fromFile,
        ...Object.fromEntries(Object.entries(environment).map(([k, v]) => [k, interpolate(String(v))])),
      });
      expect(() => parseAs(app, env), app).not.toThrow();
    }
  });

  it('deploy/.env.example holds only app variables or ones compose interpolates', () => {
    const interpolated = new Set([...composeSource.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]));
    for (const key of Object.keys(deployEnv)) {
      expect(KNOWN.api.has(key) || interpolated.has(key), key).toBe(true);
    }
    expect(compose.services.api?.env_file?.map((f) => f.path)).toEqual(['.env']);
  });

  it('every ConfigMap and Secret key is one an app parses', () => {
    expect(Object.keys(configMap).filter((key) => !KNOWN_ANYWHERE.has(key))).toEqual([]);
    expect(Object.keys(secretTemplate).filter((key) => !KNOWN_ANYWHERE.has(key))).toEqual([]);
  });

  it('each Deployment’s environment passes its app’s parser', () => {
    for (const app of APPS) {
      const env = k8sEnv(app);
      expect(
        Object.values(env).every((value) => value !== undefined),
        app,
      ).toBe(true);
      expect(() => parseAs(app, withDummySecrets(env)), app).not.toThrow();
    }
    // The runner gets the one secret it needs, not the api's.
    expect(Object.keys(k8sEnv('runner')).filter((key) => SECRET_NAME.test(key))).toEqual([
      'EXECUTION_TOKEN_SECRET',
    ]);
    // The web gets only the secret that makes the api believe the client address it forwards.
    expect(Object.keys(k8sEnv('web')).filter((key) => SECRET_NAME.test(key))).toEqual([
      'INTERNAL_PROXY_SECRET',
    ]);
  });

  it('binds every app to loopback by default, and the deploy files expose them with HOST=0.0.0.0', () => {
    // The apps' own defaults: this machine only (DESIGN section 9).
    expect(parseApiConfig({}).HOST).toBe('127.0.0.1');
    expect(parseApiConfig({}).API_HOST).toBeUndefined();
    expect(parseRunnerEnv({ EXECUTION_TOKEN_SECRET: DUMMY_SECRET }).host).toBe('127.0.0.1');
    expect(parseWebEnv({}).host).toBe('127.0.0.1');
    expect(read('apps/web/server.mjs')).toContain("process.env.HOST?.trim() || '127.0.0.1'");
    for (const app of APPS) {
      expect(DOCKERFILES[app], app).toMatch(/^\s+HOST=0\.0\.0\.0 \\$/m);
      expect(compose.services[app]?.environment?.HOST, app).toBe('0.0.0.0');
      expect(k8sEnv(app).HOST, app).toBe('0.0.0.0');
      // One variable for the three: no per-app override that could leave one on another address.
      for (const name of ['API_HOST', 'RUNNER_HOST']) {
        expect(DOCKERFILES[app], `${app} ${name}`).not.toContain(name);
        expect(compose.services[app]?.environment ?? {}, `${app} ${name}`).not.toHaveProperty(name);
        expect(k8sEnv(app), `${app} ${name}`).not.toHaveProperty(name);
      }
    }
    // Never a development mailbox on a deployment.
    expect(k8sEnv('api').DEV_MAILBOX).toBe('off');
  });

  it('web and api share one internal proxy secret; the runner never gets it', () => {
    expect(compose.services.web?.environment?.INTERNAL_PROXY_SECRET).toMatch(/^\$\{INTERNAL_PROXY_SECRET\b/);
    expect(deployEnv).toHaveProperty('INTERNAL_PROXY_SECRET');
    expect(compose.services.api?.env_file?.map((f) => f.path)).toEqual(['.env']);
    expect(secretTemplate).toHaveProperty('INTERNAL_PROXY_SECRET');
    expect(k8sEnv('web')).toHaveProperty('INTERNAL_PROXY_SECRET');
    expect(k8sEnv('api')).toHaveProperty('INTERNAL_PROXY_SECRET');
    expect(k8sEnv('runner')).not.toHaveProperty('INTERNAL_PROXY_SECRET');
    expect(compose.services.runner?.environment ?? {}).not.toHaveProperty('INTERNAL_PROXY_SECRET');
  });

  it('web and api read one organization host suffix from every deploy file', () => {
    expect(KNOWN.api).toContain('B2B_HOST_SUFFIX');
    expect(KNOWN.web).toContain('B2B_HOST_SUFFIX');
    // Compose: the api reads deploy/.env, the web the same variable interpolated from it.
    expect(compose.services.web?.environment?.B2B_HOST_SUFFIX).toMatch(/^\$\{B2B_HOST_SUFFIX\b/);
    expect(deployEnv.B2B_HOST_SUFFIX).toBe(
      interpolate(String(compose.services.web?.environment?.B2B_HOST_SUFFIX)),
    );
    // Kubernetes: both read the one ConfigMap key, and both parse it to the same suffix.
    expect(k8sEnv('api').B2B_HOST_SUFFIX).toBe(configMap.B2B_HOST_SUFFIX);
    expect(k8sEnv('web').B2B_HOST_SUFFIX).toBe(configMap.B2B_HOST_SUFFIX);
    expect(parseApiConfig(withDummySecrets(k8sEnv('api'))).B2B_HOST_SUFFIX).toBe(
      parseWebEnv(withDummySecrets(k8sEnv('web'))).b2bHostSuffix,
    );
    expect(read('.env.example')).toMatch(/^# B2B_HOST_SUFFIX=teams\.localhost$/m);
    // Unset, both fall back to the suffix that works on one machine.
    expect(parseApiConfig({}).B2B_HOST_SUFFIX).toBe('teams.localhost');
    expect(parseWebEnv({}).b2bHostSuffix).toBe('teams.localhost');
  });

  it('api and runner share one execution-token secret', () => {
    expect(compose.services.runner?.environment?.EXECUTION_TOKEN_SECRET).toMatch(
      /^\$\{EXECUTION_TOKEN_SECRET\b/,
    );
    expect(deployEnv).toHaveProperty('EXECUTION_TOKEN_SECRET');
    expect(secretTemplate).toHaveProperty('EXECUTION_TOKEN_SECRET');
  });
});

describe('deploy: images', () => {
  it('every COPY source from the build context exists', () => {
    const missing: string[] = [];
    for (const app of APPS) {
      for (const line of instructions(DOCKERFILES[app])) {
        if (!/^COPY\s/i.test(line) || /--from=/.test(line)) continue;
        const args = line
          .split(/\s+/)
          .slice(1)
          .filter((arg) => !arg.startsWith('--'));
        for (const source of args.slice(0, -1)) {
          if (!existsSync(join(ROOT, source))) missing.push(`${app}: ${source}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('copies every workspace manifest (npm checks the lockfile against all of them)', () => {
    const workspaces = [
      'packages/domain',
      'packages/contracts',
      'packages/db',
      'packages/testing',
      'apps/api',
    ];
    workspaces.push('apps/runner', 'apps/labs', 'apps/web', 'e2e');
    for (const app of APPS) {
      for (const workspace of workspaces) {
        expect(DOCKERFILES[app], `${app} ${workspace}`).toContain(`COPY ${workspace}/package.json`);
      }
    }
  });

  it('runs on node:20-bookworm-slim, api and runner as stack.mjs starts them', () => {
    const stack = read('scripts/lib/stack.mjs');
    for (const app of APPS) expect(DOCKERFILES[app]).toContain('ARG NODE_IMAGE=node:20-bookworm-slim');
    for (const app of ['api', 'runner'] as const) {
      const entry = `apps/${app}/src/main.ts`;
      expect(stack).toContain(`'${entry}'`);
      expect(stack).toContain("['--import', 'tsx']");
      expect(DOCKERFILES[app]).toContain(`CMD ["node", "--import", "tsx", "${entry}"]`);
    }
    expect(DOCKERFILES.web).toContain('CMD ["node", "server.mjs"]');
  });

  it('copies tsx with exactly what the lockfile says it loads', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { dependencies?: object; optionalDependencies?: object; os?: string[] }>;
    };
    const closure = new Set<string>();
    const visit = (name: string) => {
      const entry = lock.packages[`node_modules/${name}`];
      if (!entry || (entry.os && !entry.os.includes('linux'))) return;
      const dir = name.startsWith('@') ? (name.split('/')[0] ?? name) : name;
      if (closure.has(name)) return;
      closure.add(name);
      closure.add(dir);
      for (const dep of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) visit(dep);
    };
    visit('tsx');
    const dirs = [...closure].filter((name) => !name.includes('/')).sort();
    for (const app of ['api', 'runner'] as const) {
      const copied = [...DOCKERFILES[app].matchAll(/COPY --from=tsx \/app\/node_modules\/(\S+)/g)].map(
        (m) => m[1],
      );
      expect(copied.sort(), app).toEqual(dirs);
    }
  });

  it('exposes the apps’ default ports and checks their health paths', () => {
    expect(parseApiConfig({}).API_PORT).toBe(DEFAULT_PORTS.api);
    expect(parseRunnerEnv({ EXECUTION_TOKEN_SECRET: DUMMY_SECRET }).port).toBe(DEFAULT_PORTS.runner);
    expect(read('apps/web/server.mjs')).toMatch(/\?\? 3000;/);
    expect(apiRoutes.system.health.path).toBe(HEALTH_PATHS.api);
    expect(read('apps/runner/src/health/health.routes.ts')).toContain(`'${HEALTH_PATHS.runner}'`);
    expect(existsSync(join(ROOT, 'apps/web/public', HEALTH_PATHS.web))).toBe(true);
    for (const app of APPS) {
      const dockerfile = DOCKERFILES[app];
      expect(dockerfile, app).toContain(`EXPOSE ${DEFAULT_PORTS[app]}`);
      expect(dockerfile, app).toMatch(/^HEALTHCHECK /m);
      expect(dockerfile, app).toContain(`||${DEFAULT_PORTS[app]})+'${HEALTH_PATHS[app]}'`);
    }
  });

  it('runs web and api as a non-root user, and the runner as root (it drops per run)', () => {
    expect(DOCKERFILES.web).toMatch(/^USER node$/m);
    expect(DOCKERFILES.api).toMatch(/^USER node$/m);
    expect(DOCKERFILES.runner).not.toMatch(/^USER /m);
    const entrypoint = join(ROOT, 'deploy/docker/runner-entrypoint.sh');
    expect(statSync(entrypoint).mode & 0o111).not.toBe(0);
  });

  it('installs what the sandbox is built with and the default toolchains in the runner image', () => {
    for (const pkg of ['libseccomp-dev', 'gcc', 'g++', 'python3', 'default-jdk-headless']) {
      expect(DOCKERFILES.runner).toContain(pkg);
    }
  });
});

describe('deploy: compose and Kubernetes wiring', () => {
  it('compose publishes and wires the default ports, and waits on health', () => {
    const { services } = compose;
    expect(services.web?.ports).toEqual([`${DEFAULT_PORTS.web}:${DEFAULT_PORTS.web}`]);
    expect(services.runner?.ports).toEqual([`${DEFAULT_PORTS.runner}:${DEFAULT_PORTS.runner}`]);
    expect(services.api?.expose).toEqual([String(DEFAULT_PORTS.api)]);
    expect(services.web?.environment?.API_ORIGIN).toBe(`http://api:${DEFAULT_PORTS.api}`);
    expect(services.api?.environment?.RUNNER_ORIGIN).toBe(`http://runner:${DEFAULT_PORTS.runner}`);
    expect(services.api?.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(services.postgres?.image).toMatch(/^postgres:15/);
    expect(services.redis?.image).toMatch(/^redis:7/);
    for (const [name, svc] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(svc.depends_on ?? {})) {
        expect(condition, `${name} -> ${dependency}`).toBe('service_healthy');
      }
    }
    for (const app of APPS) {
      expect(services[app]?.build?.dockerfile).toBe(`deploy/docker/${app}.Dockerfile`);
    }
  });

  it('gives the runner the capabilities it needs and no more in compose', () => {
    const runner = compose.services.runner;
    expect(runner?.cap_add).toEqual(['SYS_ADMIN', 'NET_ADMIN']);
    expect(runner?.privileged).toBeUndefined();
    for (const app of ['api', 'web'] as const) expect(compose.services[app]?.cap_add).toBeUndefined();
  });

  it('Kubernetes ports, probes, Services and the Ingress agree with the apps', () => {
    for (const app of APPS) {
      const spec = deployment(app).spec;
      const container = spec.template.spec.containers[0];
      expect(container.image).toBe(`learnbox-${app}:latest`);
      expect(container.ports[0].containerPort, app).toBe(DEFAULT_PORTS[app]);
      expect(container.readinessProbe.httpGet.path, app).toBe(HEALTH_PATHS[app]);
      expect(container.resources.requests && container.resources.limits, app).toBeTruthy();
      expect(service(app).spec.ports[0].port, app).toBe(DEFAULT_PORTS[app]);
      expect(service(app).spec.selector).toEqual(spec.selector.matchLabels);
    }
    expect(deployment('web').spec.replicas).toBe(2);
    expect(deployment('api').spec.replicas).toBe(2);
    expect(configMap.API_ORIGIN).toBe(`http://learnbox-api:${DEFAULT_PORTS.api}`);
    expect(configMap.RUNNER_ORIGIN).toBe(`http://learnbox-runner:${DEFAULT_PORTS.runner}`);
    const [ingress] = ofKind('Ingress');
    const root = ingress.spec.rules[0].http.paths.find((p: K8sObject) => p.path === '/');
    expect(root.backend.service).toEqual({ name: 'learnbox-web', port: { number: DEFAULT_PORTS.web } });
  });

  it('applies everything but the Secret template through kustomization.yaml', () => {
    const [kustomization] = ofKind('Kustomization');
    const listed = new Set(kustomization.resources);
    const expected = k8sFiles.filter((f) => f !== 'kustomization.yaml' && f !== 'secret.template.yaml');
    expect([...listed].sort()).toEqual(expected.sort());
  });
});

/** Stripe keys, private keys, and 32+ characters of base64/hex mixing digits and letters. */
function secretLookingStrings(text: string): string[] {
  const keys = text.match(
    /\b(sk|rk)_(live|test)_[A-Za-z0-9]{8,}|whsec_[A-Za-z0-9]{8,}|-----BEGIN [A-Z ]*PRIVATE KEY-----/g,
  );
  const tokens = (text.match(/[A-Za-z0-9+/]{32,}={0,2}/g) ?? []).filter(
    (t) => /\d/.test(t) && /[a-z]/i.test(t),
  );
  return [...(keys ?? []), ...tokens];
}

/** user:password@ in a URL where the password is not a ${...} interpolation. */
const LITERAL_URL_PASSWORD = /\/\/[^/@\s]*:(?!\$\{)[^/@\s]+@/;

describe('deploy: no committed secrets', () => {
  const files = [
    'deploy/compose.yaml',
    'deploy/.env.example',
    ...k8sFiles.map((f) => `${K8S_DIR}/${f}`),
    ...APPS.map((app) => `deploy/docker/${app}.Dockerfile`),
  ];

  it('leaves every secret in deploy/.env.example and the Secret template empty or a placeholder', () => {
    for (const [key, value] of Object.entries(deployEnv)) {
      if (SECRET_NAME.test(key)) expect(value, key).toBe('');
    }
    for (const [key, value] of Object.entries(secretTemplate)) {
      expect(value === 'CHANGE_ME' || value.includes('USER:PASSWORD@HOST'), key).toBe(true);
    }
    expect(Object.keys(configMap).filter((key) => SECRET_NAME.test(key))).toEqual([]);
  });

  it('takes compose secrets from deploy/.env, never literally', () => {
    for (const [name, svc] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(svc.environment ?? {})) {
        if (!SECRET_NAME.test(key)) continue;
        // A URL may be literal (service names), but a password in it comes from deploy/.env.
        if (key.endsWith('_URL')) expect(String(value), `${name} ${key}`).not.toMatch(LITERAL_URL_PASSWORD);
        else expect(String(value), `${name} ${key}`).toMatch(/^\$\{/);
      }
    }
    expect(compose.services.api?.environment?.DATABASE_URL).toMatch(/\$\{POSTGRES_PASSWORD\}/);
    expect('postgres://learnbox:hunter2@postgres/learnbox').toMatch(LITERAL_URL_PASSWORD);
  });

  it('contains no key-shaped or long random strings, and keeps .env out of git and images', () => {
    for (const file of files) expect(secretLookingStrings(read(file)), file).toEqual([]);
    expect(read('.gitignore').split('\n')).toContain('.env');
    expect(read('.dockerignore').split('\n')).toContain('.env');
  });

  it('would notice a committed secret (the check can fail)', () => {
    expect(secretLookingStrings('AUTH_SECRET=3q2+7wAbc9Zk1LmN0pQrStUvWxYz12345678==')).toHaveLength(1);
    expect(secretLookingStrings('STRIPE_SECRET_KEY=sk_live_abcdefgh1234')).toHaveLength(1);
    expect(secretLookingStrings('kernel.apparmor_restrict_unprivileged_userns=1')).toEqual([]);
  });
});
