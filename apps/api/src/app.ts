import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BODY_LIMIT_BYTES } from '@learnbox/contracts';
import { DEFAULT_B2B_HOST_SUFFIX, isLoopbackOrigin } from '@learnbox/domain';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAnalytics, type EventSink, type GithubEducation } from './modules/analytics';
import {
  type AssessmentsModuleOptions,
  assessmentsRoutes,
  createRunnerCodingJudge,
} from './modules/assessments';
import { createAssignmentsContext, registerAssignments } from './modules/assignments';
import type { AccountsOverrides } from './modules/auth';
import { provenAccounts, registerAccounts } from './modules/auth';
import {
  authoringRoutes,
  canChangeWork,
  createAuthoringContext,
  createCheckSolutionRunner,
  createDraftWidgetReader,
  createShotDraftReader,
} from './modules/authoring';
import { catalogueRoutes } from './modules/catalogue';
import {
  certificatesRoutes,
  createCertificateSales,
  createCertificatesContext,
} from './modules/certificates';
import {
  type CoachModuleOptions,
  coachRoutes,
  createModelInterviewer,
  createOpenAiChatModel,
} from './modules/coach';
import {
  buildCodeService,
  type CodeModuleOptions,
  codeRoutes,
  createPageWidgetReader,
  createWidgetJudge,
  openExampleResults,
  runnerClientOf,
} from './modules/code';
import {
  type CommerceOptions,
  commercePlanReader,
  composeCommerce,
  registerCommerce,
  syncBillingFlags,
} from './modules/commerce';
import { contentRoutes } from './modules/content';
import { createEnterpriseEntryContext, enterpriseEntryRoutes } from './modules/enterprise-entry';
import { entitlementsRoutes } from './modules/entitlements';
import {
  createErrorReports,
  type ErrorReports,
  errorReportsRoutes,
  reportServerError,
} from './modules/error-reports';
import { createFeatureFlags, featureFlagsRoutes } from './modules/feature-flags';
import { feedbackRoutes } from './modules/feedback';
import { type GithubModuleOptions, githubRoutes } from './modules/github';
import { healthRoutes } from './modules/health';
import { type LabsModuleOptions, labsRoutes } from './modules/labs';
import { registerDevMailboxRoutes } from './modules/mail';
import { type MarketingModuleOptions, marketingRoutes } from './modules/marketing';
import { type MockInterviewsOptions, mockInterviewsRoutes } from './modules/mock-interviews';
import { createNotesContext, notesRoutes } from './modules/notes';
import { createOrgSsoContext, orgSsoRoutes } from './modules/org-sso';
import {
  createOrganizationsContext,
  createTeamOrganizationsRepository,
  organizationsRoutes,
} from './modules/organizations';
import { createProgressRepository, progressRoutes } from './modules/progress';
import { findPublishedProject, isProjectFinished, projectsRoutes } from './modules/projects';
import { createQuizVerdictStore, type QuizModuleOptions, quizRoutes } from './modules/quiz';
import { salesRoutes } from './modules/sales';
import { type ShotRateLimits, shotsRoutes } from './modules/shots';
import { type UploadsModuleOptions, uploadsRoutes } from './modules/uploads';
import { registerUserRoutes } from './modules/user';
import { registerUserdataRoutes } from './modules/userdata';
import { workflowRoutes } from './modules/workflow';
import { type ApiConfig, DEFAULT_COACH_MODEL_BASE_URL, DEFAULT_GITHUB_BASE_URL } from './platform/config/env';
import type { AppDeps, AppInstance } from './platform/http/app-instance';
import { decorateCurrentUser } from './platform/http/current-user';
import { answerFrameworkError, registerErrorHandling } from './platform/http/error-handler';
import { proxyTrust, registerForwardedTrust } from './platform/http/forwarded-trust';
import { registerInputGuard } from './platform/http/input-guard';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerSiteHost } from './platform/http/site-host';
import { createMemoryJobQueue, type JobQueue } from './platform/jobs';
import { createRateLimiter } from './platform/rate-limit/redis-rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores (and, with SENTRY_DSN, forwards) Sentry envelopes; main.ts's SDK transport posts here. */
    errorReports: ErrorReports;
  }
}

export interface BuildAppOptions {
  /** Collaborators of the accounts module that tests and benchmarks replace. */
  accounts?: AccountsOverrides;
  /** The code module's runner client, plan reader and rate limits. */
  code?: CodeModuleOptions;
  /** The labs module's live host, plan reader and clock (tests). */
  labs?: LabsModuleOptions;
  /** The commerce module's payment processor and clock (tests). */
  billing?: CommerceOptions;
  /** The git round trip's remote (tests bring one with small limits). */
  github?: Pick<GithubModuleOptions, 'remote' | 'perUser'>;
  /** Answer limits of the quiz module (tests). */
  quiz?: Pick<QuizModuleOptions, 'rateLimits'>;
  /** Share-count limits of the shots module (tests). */
  shotRateLimits?: Partial<ShotRateLimits>;
  /** The uploads module's storage, edit check, budget and clock (tests). */
  uploads?: Partial<Omit<UploadsModuleOptions, 'limiter'>>;
  /** The assessments module's coding judge and clock (tests). */
  assessments?: Partial<AssessmentsModuleOptions>;
  /** Rate limits of the marketing module (tests). */
  marketing?: Pick<MarketingModuleOptions, 'limits'>;
  /** The analytics module's PostHog sink (tests: one pointed at a local server). */
  analytics?: { sink?: EventSink; github?: GithubEducation };
  /** The coach's model, judge, plan reader and clock (tests). */
  coach?: Partial<CoachModuleOptions>;
  /** The mock interviews' judge, clock and problem pick (tests). */
  mockInterviews?: Partial<MockInterviewsOptions>;
  /**
   * Where background jobs of requests go (publishing's example runs): main.ts brings pg-boss;
   * without one they run in this process (tests may bring a memory queue to wait on).
   */
  jobs?: JobQueue;
  /** Prefix of the rate-limit keys in Redis (tests keep their runs apart); `learnbox:rl:` by default. */
  rateLimitKeyPrefix?: string;
}

export async function buildApp(
  config: Pick<ApiConfig, 'LOG_LEVEL'> & Partial<ApiConfig>,
  deps: AppDeps,
  options: BuildAppOptions = {},
): Promise<AppInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-internal-proxy-secret"]'],
    },
    bodyLimit: API_BODY_LIMIT_BYTES,
    // Long path parameters reach the route's schema and get a readable 400, not Fastify's bare 414.
    routerOptions: { maxParamLength: 1000 },
    // Longer ones, and malformed URLs, are refused by the router: still a readable 400.
    frameworkErrors: answerFrameworkError,
    // Not `true`: a client reaching the api directly would choose its own address (rate limits).
    trustProxy: proxyTrust(config.TRUSTED_PROXIES),
  }).withTypeProvider<ZodTypeProvider>();
  // First of all hooks: decides whose X-Forwarded-* survive before anything reads request.ip.
  registerForwardedTrust(app, {
    secret: config.INTERNAL_PROXY_SECRET,
    trustedProxies: config.TRUSTED_PROXIES ?? [],
  });
  if (config.NODE_ENV === 'production' && !config.INTERNAL_PROXY_SECRET && !config.TRUSTED_PROXIES?.length)
    app.log.warn(
      "INTERNAL_PROXY_SECRET is unset: the client address the web forwards is not believed, so every visitor shares the web's rate limits. Give web and api the same INTERNAL_PROXY_SECRET.",
    );
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, (error, request) =>
    reportServerError(error, { userId: request.user?.id, url: request.url, method: request.method }),
  );
  registerSecurityHeaders(app, config.PUBLIC_WEB_ORIGIN);
  // Before every module, so each route inherits it: NUL bytes and broken surrogates never reach SQL.
  registerInputGuard(app);
  decorateCurrentUser(app);
  registerSiteHost(app, config.B2B_HOST_SUFFIX);

  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: 'Learnbox API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  // The docs page is a document, not JSON: the UI's own policy (its scripts by hash) replaces the
  // api's. Without upgrade-insecure-requests, which would break it on a plain-http local set-up.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (policy) => policy.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
  // One limiter for every module, chosen once from the configuration: Redis when REDIS_URL is set
  // (shared by every api copy), else this process's memory.
  const limiter = createRateLimiter(config, app.log, { keyPrefix: options.rateLimitKeyPrefix });
  app.addHook('onClose', async () => limiter.close());
  // Before every module: sign-up, code runs, lessons and payments record product events through it.
  // Referral credits are single-use coupons of commerce, composed below (called only later).
  const analytics = createAnalytics(deps.db, {
    posthog: config.POSTHOG_KEY ? { key: config.POSTHOG_KEY, host: config.POSTHOG_HOST } : null,
    sink: options.analytics?.sink,
    github: options.analytics?.github,
    refreshBanner: (userId) => syncBillingFlags(commerce, userId),
    webOrigin: config.PUBLIC_WEB_ORIGIN ?? 'http://localhost:3000',
    log: app.log,
    credits: {
      issueSingleUseCoupon: (coupon) =>
        commerce.coupons.insertCoupon({
          code: coupon.code,
          percentOff: coupon.percentOff,
          scope: 'subscription',
          maxUses: 1,
        }),
    },
  });
  app.decorate('analytics', analytics.hooks);
  app.addHook('onClose', async () => analytics.events.close());
  // Before other modules: its hooks (session -> request.user, CSRF check) cover every route.
  const accounts = await registerAccounts(app, config, limiter, options.accounts);
  // Built on accounts: /api/user/*, /api/userdata/* and, on a loopback set-up, the dev mailbox.
  registerUserRoutes(app, accounts);
  registerUserdataRoutes(app, accounts);
  registerDevMailboxRoutes(app, deps.db, accounts.devMailbox);
  // The outbox's retries are background work; main.ts gives them to the job queue.
  app.decorate('mailOutbox', { deliverDue: () => accounts.mailer.deliverDue() });
  // Certificates: issued on completion (plan) or by the certificate-purchase checkout (commerce).
  const certificates = createCertificatesContext(deps.db, {
    webOrigin: config.PUBLIC_WEB_ORIGIN ?? 'http://localhost:3000',
    projects: {
      find: (projectId) => findPublishedProject(deps.db, projectId),
      isFinished: (userId, projectId) => isProjectFinished(deps.db, userId, projectId),
    },
    now: options.billing?.now,
  });
  // Flags before the modules they gate (commerce: gift and trial checkouts read app.featureFlags).
  const featureFlags = createFeatureFlags(deps.db, {
    environment: config.FLAG_ENVIRONMENT ?? 'production',
    cacheTtlMs: config.FLAG_CACHE_TTL_MS ?? 5_000,
  });
  // Each capability's module gates its own routes with it (feature-flags' gateScope).
  app.decorate('featureFlags', featureFlags);
  app.addHook('onClose', async () => featureFlags.close());
  // Composed once: each commerce use case takes the few of these it needs.
  const commerce = composeCommerce(
    deps.db,
    config,
    {
      sendMail: (message) => accounts.mailer.send(message),
      invalidateUserInfo: (userId) => accounts.userInfoCache.delete(userId),
      limiter,
      organizations: createTeamOrganizationsRepository(deps.db),
      certificates: createCertificateSales(certificates),
      growth: analytics.commerce,
    },
    options.billing,
  );
  await registerCommerce(app, commerce, config.STRIPE_WEBHOOK_SECRET);

  await app.register(analytics.routes({ limiter, secureCookies: accounts.cookies.secure }));
  await app.register(healthRoutes);
  await app.register(featureFlagsRoutes(featureFlags));
  // Error reports: the browser SDK's tunnel, and the api's own SDK (main.ts) through app.errorReports.
  const errorReports = createErrorReports(deps.db, { sentryDsn: config.SENTRY_DSN, log: app.log });
  app.decorate('errorReports', errorReports);
  await app.register(errorReportsRoutes(errorReports, limiter));
  await app.register(catalogueRoutes);
  await app.register(contentRoutes({ progress: createProgressRepository, quizzes: createQuizVerdictStore }));
  // The studio: drafts, revisions, collaborators and publishing into the tables the reader reads.
  // Its solution check judges through a code service on the code module's own configuration.
  const codeOptions = { plans: commercePlanReader(commerce), limiter, ...options.code };
  const projectsCode = buildCodeService(config, codeOptions, app.log);
  // Example runs of a publish are queued (issue 19): on pg-boss from main.ts, else in this process.
  const jobs = options.jobs ?? createMemoryJobQueue(app.log);
  if (!options.jobs) app.addHook('onClose', async () => jobs.stop());
  const examples = openExampleResults(deps.db, buildCodeService(config, codeOptions, app.log), {
    runner: runnerClientOf(config, codeOptions),
    jobs,
    log: app.log,
  });
  await examples.startJobs();
  const authoring = createAuthoringContext(deps.db, {
    sendMail: (message) => accounts.mailer.send(message),
    webOrigin: commerce.webOrigin,
    judge: createCheckSolutionRunner(buildCodeService(config, codeOptions, app.log)),
    recordExamples: (page, requester) => examples.record(page, requester),
    limiter,
  });
  await app.register(
    shotsRoutes({ limiter, limits: options.shotRateLimits, drafts: createShotDraftReader(authoring) }),
  );
  await app.register(authoringRoutes(authoring));
  await app.register(feedbackRoutes({ limiter }));
  // Marketing pages, their e-mail capture and forms, and the page and reader event calls.
  await app.register(marketingRoutes({ limiter, ...options.marketing }));
  // CreateWorkflowItemModal's tasks and OnboardingModal's answers (user info's onboarding flags).
  await app.register(
    workflowRoutes({ limiter, invalidateUserInfo: (userId) => accounts.userInfoCache.delete(userId) }),
  );
  // /business: leads for sales and the recruiting cost estimate, both through the outbox.
  await app.register(
    salesRoutes({
      limiter,
      sendMail: (message) => accounts.mailer.send(message),
      salesEmail: config.SALES_EMAIL,
      webOrigin: commerce.webOrigin,
    }),
  );
  // Quizzes graded on the server; the studio preview grades against the draft it shows.
  await app.register(quizRoutes({ limiter, drafts: createDraftWidgetReader(authoring), ...options.quiz }));
  // Coding questions are judged by the runner through the code module, like the studio's check.
  await app.register(
    assessmentsRoutes({
      judge: createRunnerCodingJudge(buildCodeService(config, codeOptions, app.log)),
      ...options.assessments,
    }),
  );
  await app.register(progressRoutes);
  await app.register(certificatesRoutes(certificates));
  // Highlights and notes in lessons: each learner's own, re-anchored when a lesson changes.
  await app.register(notesRoutes(createNotesContext(deps.db, { limiter, webOrigin: commerce.webOrigin })));
  await app.register(
    githubRoutes({ baseUrl: config.GITHUB_BASE_URL ?? DEFAULT_GITHUB_BASE_URL, limiter, ...options.github }),
  );
  await app.register(entitlementsRoutes);
  const organizations = createOrganizationsContext(deps.db, {
    limiter,
    sendMail: (message) => accounts.mailer.send(message),
    invalidateUserInfo: (userId) => accounts.userInfoCache.delete(userId),
    webOrigin: commerce.webOrigin,
    // Private courses: only a course's studio owners and editors may decide who sees it.
    canChangeWork: (user, work) => canChangeWork(authoring, user, work),
    // The billing clock: subscription expiry and invitation expiry move together in tests.
    now: commerce.now,
  });
  await app.register(organizationsRoutes(organizations));
  // Enterprise trial and signup links, and invited addresses signing up (issue 16 "The way in").
  await app.register(
    enterpriseEntryRoutes(
      createEnterpriseEntryContext(deps.db, {
        accounts: provenAccounts(accounts),
        organizations,
        limiter,
        sendMail: (message) => accounts.mailer.send(message),
        webOrigin: commerce.webOrigin,
        now: commerce.now,
      }),
    ),
  );
  // Organization hosts and SSO: seats through organizations, sessions through accounts.
  const webOrigin = config.PUBLIC_WEB_ORIGIN ?? 'http://localhost:3000';
  await app.register(
    orgSsoRoutes(
      createOrgSsoContext(deps.db, {
        organizations,
        accounts,
        webOrigin,
        hostSuffix: config.B2B_HOST_SUFFIX ?? DEFAULT_B2B_HOST_SUFFIX,
        // http and internal issuers only where the whole set-up is this machine (dev, tests).
        issuerPolicy: { allowInsecure: isLoopbackOrigin(webOrigin) },
        now: commerce.now,
      }),
    ),
  );
  // Assigned work, nudges and reports; reminders and the weekly summary run as jobs (main.ts).
  await registerAssignments(
    app,
    createAssignmentsContext(deps.db, {
      sendMail: (message) => accounts.mailer.send(message),
      webOrigin: commerce.webOrigin,
      now: commerce.now,
    }),
    { devJobs: accounts.devMailbox },
  );
  // Premium and Premium Plus come from commerce unless a test brings its own reader.
  await app.register(codeRoutes(config, codeOptions, examples));
  // Project tasks are judged through the code module like the studio's solution check.
  await app.register(
    projectsRoutes({
      judge: (request, requester) => projectsCode.run('judge', request, requester),
      limiter,
    }),
  );
  // One chat model (any OpenAI-compatible server) for the coach and the mock interviewer, when set.
  const chatModel = config.COACH_MODEL
    ? createOpenAiChatModel({
        baseURL: config.COACH_MODEL_BASE_URL ?? DEFAULT_COACH_MODEL_BASE_URL,
        model: config.COACH_MODEL,
        apiKey: config.COACH_MODEL_API_KEY,
        timeoutMs: config.COACH_MODEL_TIMEOUT_MS ?? 20_000,
      })
    : null;
  // The coach judges the learner's files like Check does, and counts answers by commerce's plan.
  const coachJudge = createWidgetJudge({
    code: buildCodeService(config, codeOptions, app.log),
    pages: createPageWidgetReader(deps.db),
  });
  await app.register(
    coachRoutes({
      pages: createPageWidgetReader(deps.db),
      judge: (request, requester) => coachJudge.judge(request, requester),
      plans: commercePlanReader(commerce),
      model: chatModel,
      ...options.coach,
    }),
  );
  // Mock interviews: code judged by the runner through the code module, like project tasks.
  await app.register(
    mockInterviewsRoutes({
      judge: (request, requester) => projectsCode.run('judge', request, requester),
      interviewer: chatModel ? createModelInterviewer(chatModel) : null,
      ...options.mockInterviews,
    }),
  );
  // Subscribers get full lab sessions, others the free taste: commerce's reader decides which.
  await app.register(labsRoutes(config, { plans: commercePlanReader(commerce), ...options.labs }));
  // Studio images: signed upload links, re-encoded uploads, and serving them (DATA_DIR or S3).
  await app.register(
    uploadsRoutes(config, {
      limiter,
      canEdit: (user, work) => canChangeWork(authoring, user, work),
      ...options.uploads,
    }),
  );
  return app;
}
