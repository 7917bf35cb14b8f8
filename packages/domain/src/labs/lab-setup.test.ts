import { describe, expect, it } from 'vitest';
import { createEnvVarEntry } from './env-vars';
import {
  dockerfileStartsFromBase,
  isEgressHost,
  isValidLabSlug,
  type LabSetup,
  slugFromTitle,
  validateLabSetup,
} from './lab-setup';
import { LAB_EDITOR_MESSAGES as M } from './messages';

const valid: LabSetup = {
  title: 'Shell basics',
  summary: 'Files and folders.',
  instructions: '# Go',
  dockerfileName: 'Dockerfile',
  dockerfile: '# syntax note\n\nFROM learnbox/lab-base:bookworm\nRUN echo hi\n',
  appPort: 3000,
  memoryMb: 256,
  capabilities: ['NET_BIND_SERVICE'],
  egressAllowList: ['registry.npmjs.org', '*.debian.org'],
  track: null,
  jobs: [
    {
      key: 'serve',
      name: 'Serve',
      runScript: 'node app.js',
      inputFileName: 'app/app.js',
      runInLiveContainer: true,
    },
  ],
  testRunners: [{ id: 'checks', name: 'Checks', testScript: 'exit 0' }],
  envs: [createEnvVarEntry({ id: 'port', key: 'PORT' })],
};

describe('lab setup rules (/cloudlabeditor)', () => {
  it('accepts a complete setup', () => {
    expect(validateLabSetup(valid)).toEqual({});
  });

  it('names each broken field with its sentence', () => {
    const errors = validateLabSetup({
      ...valid,
      title: ' ',
      dockerfile: 'FROM debian:bookworm\n',
      appPort: 80,
      memoryMb: 8192,
      capabilities: ['SYS_ADMIN'],
      egressAllowList: ['https://evil.example/x'],
      jobs: [
        { key: 'a', name: 'A', runScript: 'x', runInLiveContainer: true },
        { key: 'a', name: '', runScript: ' ', inputFileName: '../etc/passwd', runInLiveContainer: true },
      ],
      testRunners: [{ id: '1bad', name: 'T', testScript: 'x' }],
      envs: [
        createEnvVarEntry({ id: 'e1', key: '9LIVES' }),
        createEnvVarEntry({ id: 'e2', key: 'X', deleted: true }),
        createEnvVarEntry({ id: 'e3', key: 'X' }),
        createEnvVarEntry({ id: 'e4', key: 'X' }),
      ],
    });
    expect(errors).toEqual({
      title: M.TITLE_REQUIRED,
      dockerfile: M.DOCKERFILE_FROM,
      appPort: M.APP_PORT_RANGE,
      memoryMb: M.MEMORY_RANGE,
      'capabilities.0': M.CAPABILITY_UNKNOWN,
      'egressAllowList.0': M.EGRESS_HOST,
      'jobs.1.key': M.KEY_DUPLICATE,
      'jobs.1.name': M.NAME_REQUIRED,
      'jobs.1.runScript': M.SCRIPT_REQUIRED,
      'jobs.1.inputFileName': M.INPUT_FILE_NAME,
      'jobs.1.runInLiveContainer': M.ONE_LIVE_JOB,
      'testRunners.0.id': M.KEY_FORMAT,
      'envs.0.key': M.ENV_KEY_FORMAT,
      // A deleted entry does not hold its key: the clash is between the two live ones.
      'envs.3.key': M.KEY_DUPLICATE,
    });
  });

  it('needs FROM the local base image as the first instruction', () => {
    expect(dockerfileStartsFromBase('FROM learnbox/lab-base:bookworm AS base')).toBe(true);
    expect(dockerfileStartsFromBase('RUN x\nFROM learnbox/lab-base:bookworm')).toBe(false);
    expect(dockerfileStartsFromBase('from learnbox/lab-base:bookworm')).toBe(true);
    expect(dockerfileStartsFromBase('')).toBe(false);
  });

  it('takes bare host names for egress', () => {
    expect(isEgressHost('pypi.org')).toBe(true);
    expect(isEgressHost('*.github.com')).toBe(true);
    expect(isEgressHost('localhost')).toBe(false);
    expect(isEgressHost('pypi.org:443')).toBe(false);
  });

  it('makes short names from titles', () => {
    expect(slugFromTitle('Docker: the Basics!')).toBe('docker-the-basics');
    expect(slugFromTitle('Go')).toBe('lab-go');
    expect(isValidLabSlug(slugFromTitle('Ünïcode  lab'))).toBe(true);
    expect(isValidLabSlug('Bad_Slug')).toBe(false);
  });
});
