'use client';

import type { ColorScheme, ThemeValue } from '@learnbox/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FeatureFlagsProvider } from '../features/feature-flags/feature-flags-provider';
import { ThemeProvider } from '../features/theme/theme-provider';

interface ProvidersProps {
  theme: { preference: ThemeValue; scheme: ColorScheme | null; loggedIn: boolean };
  /** The visitor's flags as the server read them for this page (features/feature-flags). */
  flags: Record<string, boolean>;
  children: ReactNode;
}

export function Providers({ theme, flags, children }: ProvidersProps) {
  // One client per browser tab, created on first render (not at module level, which the server shares).
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider
        initialPreference={theme.preference}
        initialScheme={theme.scheme}
        loggedIn={theme.loggedIn}
      >
        <FeatureFlagsProvider initial={flags}>{children}</FeatureFlagsProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
