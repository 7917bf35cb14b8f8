import type { Metadata } from 'next';
import { pageMetadata } from '../../features/catalogue/page-metadata';
import { OnboardingQuestionnaire } from '../../features/onboarding/onboarding-modal';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Where should I start?',
    description: 'Three questions about your goal and experience, and the path or course to start with.',
    path: '/onboarding',
  });
}

/**
 * /onboarding (spec section 2 "Acquisition and ordering"): the questionnaire of OnboardingModal as
 * a page, so a visitor gets a recommendation before having an account (signed-in users can open it
 * from /mycourses too).
 */
export default function OnboardingPage() {
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-12" data-testid="onboarding-page">
      <h1 className="text-3xl font-bold text-fg">Where should I start?</h1>
      <p className="text-muted">Answer three questions and we suggest a path or course from the catalogue.</p>
      <OnboardingQuestionnaire />
    </div>
  );
}
