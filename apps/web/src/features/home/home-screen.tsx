import { apiRefs } from '@learnbox/contracts/route-refs';
import { type Capability, onlyBuilt } from '@learnbox/domain';
import Link from 'next/link';
import { serverApi } from '../api-client/server-api';
import { AssignedToYou } from '../assignments/assigned-to-you';
import { CourseCard } from '../catalogue/course-card';
import { readServerCapabilities } from '../feature-flags/server-flags';
import { ButtonLink } from '../layout/button-link';
import { Icon, type IconName } from '../layout/icons';
import { InlineMarkdown } from '../widgets/markdown-text';
import { CodeCard } from './code-card';
import { runsTeam, TeamHome } from './team-home';

/** What the platform offers; a card shows only once its capability is built. */
const OFFERINGS: { icon: IconName; title: string; text: string; capability: Capability }[] = [
  {
    icon: 'book',
    title: 'Interactive courses',
    text: 'Text lessons with code you run and change in the page.',
    capability: 'courses',
  },
  {
    icon: 'route',
    title: 'Learning paths',
    text: 'Courses put in order to take you from basics to a new role.',
    capability: 'paths',
  },
  {
    icon: 'terminal',
    title: 'Cloud labs',
    text: 'A live terminal on real infrastructure, with auto-graded tasks.',
    capability: 'cloudLabs',
  },
  {
    icon: 'puzzle',
    title: 'Projects',
    text: 'Build something real, step by step, with tests to check it.',
    capability: 'projects',
  },
  {
    icon: 'check',
    title: 'Assessments',
    text: 'Find out where you stand and what to learn next.',
    capability: 'assessments',
  },
  {
    icon: 'chat',
    title: 'Mock interviews',
    text: 'Practise coding and system design interviews.',
    capability: 'mockInterviews',
  },
  {
    icon: 'spark',
    title: 'AI coach',
    text: 'Hints and explanations while you work through a lesson.',
    capability: 'aiCoach',
  },
  {
    icon: 'terminal',
    title: 'Graded exercises',
    text: 'Exercises checked against hidden tests, run for real in a sandbox.',
    capability: 'codeExecution',
  },
  {
    icon: 'bolt',
    title: 'Shots',
    text: 'Short articles that answer one question well.',
    capability: 'shots',
  },
  {
    icon: 'chat',
    title: 'Teams',
    text: 'Seats for your team, invitations by e-mail, and one bill.',
    capability: 'teams',
  },
];

/**
 * The home page switches on the mode of the active organization (spec section 4): admins and
 * managers in 'upskill' mode get their team's home, everyone else the learner home.
 */
export async function HomeScreen() {
  const info = await serverApi.call(apiRefs.user.info);
  const user = info.ok ? info.data : null;
  const current = user?.organizations.find(
    (organization) => organization.organization_id === user.active_organization_id,
  );
  if (user?.mode === 'upskill' && runsTeam(current)) return <TeamHome organization={current} />;
  return <LearnerHome />;
}

async function LearnerHome() {
  const [courses, paths, shots, capabilities] = await Promise.all([
    serverApi.call(apiRefs.catalogue.list, { query: { kind: 'course', sort: 'popular', page_size: 4 } }),
    serverApi.call(apiRefs.catalogue.list, { query: { kind: 'path', page_size: 3 } }),
    serverApi.call(apiRefs.shots.list, { query: { page_size: 6 } }),
    readServerCapabilities(),
  ]);
  return (
    <>
      <section className="relative overflow-hidden border-b border-line">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_70%_-10%,color-mix(in_oklab,var(--brand-solid)_22%,transparent),transparent)]"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-xs font-medium text-muted">
              <span className="size-1.5 rounded-full bg-brand-solid" aria-hidden="true" />
              For software developers
            </p>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-fg sm:text-5xl lg:text-6xl">
              Learn to code by writing code, right in your browser
            </h1>
            <p className="mt-6 max-w-xl text-lg text-muted">
              Interactive courses and learning paths that run real code as you read. No setup, no videos to
              sit through.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href="/explore">Explore courses</ButtonLink>
              <ButtonLink href="/unlimited" variant="secondary">
                See plans
              </ButtonLink>
            </div>
          </div>
          <CodeCard />
        </div>
      </section>
      {/* The member's assigned work, above the catalogue. */}
      <AssignedToYou />
      {courses.ok && courses.data.items.length ? (
        <section aria-labelledby="courses-heading" className="mx-auto max-w-6xl px-4 pt-20 sm:px-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="courses-heading" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
              Start with a course
            </h2>
            <Link href="/explore" className="text-sm font-semibold text-brand hover:underline">
              See the whole catalogue
            </Link>
          </div>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-courses">
            {courses.data.items.map((item) => (
              <li key={item.id} className="flex">
                <CourseCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {paths.ok && paths.data.items.length ? (
        <section aria-labelledby="paths-heading" className="mx-auto max-w-6xl px-4 pt-20 sm:px-6">
          <h2 id="paths-heading" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            Follow a learning path
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-2">
            {paths.data.items.map((item) => (
              <li key={item.id} className="flex">
                <CourseCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {shots.ok && shots.data.items.length ? (
        <section aria-labelledby="shots-heading" className="mx-auto max-w-6xl px-4 pt-20 sm:px-6">
          <h2 id="shots-heading" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            Quick answers
          </h2>
          <p className="mt-2 text-muted">Shots: short articles that answer one question well.</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shots.data.items.map((shot) => (
              <li
                key={shot.id}
                className="relative rounded-2xl border border-line bg-surface p-5 hover:shadow-md"
              >
                <p className="text-xs font-semibold tracking-wide text-muted uppercase">
                  {shot.tags.join(' · ')}
                </p>
                <h3 className="mt-2 font-semibold text-fg">
                  <Link
                    href={shot.url}
                    className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    {shot.title}
                  </Link>
                </h3>
                <InlineMarkdown
                  as="p"
                  className="mt-1 line-clamp-2 text-sm text-muted"
                  markdown={shot.summary}
                  links={false}
                />
                <p className="mt-3 text-xs text-muted">{shot.readTime} min read</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="offerings" className="mx-auto max-w-6xl px-4 pt-20 sm:px-6">
        <h2 id="offerings" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
          Everything you need to grow as a developer
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-offerings">
          {onlyBuilt(OFFERINGS, capabilities).map((item) => (
            <li key={item.title} className="rounded-2xl border border-line bg-surface p-5">
              <span className="grid size-10 place-items-center rounded-xl bg-brand-soft text-brand">
                <Icon name={item.icon} className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-fg">{item.title}</h3>
              <p className="mt-1 text-sm text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="teams" className="mx-auto max-w-6xl px-4 pt-20 sm:px-6">
        <div className="flex flex-col gap-6 rounded-3xl bg-brand-solid px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <h2 id="teams" className="text-2xl font-bold tracking-tight">
              Upskill your whole team
            </h2>
            <p className="mt-2 text-white/90">
              Seats for your developers, with the content you choose and progress you can follow.
            </p>
          </div>
          <Link
            href="/business"
            className="inline-flex h-11 items-center justify-center rounded-xl bg-white px-5 text-sm font-semibold text-[#3f3cdc] hover:bg-white/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Learnbox for Business
          </Link>
        </div>
      </section>
    </>
  );
}
