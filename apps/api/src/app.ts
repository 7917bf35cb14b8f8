import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BODY_LIMIT_BYTES } from '@learnbox/contracts';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  type AssessmentsModuleOptions,
  assessmentsRoutes,
  createRunnerCodingJudge,
} from './modules/assessments';
import type { AccountsOverrides } from './modules/auth';
import { registerAccounts } from './modules/auth';
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
} from './modules/code';
import {
  type CommerceOptions,
  commercePlanReader,
  composeCommerce,
  registerCommerce,
} from './modules/commerce';
import { contentRoutes } from './modules/content';
import { entitlementsRoutes } from './modules/entitlements';
import { featureFlagsRoutes } from './modules/feature-flags';
import { feedbackRoutes } from './modules/feedback';
import { type GithubModuleOptions, githubRoutes } from './modules/github';
import { healthRoutes } from './modules/health';
import { type LabsModuleOptions, labsRoutes } from './modules/labs';
import { registerDevMailboxRoutes } from './modules/mail';
import { type MockInterviewsOptions, mockInterviewsRoutes } from './modules/mock-interviews';
import { createNotesContext, notesRoutes } from './modules/notes';
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
import { type ApiConfig, DEFAULT_COACH_MODEL_BASE_URL, DEFAULT_GITHUB_BASE_URL } from './platform/config/env';
import type { AppDeps, AppInstance } from './platform/http/app-instance';
import { decorateCurrentUser } from './platform/http/current-user';
import { answerFrameworkError, registerErrorHandling } from './platform/http/error-handler';
import { proxyTrust, registerForwardedTrust } from './platform/http/forwarded-trust';
import { registerInputGuard } from './platform/http/input-guard';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { createRateLimiter } from './platform/rate-limit/redis-rate-limiter';

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
  /** The coach's model, judge, plan reader and clock (tests). */
  coach?: Partial<CoachModuleOptions>;
  /** The mock interviews' judge, clock and problem pick (tests). */
  mockInterviews?: Partial<MockInterviewsOptions>;
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
  registerErrorHandling(app);
  registerSecurityHeaders(app, config.PUBLIC_WEB_ORIGIN);
  // Before every module, so each route inherits it: NUL bytes and broken surrogates never reach SQL.
  registerInputGuard(app);
  decorateCurrentUser(app);

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
    },
    options.billing,
  );
  await registerCommerce(app, commerce, config.STRIPE_WEBHOOK_SECRET);

  await app.register(healthRoutes);
  await app.register(featureFlagsRoutes);
  await app.register(catalogueRoutes);
  await app.register(contentRoutes({ progress: createProgressRepository, quizzes: createQuizVerdictStore }));
  // The studio: drafts, revisions, collaborators and publishing into the tables the reader reads.
  // Its solution check judges through a code service on the code module's own configuration.
  const codeOptions = { plans: commercePlanReader(commerce), limiter, ...options.code };
  const projectsCode = buildCodeService(config, codeOptions, app.log);
  const authoring = createAuthoringContext(deps.db, {
    sendMail: (message) => accounts.mailer.send(message),
    webOrigin: commerce.webOrigin,
    judge: createCheckSolutionRunner(buildCodeService(config, codeOptions, app.log)),
    limiter,
  });
  await app.register(
    shotsRoutes({ limiter, limits: options.shotRateLimits, drafts: createShotDraftReader(authoring) }),
  );
  await app.register(authoringRoutes(authoring));
  await app.register(feedbackRoutes({ limiter }));
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
  await app.register(
    organizationsRoutes(
      createOrganizationsContext(deps.db, {
        limiter,
        sendMail: (message) => accounts.mailer.send(message),
        invalidateUserInfo: (userId) => accounts.userInfoCache.delete(userId),
        webOrigin: commerce.webOrigin,
        // The billing clock: subscription expiry and invitation expiry move together in tests.
        now: commerce.now,
      }),
    ),
  );
  // Premium and Premium Plus come from commerce unless a test brings its own reader.
  await app.register(codeRoutes(config, codeOptions));
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
