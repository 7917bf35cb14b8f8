import { EnvError } from '@learnbox/contracts/env';
import { describe, expect, it } from 'vitest';
import { LABS_ENV_VARS, parseLabsEnv } from './env';

const SECRET = 'x'.repeat(32);

describe('live host environment', () => {
  it('listens on loopback port 4200 with the web origins of a local start', () => {
    expect(parseLabsEnv({ LABS_INTERNAL_SECRET: SECRET })).toMatchObject({
      port: 4200,
      host: '127.0.0.1',
      internalSecret: SECRET,
      homeBytes: 512 * 1024 * 1024,
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      pool: { size: 2, keys: 3 },
    });
    expect(parseLabsEnv({ LABS_INTERNAL_SECRET: SECRET, LABS_POOL_SIZE: '0' }).pool.size).toBe(0);
    expect(() => parseLabsEnv({ LABS_INTERNAL_SECRET: SECRET, LABS_POOL_SIZE: '-1' })).toThrow(
      /LABS_POOL_SIZE/,
    );
    expect(parseLabsEnv({ LABS_INTERNAL_SECRET: SECRET, HOST: '0.0.0.0', LABS_HOST: '10.0.0.5' }).host).toBe(
      '10.0.0.5',
    );
  });

  it('refuses a missing or short secret and a bad origin, naming the variables', () => {
    expect(() => parseLabsEnv({})).toThrow(/LABS_INTERNAL_SECRET is required/);
    expect(() => parseLabsEnv({ LABS_INTERNAL_SECRET: 'short' })).toThrow(EnvError);
    expect(() => parseLabsEnv({ LABS_INTERNAL_SECRET: SECRET, LABS_ALLOWED_ORIGINS: 'nope' })).toThrow(
      /LABS_ALLOWED_ORIGINS/,
    );
  });

  it('lists every variable it reads', () => {
    expect(LABS_ENV_VARS).toContain('LABS_INTERNAL_SECRET');
    expect(LABS_ENV_VARS).toContain('LABS_PORT');
  });

  it('runs labs on podman unless told otherwise', () => {
    expect(parseLabsEnv({ LABS_INTERNAL_SECRET: SECRET }).cluster).toBeUndefined();
    expect(parseLabsEnv({ LABS_INTERNAL_SECRET: SECRET, LABS_ENGINE: 'podman' }).cluster).toBeUndefined();
  });

  it('reads the cluster settings with LABS_ENGINE=kubernetes, with defaults for the namespaces', () => {
    const config = parseLabsEnv({
      LABS_INTERNAL_SECRET: SECRET,
      LABS_ENGINE: 'kubernetes',
      LABS_K8S_REGISTRY: 'registry.learnbox:5000',
    });
    expect(config.cluster).toEqual({
      namespace: 'learnbox-labs',
      registry: 'registry.learnbox:5000',
      registryInsecure: false,
      liveHost: {
        namespace: 'learnbox',
        podLabels: { 'app.kubernetes.io/name': 'learnbox-labs' },
        proxyPort: 3128,
      },
      buildNamespace: 'learnbox-builds',
      kanikoImage: 'gcr.io/kaniko-project/executor:v1.23.2-debug',
    });
    const custom = parseLabsEnv({
      LABS_INTERNAL_SECRET: SECRET,
      LABS_ENGINE: 'kubernetes',
      LABS_K8S_REGISTRY: 'reg.internal/learnbox',
      LABS_K8S_REGISTRY_INSECURE: 'true',
      LABS_K8S_NAMESPACE: 'labs-eu',
      LABS_K8S_STORAGE_CLASS: 'fast-ssd',
      LABS_K8S_RUNTIME_CLASS: 'gvisor',
      LABS_K8S_PROXY_PORT: '4300',
    }).cluster;
    expect(custom).toMatchObject({
      namespace: 'labs-eu',
      registry: 'reg.internal/learnbox',
      registryInsecure: true,
      storageClass: 'fast-ssd',
      runtimeClass: 'gvisor',
      liveHost: { proxyPort: 4300 },
    });
  });

  it('refuses an unknown engine, a cluster without a registry and bad names, naming the variables', () => {
    const base = { LABS_INTERNAL_SECRET: SECRET };
    expect(() => parseLabsEnv({ ...base, LABS_ENGINE: 'docker' })).toThrow(/LABS_ENGINE/);
    expect(() => parseLabsEnv({ ...base, LABS_ENGINE: 'kubernetes' })).toThrow(
      /LABS_K8S_REGISTRY: is required with LABS_ENGINE=kubernetes/,
    );
    const cluster = { ...base, LABS_ENGINE: 'kubernetes', LABS_K8S_REGISTRY: 'reg:5000' };
    expect(() => parseLabsEnv({ ...cluster, LABS_K8S_NAMESPACE: 'Labs_NS' })).toThrow(
      /LABS_K8S_NAMESPACE: must be a Kubernetes namespace name/,
    );
    expect(() => parseLabsEnv({ ...cluster, LABS_K8S_REGISTRY: 'https://reg:5000' })).toThrow(
      /LABS_K8S_REGISTRY/,
    );
    expect(() => parseLabsEnv({ ...cluster, LABS_K8S_REGISTRY_INSECURE: 'yes' })).toThrow(
      /LABS_K8S_REGISTRY_INSECURE/,
    );
    expect(LABS_ENV_VARS).toContain('LABS_ENGINE');
    expect(LABS_ENV_VARS).toContain('LABS_K8S_STORAGE_CLASS');
  });
});
