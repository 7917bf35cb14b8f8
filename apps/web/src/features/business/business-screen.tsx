import { apiRefs } from '@learnbox/contracts/route-refs';
import { AUDIENCE_CODES } from '@learnbox/domain';
import { serverApi } from '../api-client/server-api';
import { TrialRequestForm } from '../enterprise-entry/trial-request-form';
import { EmptyState } from '../layout/empty-state';
import { Icon, type IconName } from '../layout/icons';
import { OpenModalButton } from '../modals/open-modal-button';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { TeamPlanList } from '../plans/team-plan-list';
import { RecruitingCostCalculator } from './recruiting-cost-calculator';
import { SeatCalculator } from './seat-calculator';

const REASONS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'users',
    title: 'Seats for your team',
    text: 'Add developers as you grow and manage who learns what.',
  },
  {
    icon: 'route',
    title: 'Content you choose',
    text: 'Include or exclude courses and categories for your organization.',
  },
  {
    icon: 'lock',
    title: 'Single sign-on',
    text: "Your developers sign in with your company's identity provider.",
  },
];

/** /business: rendered on the server with the business plans (#plans), so crawlers read them too. */
export async function BusinessScreen() {
  const reply = await serverApi.call(apiRefs.billing.subscriptionPlans);
  const plans = reply.ok
    ? reply.data.plans.filter((plan) => plan.subscription_plan_type !== AUDIENCE_CODES.USER)
    : [];
  return (
    <PageContainer>
      <PageIntro eyebrow="Learnbox for Business" title="Upskill your engineering team">
        <p>Interactive courses and learning paths for teams and enterprises, with seats you control.</p>
      </PageIntro>
      <div className="mt-8 flex flex-wrap gap-3">
        <a
          href="#plans"
          className="inline-flex h-11 items-center rounded-xl bg-brand-solid px-5 text-sm font-semibold text-white hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          See business plans
        </a>
        <OpenModalButton name="ContactSpecialistModal" variant="secondary">
          Talk to a specialist
        </OpenModalButton>
      </div>
      <ul className="mt-12 grid gap-4 md:grid-cols-3">
        {REASONS.map((reason) => (
          <li key={reason.title} className="rounded-2xl border border-line bg-surface p-6">
            <span className="grid size-10 place-items-center rounded-xl bg-brand-soft text-brand">
              <Icon name={reason.icon} className="size-5" />
            </span>
            <h2 className="mt-4 font-semibold text-fg">{reason.title}</h2>
            <p className="mt-1 text-sm text-muted">{reason.text}</p>
          </li>
        ))}
      </ul>
      <section id="plans" aria-labelledby="plans-title" className="mt-20 scroll-mt-24">
        <h2 id="plans-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          Business plans
        </h2>
        <p className="mt-2 text-muted">Team, Enterprise and Enterprise Plus subscriptions.</p>
        {plans.length > 0 ? (
          <>
            <TeamPlanList plans={plans} />
            <SeatCalculator plans={plans} />
          </>
        ) : (
          <EmptyState
            title="Business plans are not available right now"
            icon={<Icon name="card" />}
            testId="business-plans"
          >
            {reply.ok
              ? 'Talk to a specialist about seats for your organization.'
              : `${reply.errorText} Talk to a specialist about seats for your organization.`}
          </EmptyState>
        )}
      </section>
      <section id="trial" aria-labelledby="trial-title" className="mt-20 scroll-mt-24">
        <h2 id="trial-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          Start a free enterprise trial
        </h2>
        <TrialRequestForm />
      </section>
      <section aria-labelledby="recruiting-title" className="mt-20">
        <h2 id="recruiting-title" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          What hiring costs you
        </h2>
        <p className="mt-2 text-muted">
          Weigh a year of recruiting against upskilling the engineers you have.
        </p>
        <RecruitingCostCalculator />
      </section>
    </PageContainer>
  );
}
