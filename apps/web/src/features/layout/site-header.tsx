import type { OrgHostReply } from '@learnbox/contracts';
import { SessionEffects } from '../auth/session-effects';
import { OrgHostBadge, OrgHostStripe } from '../org-host/org-host-badge';
import { ThemeSelect } from '../theme/theme-select';
import { VerificationBanner } from '../verification-banner/verification-banner';
import { AuthButtons } from './auth-buttons';
import { Logo } from './logo';
import { MainNav } from './main-nav';

/** `org`: on an organization's own host, its name and colour (features/org-host). */
export function SiteHeader({ org = null }: { org?: OrgHostReply | null }) {
  return (
    <header
      data-testid="site-header"
      className="sticky top-0 z-40 border-b border-line bg-canvas/80 backdrop-blur-md"
    >
      {org ? <OrgHostStripe color={org.brand_color} /> : null}
      {/*
        One row on phones (the links behind the Menu button open as a second row), so a lesson
        starts near the top of the screen: header and promotional banner stay under 15% of a
        phone's height (e2e/journeys/mobile-lesson.e2e.ts).
      */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 px-4 sm:gap-x-4 sm:px-6">
        <div className="flex h-14 items-center sm:h-16">
          <Logo />
          {org ? <OrgHostBadge org={org} /> : null}
        </div>
        <MainNav className="order-last -mx-2 w-full pb-2 md:order-none md:mx-0 md:ml-4 md:w-auto md:pb-0" />
        <div className="ml-auto flex h-14 items-center gap-1.5 sm:h-16 sm:gap-2">
          <ThemeSelect />
          <AuthButtons />
        </div>
      </div>
      <VerificationBanner />
      <SessionEffects />
    </header>
  );
}
