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
});
