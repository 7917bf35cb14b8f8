'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Capability } from '@learnbox/domain';
import { OpenFeature, ProviderEvents, ProviderStatus } from '@openfeature/web-sdk';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { api } from '../api-client/api-client';
import { useSession } from '../user-info/use-user-info';
import { ApiFlagProvider } from './api-flag-provider';
import { capabilitiesFor } from './capabilities';

interface FlagsValue {
  isOn(flag: string): boolean;
  /** Fetches the visitor's flags again (after a staff change on /staff/flags). */
  refresh(): Promise<void>;
}

const FlagsContext = createContext<FlagsValue>({ isOn: () => false, refresh: async () => undefined });

async function fetchFlags() {
  const reply = await api.call(apiRefs.featureFlags.evaluated);
  return reply.ok ? reply.data.flags : null;
}

/**
 * Puts our OpenFeature provider (api-flag-provider.ts) in place for the tab and re-renders
 * readers when its values change. Until it is ready (and while the server renders) the map the
 * server read for this request answers, so server and first client render agree.
 */
export function FeatureFlagsProvider({
  initial,
  children,
}: {
  initial: Record<string, boolean>;
  children: ReactNode;
}) {
  const [provider] = useState(() => new ApiFlagProvider(fetchFlags, initial));
  const [version, setVersion] = useState(0);
  const session = useSession();
  const settled = session.status === 'fulfilled' || session.status === 'rejected';
  const userKey = session.user?.user_id ?? 'anonymous';

  useEffect(() => {
    void OpenFeature.setProviderAndWait(provider);
    const bump = () => setVersion((value) => value + 1);
    const events = [ProviderEvents.Ready, ProviderEvents.ConfigurationChanged, ProviderEvents.ContextChanged];
    for (const event of events) OpenFeature.addHandler(event, bump);
    return () => {
      for (const event of events) OpenFeature.removeHandler(event, bump);
    };
  }, [provider]);

  // Another user (login, logout) gets their own flags: a context change makes the provider fetch.
  useEffect(() => {
    if (settled) void OpenFeature.setContext({ targetingKey: userKey });
  }, [settled, userKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the re-render trigger
  const value = useMemo<FlagsValue>(() => {
    const client = OpenFeature.getClient();
    return {
      isOn: (flag) =>
        client.providerStatus === ProviderStatus.READY
          ? client.getBooleanValue(flag, false)
          : initial[flag] === true,
      refresh: () => provider.refresh(),
    };
  }, [version, initial, provider]);
  return <FlagsContext.Provider value={value}>{children}</FlagsContext.Provider>;
}

/** Whether a flag is on for the visitor (typed names: KNOWN_FEATURE_FLAGS, CAPABILITY_FLAGS). */
export function useFlag(flag: string): boolean {
  return useContext(FlagsContext).isOn(flag);
}

export function useRefreshFlags(): () => Promise<void> {
  return useContext(FlagsContext).refresh;
}

/** The capabilities this visitor sees (built and flagged on). */
export function useCapabilities(): Record<Capability, boolean> {
  const { isOn } = useContext(FlagsContext);
  return useMemo(() => capabilitiesFor(isOn), [isOn]);
}
