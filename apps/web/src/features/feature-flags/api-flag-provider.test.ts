import { CAPABILITIES } from '@learnbox/domain';
import { OpenFeature, ProviderEvents } from '@openfeature/web-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiFlagProvider } from './api-flag-provider';
import { capabilitiesFor } from './capabilities';

afterEach(async () => {
  await OpenFeature.clearProviders();
});

describe('ApiFlagProvider through the OpenFeature web SDK', () => {
  it("answers from the api's on/off map, the server's map first, and refetches on a user change", async () => {
    const replies = [{ capability_cloud_labs: true, enable_gift_subscription: false }];
    let fetches = 0;
    const provider = new ApiFlagProvider(async () => replies[fetches++] ?? null, {
      capability_cloud_labs: false,
      enable_gift_subscription: true,
    });
    await OpenFeature.setProviderAndWait(provider);
    const client = OpenFeature.getClient();
    // The server-rendered map answers until something changes: no fetch at start.
    expect(fetches).toBe(0);
    expect(client.getBooleanValue('capability_cloud_labs', true)).toBe(false);
    expect(client.getBooleanValue('enable_gift_subscription', false)).toBe(true);

    await OpenFeature.setContext({ targetingKey: 'usr_staff' });
    expect(fetches).toBe(1);
    expect(client.getBooleanValue('capability_cloud_labs', false)).toBe(true);
    expect(client.getBooleanValue('enable_gift_subscription', true)).toBe(false);
    // Flags the api did not send are off (the caller's default), and reported as not found.
    expect(client.getBooleanDetails('not_sent', false)).toMatchObject({
      value: false,
      errorCode: 'FLAG_NOT_FOUND',
    });
  });

  it('keeps the last values when a fetch fails, and tells readers after a refresh', async () => {
    let reply: Record<string, boolean> | null = null;
    const provider = new ApiFlagProvider(async () => reply, { f: true });
    await OpenFeature.setProviderAndWait(provider);
    const client = OpenFeature.getClient();
    await provider.refresh();
    expect(client.getBooleanValue('f', false)).toBe(true);

    let changed = 0;
    client.addHandler(ProviderEvents.ConfigurationChanged, () => changed++);
    reply = { f: false };
    await provider.refresh();
    expect(client.getBooleanValue('f', true)).toBe(false);
    expect(changed).toBe(1);
  });

  it('fetches at start when the server sent nothing', async () => {
    const provider = new ApiFlagProvider(async () => ({ f: true }), {});
    await OpenFeature.setProviderAndWait(provider);
    expect(OpenFeature.getClient().getBooleanValue('f', false)).toBe(true);
  });
});

describe('capabilitiesFor', () => {
  it('shows a capability only when built and flagged on', () => {
    const on = new Set(['capability_cloud_labs', 'capability_ai_coach']);
    const built = { ...CAPABILITIES, aiCoach: false };
    const capabilities = capabilitiesFor((flag) => on.has(flag), built);
    expect(capabilities.cloudLabs).toBe(true);
    expect(capabilities.projects).toBe(false);
    // Not built: a flag alone never shows it.
    expect(capabilities.aiCoach).toBe(false);
  });
});
