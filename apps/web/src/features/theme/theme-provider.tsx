'use client';

import { type ColorScheme, resolveTheme, type ThemeValue } from '@learnbox/domain';
import { usePathname } from 'next/navigation';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { applySchemeToDocument } from './apply-scheme';
import { FaviconLink } from './favicon-link';
import { writeThemeCookies } from './theme-cookies';

interface ThemeContextValue {
  preference: ThemeValue;
  /** The painted scheme; null only before the device preference is known. */
  scheme: ColorScheme | null;
  setPreference: (value: ThemeValue) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>.');
  return value;
}

interface ThemeProviderProps {
  /** The preference read from the cookies by the server. */
  initialPreference: ThemeValue;
  /** The scheme the server painted, when it could know it. */
  initialScheme: ColorScheme | null;
  loggedIn: boolean;
  children: ReactNode;
}

/**
 * Keeps <html> and the favicon in step with the preference. State lives in React context, not a
 * module store, because the initial value comes from each request's cookies (a module store would
 * be shared between requests on the server).
 */
export function ThemeProvider({ initialPreference, initialScheme, loggedIn, children }: ThemeProviderProps) {
  const path = usePathname();
  const [preference, setPreferenceState] = useState(initialPreference);
  // Unknown during server render and hydration, so both render the same markup.
  const [systemPrefersDark, setSystemPrefersDark] = useState<boolean | null>(null);

  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const update = () => setSystemPrefersDark(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);

  const { scheme } = resolveTheme({ theme: preference, systemPrefersDark, loggedIn, path });

  useEffect(() => {
    if (scheme) applySchemeToDocument(document.documentElement, scheme);
  }, [scheme]);

  const setPreference = useCallback((value: ThemeValue) => {
    writeThemeCookies(value);
    setPreferenceState(value);
  }, []);

  const value = useMemo(() => ({ preference, scheme, setPreference }), [preference, scheme, setPreference]);

  return (
    <ThemeContext value={value}>
      <FaviconLink scheme={scheme ?? initialScheme ?? 'light'} />
      {children}
    </ThemeContext>
  );
}
