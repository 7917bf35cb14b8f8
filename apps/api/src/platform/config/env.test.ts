import { describe, expect, it } from 'vitest';
import { parseApiConfig } from './env';

describe('api configuration', () => {
  it('has embedded defaults for everything', () => {
    const config = parseApiConfig({});
    expect(config.API_PORT).toBe(4000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO_CONTENT).toBe(true);
  });

  it('names every wrong variable in one message', () => {
    expect(() => parseApiConfig({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /API_PORT[\s\S]*DATABASE_URL: must start with postgres/,
    );
  });

  it('takes REDIS_URL as redis:// or rediss://, and an empty one as unset', () => {
    expect(parseApiConfig({}).REDIS_URL).toBeUndefined();
    expect(parseApiConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(parseApiConfig({ REDIS_URL: ' redis://127.0.0.1:6379/2 ' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379/2',
    );
    expect(parseApiConfig({ REDIS_URL: 'rediss://user:pw@cache.example:6380' }).REDIS_URL).toBe(
      'rediss://user:pw@cache.example:6380',
    );
    for (const wrong of ['127.0.0.1:6379', 'http://cache:6379', 'redis://', 'redis://exa mple'])
      expect(() => parseApiConfig({ REDIS_URL: wrong }), wrong).toThrow(/REDIS_URL: must/);
  });
});
