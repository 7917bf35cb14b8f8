import { randomBytes, randomUUID } from 'node:crypto';
import type {
  AllocateLabBody,
  AllocateLabReply,
  LabInstancesReply,
  LabStatusReply,
  LabTestResultsReply,
  RunLabTestsBody,
  RunLabTestsReply,
} from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import {
  ALLOCATION_ERROR_STATUS,
  DomainError,
  daemonStatusOf,
  decideLabStart,
  getLiveStatusMessage,
  imageStatusOf,
  interpretLiveTestStatus,
  KNOWN_MESSAGES,
  LAB_ALLOWANCE,
  LAB_MESSAGES,
  LIVE_TEST_STATUS,
  LIVE_TEST_TIME_LIMIT_MS,
  type LiveContainerStatus,
  labImageName,
  labTimeLeftMs,
  labTimeUsedMs,
  parseTestRunnerOutput,
  resolveContainerEnv,
  STATUS,
  transitionContainer,
  validateRunTestsArgs,
} from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { LabHost } from './lab-host';
import {
  createLabsRepository,
  type LabInstanceRow,
  type LabRow,
  type LabsRepository,
  type NewLabInteraction,
  type TestAttemptKey,
} from './labs.repository';
import { previewUrlOf } from './preview-origin';
import { createOpenInstances } from './use-cases/open-instance';
import { recordObservedStatus } from './use-cases/record-status';

/** Whether a user's plan counts as a subscription for labs (commerce's reader in app.ts). */
export interface LabPlanReader {
  planOf(userId: string): Promise<{ is_paid_user: boolean }>;
}

export interface LabsServiceDeps {
  db: Database;
  host: LabHost;
  plans: LabPlanReader;
  /** Where browsers reach the live host (allocate's live_host_url). */
  liveHostUrl: string;
  /** The preview origin template with `{lab}` (preview-origin.ts). */
  previewOrigin: string;
  now?: () => Date;
}

/** Where every new session starts in the status machine. */
const ALLOCATING: LiveContainerStatus = 'ALLOCATING';

type LabWork = { authorId: string; workId: string };
type LabTestTarget = LabWork & { pageId: string; docId: string };

/** Cloud labs (spec section 7 "Live containers and tests"): who gets a lab, its statuses, tests and builds. */
export function createLabsService(deps: LabsServiceDeps) {
  const { host } = deps;
  const repo = createLabsRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  /** Test runs finishing in the background; the module waits for them when the app closes. */
  const running = new Set<Promise<void>>();
  const { openInstanceOf, ownOpenInstance } = createOpenInstances(repo, now);

  async function publishedLab({ authorId, workId }: LabWork): Promise<LabRow & { authorEmail: string }> {
    const lab = await repo.findLab(authorId, workId);
    if (!lab?.published) throw new DomainError(LAB_MESSAGES.LAB_NOT_FOUND, STATUS.NOT_FOUND);
    return lab;
  }

  async function freeTasteUsedMs(userId: string): Promise<number> {
    const at = now();
    const sessions = await repo.sessionsSince(
      userId,
      new Date(at.getTime() - LAB_ALLOWANCE.FREE_TASTE_WINDOW_MS),
    );
    // A session counts until it ended, or until now or its expiry if still open.
    return sessions.reduce(
      (sum, session) =>
        sum +
        labTimeUsedMs(
          {
            startedAt: session.startedAt,
            endedAt: session.endedAt ?? (session.expiresAt < at ? session.expiresAt : null),
          },
          at,
        ),
      0,
    );
  }

  async function recordStatus(instance: LabInstanceRow, observed: LiveContainerStatus): Promise<void> {
    await recordObservedStatus(repo, instance, observed);
  }

  /** A status call's answer: the host's view, with the spec's sentence for the failures that have one. */
  function statusReply(status: LiveContainerStatus, requestId: string): LabStatusReply {
    return { vm_status: status, request_id: requestId, ...withMessage(status) };
  }

  async function finishTests(runId: string, instanceId: string, labId: string): Promise<void> {
    const { runners } = await repo.labSetup(labId);
    let result: Parameters<LabsRepository['finishTestRun']>[1];
    try {
      const output = await host.runTests(instanceId, {
        runners: runners.map((runner) => ({ id: runner.id, name: runner.name, script: runner.testScript })),
        timeout_ms: LIVE_TEST_TIME_LIMIT_MS,
      });
      const parsed = output.timed_out ? null : parseTestRunnerOutput(output.output);
      result = parsed
        ? {
            liveTestStatus: LIVE_TEST_STATUS.COMPLETED,
            totalTests: parsed.total_tests,
            passedTests: parsed.passed_tests,
            failureDescription: parsed.failure_description ?? null,
            results: parsed.tests,
          }
        : emptyResult(output.timed_out ? LIVE_TEST_STATUS.TIMED_OUT : LIVE_TEST_STATUS.ERRORED);
    } catch {
      result = emptyResult(LIVE_TEST_STATUS.ERRORED);
    }
    await repo.finishTestRun(runId, result, now());
  }

  return {
    async instances(user: CurrentUser, authorId?: string): Promise<LabInstancesReply> {
      const open = await openInstanceOf(user.id);
      const lab = open && (await repo.labById(open.labId));
      if (!open || !lab || (authorId !== undefined && lab.authorId !== authorId)) return { instances: [] };
      return {
        instances: [
          {
            instance_id: open.id,
            author_id: lab.authorId,
            work_id: lab.id,
            vm_status: open.status,
            started_at: open.startedAt.toISOString(),
            expires_at: open.expiresAt.toISOString(),
            time_left_ms: labTimeLeftMs(open.expiresAt, now()),
          },
        ],
      };
    },

    async allocate(
      user: CurrentUser | null,
      work: LabWork,
      body: AllocateLabBody,
    ): Promise<AllocateLabReply> {
      if (!user) throw new DomainError(LAB_MESSAGES.LOGIN_REQUIRED, STATUS.UNAUTHORIZED);
      const lab = await publishedLab(work);
      const open = await openInstanceOf(user.id);
      const { is_paid_user: subscribed } = await deps.plans.planOf(user.id);
      const decision = decideLabStart({
        userId: user.id,
        subscribed,
        labId: lab.id,
        openLab: open && { instanceId: open.id, labId: open.labId },
        freeTasteUsedMs: subscribed ? 0 : await freeTasteUsedMs(user.id),
      });
      const requestId = body.request_id ?? randomUUID();
      // A failure status carries the spec's sentence ('Resources allocation failed!', …).
      const answer = (instance: LabInstanceRow, vmStatus: string): AllocateLabReply => ({
        ...withMessage(vmStatus),
        vm_status: vmStatus,
        request_id: requestId,
        // Terminals authenticate with allocate_auth; the spec's VM password has nothing to open here.
        vm_password: '',
        allocate_id: instance.id,
        allocate_auth: instance.allocateAuth,
        live_host_url: deps.liveHostUrl,
        expires_at: instance.expiresAt.toISOString(),
        preview_url: previewUrlOf(deps.previewOrigin, instance.id, lab.appPort),
      });
      if (decision.action === 'resume' && open) return answer(open, open.status);

      const sessionMs = decision.action === 'start' ? decision.sessionMs : 0;
      const { envVars } = await repo.labSetup(lab.id);
      const env = resolveContainerEnv(envVars);
      if (env.missing.length > 0)
        throw new DomainError(LAB_MESSAGES.ENV_MISSING, STATUS.OPERATION_NOT_ALLOWED, {
          env: env.missing.join(', '),
        });
      const startedAt = now();
      const instance = await repo.createInstance({
        id: randomUUID(),
        userId: user.id,
        labId: lab.id,
        status: ALLOCATING,
        requestId,
        allocateAuth: randomBytes(24).toString('base64url'),
        homeVolume: homeVolumeOf(user.id, lab.id),
        startedAt,
        expiresAt: new Date(startedAt.getTime() + sessionMs),
      });
      if (!instance) {
        // Another tab won the race for the one open lab: the same lab resumes, another is refused.
        const winner = await openInstanceOf(user.id);
        if (winner?.labId === lab.id) return answer(winner, winner.status);
        throw new DomainError(KNOWN_MESSAGES.LAB_ALREADY_IN_PROGRESS, STATUS.OPERATION_NOT_ALLOWED);
      }
      const image = lab.imageName ?? labImageName(lab.slug, 0);
      try {
        await host.start({
          lab_id: instance.id,
          image,
          dockerfile: lab.dockerfile,
          home_volume: instance.homeVolume,
          memory_mb: lab.memoryMb,
          app_port: lab.appPort,
          env: env.env,
          capabilities: lab.capabilities,
          egress_allow_list: lab.egressAllowList,
          auth: instance.allocateAuth,
          expires_at: instance.expiresAt.toISOString(),
        });
      } catch {
        // Spec section 8: an allocation failure returns the allocation-failed status.
        const failed = transitionContainer(ALLOCATING, ALLOCATION_ERROR_STATUS);
        await repo.endInstance(instance.id, now(), failed);
        return answer(instance, failed);
      }
      const allocated = transitionContainer(ALLOCATING, 'ALLOCATED');
      await repo.setInstanceStatus(instance.id, allocated);
      return answer({ ...instance, imageName: image }, allocated);
    },

    async imageStatus(user: CurrentUser, instanceId: string, requestId?: string): Promise<LabStatusReply> {
      const instance = await ownOpenInstance(user.id, instanceId);
      const state = await host.state(instance.id);
      const status = imageStatusOf(state.image);
      await recordStatus(instance, status);
      return statusReply(status, requestId ?? instance.requestId ?? '');
    },

    async daemonStatus(user: CurrentUser, instanceId: string, requestId?: string): Promise<LabStatusReply> {
      const instance = await ownOpenInstance(user.id, instanceId);
      const state = await host.state(instance.id);
      const status = daemonStatusOf(state.image, state.state);
      await recordStatus(instance, status);
      return statusReply(status, requestId ?? instance.requestId ?? '');
    },

    async runTests(
      user: CurrentUser,
      target: LabTestTarget,
      body: RunLabTestsBody,
    ): Promise<RunLabTestsReply> {
      const args = validateRunTestsArgs(target);
      if (!args.ok) throw new DomainError(args.message, STATUS.OPERATION_NOT_ALLOWED);
      const lab = await publishedLab(target);
      const open = await openInstanceOf(user.id);
      if (!open || open.labId !== lab.id)
        throw new DomainError(LAB_MESSAGES.NOT_STARTED, STATUS.OPERATION_NOT_ALLOWED);
      const requestId = randomUUID();
      const run = await repo.insertNextTestRun({
        ...attemptKey(user.id, lab.id, target, body.document_type),
        requestId,
        instanceId: open.id,
        isEditor: body.is_editor ?? false,
      });
      const attemptCount = run.attemptCount;
      const done = finishTests(run.id, open.id, lab.id).finally(() => running.delete(done));
      running.add(done);
      return { testing_container_status: open.status, attempt_count: attemptCount, request_id: requestId };
    },

    async testResults(
      user: CurrentUser,
      target: LabTestTarget,
      query: { document_type: string; attempt_count: number },
    ): Promise<LabTestResultsReply> {
      const lab = await publishedLab(target);
      const run = await repo.findTestRun(
        attemptKey(user.id, lab.id, target, query.document_type),
        query.attempt_count,
      );
      if (!run) throw new DomainError(LAB_MESSAGES.TEST_RUN_NOT_FOUND, STATUS.NOT_FOUND);
      const done = run.liveTestStatus !== null && run.totalTests !== null && run.passedTests !== null;
      const outcome = run.liveTestStatus === null ? null : interpretLiveTestStatus(run.liveTestStatus);
      return {
        ...(outcome && 'message' in outcome ? { message: outcome.message } : {}),
        live_test_status: run.liveTestStatus,
        results: done
          ? {
              total_tests: run.totalTests ?? 0,
              passed_tests: run.passedTests ?? 0,
              failure_description: run.failureDescription,
              tests: run.results,
            }
          : null,
        request_id: run.requestId,
      };
    },

    /** Appends a lab widget's report; the user is the session's, never the payload's. */
    async logInteraction(userId: string | null, entry: Omit<NewLabInteraction, 'userId'>): Promise<string> {
      return repo.appendInteraction({ ...entry, userId });
    },

    /** Resolves once every background test run has finished (the app is closing). */
    async settle(): Promise<void> {
      await Promise.allSettled([...running]);
    },
  };
}

/** The spec's live status message of a status (section 8), when it has one. */
function withMessage(status: string): { message?: string } {
  const message = getLiveStatusMessage(status);
  return message ? { message } : {};
}

function emptyResult(liveTestStatus: number) {
  return { liveTestStatus, totalTests: null, passedTests: null, failureDescription: null, results: [] };
}

function attemptKey(
  userId: string,
  labId: string,
  target: LabTestTarget,
  documentType: string,
): TestAttemptKey {
  return { userId, labId, pageId: target.pageId, docId: target.docId, documentType };
}

/** One home per learner and lab, kept across sessions; a volume name takes [a-z0-9_.-] only. */
function homeVolumeOf(userId: string, labId: string): string {
  return `lab-home-${userId}-${labId}`.toLowerCase().replace(/[^a-z0-9_.-]/g, '-');
}

export type LabsService = ReturnType<typeof createLabsService>;
