import { DEFAULT_PAGE_DESCRIPTION, DEFAULT_PAGE_TITLE } from '@learnbox/domain';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { type ReactNode, Suspense } from 'react';
import { getWebEnv } from '../config/env';
import { AttributionCapture } from '../features/attribution/attribution-capture';
import { PromoBanner } from '../features/banners/promo-banner';
import { readServerPromoBannerClosed } from '../features/banners/server-promo-banner';
import { BotGuard } from '../features/bot-guard/bot-guard';
import { readBotGuardActive } from '../features/bot-guard/server-bot-guard';
import { readServerFlags } from '../features/feature-flags/server-flags';
import { SiteFooter } from '../features/layout/site-footer';
import { SiteHeader } from '../features/layout/site-header';
import { SkipLink } from '../features/layout/skip-link';
import { ModalHost } from '../features/modals/modal-host';
import { OnboardingPrompt } from '../features/onboarding/onboarding-prompt';
import { OrgSsoNotice } from '../features/org-host/org-sso-notice';
import { readOrgHost } from '../features/org-host/server-org-host';
import { ProgressBar } from '../features/progress-bar/progress-bar';
import { readServerTheme } from '../features/theme/server-theme';
import { THEME_INIT_SCRIPT } from '../features/theme/theme-script';
import { UserInfoLoader } from '../features/user-info/use-user-info';
import { NONCE_HEADER } from '../proxy-headers';
import { Providers } from './providers';
import './globals.css';

export const metadata: Metadata = {
  title: { default: DEFAULT_PAGE_TITLE, template: '%s · Learnbox' },
  description: DEFAULT_PAGE_DESCRIPTION,
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f8f8fc' },
    { media: '(prefers-color-scheme: dark)', color: '#0b0d17' },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [theme, botGuardActive, promoBannerClosed, requestHeaders, orgHost, flags] = await Promise.all([
    readServerTheme(),
    readBotGuardActive(),
    readServerPromoBannerClosed(),
    headers(),
    readOrgHost(),
    readServerFlags(),
  ]);
  // The proxy's per-response nonce: without it the page's Content-Security-Policy blocks the script.
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined;
  return (
    // The head script may set the class before hydration, so React must not compare it.
    <html
      lang="en"
      className={theme.scheme ?? undefined}
      data-theme={theme.scheme ?? undefined}
      style={theme.scheme ? { colorScheme: theme.scheme } : undefined}
      suppressHydrationWarning
    >
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, needed before first paint */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body className="min-h-dvh bg-canvas font-sans text-fg antialiased">
        <Providers theme={theme} flags={flags}>
          <BotGuard active={botGuardActive}>
            <SkipLink />
            <ProgressBar />
            <UserInfoLoader />
            <div className="flex min-h-dvh flex-col">
              <SiteHeader org={orgHost.kind === 'org' ? orgHost.org : null} />
              {orgHost.kind === 'org' ? (
                <Suspense fallback={null}>
                  <OrgSsoNotice />
                </Suspense>
              ) : null}
              <PromoBanner initiallyClosed={promoBannerClosed} />
              <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
                {children}
              </main>
              <SiteFooter />
            </div>
            <Suspense fallback={null}>
              <ModalHost />
            </Suspense>
            <OnboardingPrompt />
            <AttributionCapture posthog={getWebEnv().posthog} />
          </BotGuard>
        </Providers>
      </body>
    </html>
  );
}
