import { EmptyState } from '../layout/empty-state';
import { Icon } from '../layout/icons';
import { PageContainer, PageIntro } from '../layout/page-intro';

/** The three entry points reached from an e-mailed link with a token (spec section 2). */
const ENTRIES = {
  'enterprise-trial': {
    eyebrow: 'Enterprise trial',
    title: 'Start your enterprise trial',
    lead: 'Set up a trial of Learnbox for your organization.',
    coming: 'This page will check your invitation link and set up the trial for your organization.',
  },
  'enterprise-signup': {
    eyebrow: 'Enterprise',
    title: 'Join your organization',
    lead: 'Create your account from the invitation your organization sent you.',
    coming: 'This page will check your invitation link and create your account in your organization.',
  },
  'signup-and-reset-password': {
    eyebrow: 'Account',
    title: 'Set your password',
    lead: 'Choose a password to finish setting up your account.',
    coming: 'This page will check your link and let you choose a password.',
  },
} as const;

export type TokenEntry = keyof typeof ENTRIES;

export function TokenEntryScreen({ entry }: { entry: TokenEntry }) {
  const copy = ENTRIES[entry];
  return (
    <PageContainer>
      <PageIntro eyebrow={copy.eyebrow} title={copy.title}>
        <p>{copy.lead}</p>
      </PageIntro>
      <EmptyState title="This step is on its way" icon={<Icon name="key" />} testId="token-entry-pending">
        {copy.coming}
      </EmptyState>
    </PageContainer>
  );
}
