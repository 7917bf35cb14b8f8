import type { CoachHintBody, CoachHintReply } from '@learnbox/contracts';
import type { JudgeResponse } from '@learnbox/contracts/runner';
import {
  buildCoachMessages,
  type ChatMessage,
  createStreamGuard,
  DomainError,
  type ExerciseSecrets,
  explainError,
  type FailingTest,
  guardReply,
  HINT_STEP_LABELS,
  HINT_STEPS,
  type HintStep,
  hintFor,
  nextHintStep,
} from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { CodeRequester } from '../../code';
import { ChatModelError } from '../chat-model';
import type { CoachContext } from '../coach-context';
import { type Exercise, loadExercise, secretsOf, spending, type TakenAnswer, takeAnswer } from './exercise';

/** Everything a hint needs before any text is written: checked, judged and counted. */
export interface PreparedHint {
  learner: CurrentUser;
  exercise: Exercise;
  step: HintStep;
  ladderText: string;
  secrets: ExerciseSecrets;
  messages: ChatMessage[];
  /** The answer of today's allowance this hint spends. */
  taken: TakenAnswer;
}

const NO_RUN: JudgeResponse = {
  status: 'rejected',
  compileOutput: null,
  cases: [],
  summary: { total: 0, passed: 0, failed: 0 },
};

/** The first case the learner's files fail, as the ladder reads it (hidden ones without data). */
function firstFailure(language: string, result: JudgeResponse) {
  if (result.status === 'compile_error')
    return { error: explainError(language, { compileOutput: result.compileOutput }), failingTest: null };
  const failed = result.cases.find((item) => item.verdict !== 'passed' && item.verdict !== 'skipped');
  if (!failed) return { error: null, failingTest: null };
  const failingTest: FailingTest = failed.hidden
    ? { name: failed.name ?? null, hidden: true }
    : {
        name: failed.name ?? null,
        hidden: false,
        expected: failed.expectedOutput,
        actual: failed.stdout ?? '',
      };
  const error =
    failed.verdict === 'runtime_error' && !failed.hidden
      ? explainError(language, { stderr: failed.stderr, signal: failed.signal })
      : null;
  return { error, failingTest };
}

/**
 * Checks the request, takes one of today's answers, judges the files and builds the prompt. A
 * failure after the take gives the answer back.
 */
export async function prepareHint(
  ctx: CoachContext,
  user: CurrentUser | null,
  requester: CodeRequester,
  body: CoachHintBody,
): Promise<PreparedHint> {
  const { learner, exercise } = await loadExercise(ctx, user, body.lesson_id, body.widget_id);
  const taken = await takeAnswer(ctx, learner);
  return spending(taken, async () => ({
    ...(await hintInputs(ctx, learner, exercise, requester, body)),
    taken,
  }));
}

async function hintInputs(
  ctx: CoachContext,
  learner: CurrentUser,
  exercise: Exercise,
  requester: CodeRequester,
  body: CoachHintBody,
): Promise<Omit<PreparedHint, 'taken'>> {
  const step = nextHintStep(await ctx.repo.hintsGiven(learner.id, body.lesson_id, body.widget_id));
  const { widget } = exercise;
  // A runner that is down or busy must not take the hints away: the ladder then works from the
  // author's hints and the solution's shape alone.
  const result = await ctx
    .judge(
      { lesson_id: body.lesson_id, widget_id: body.widget_id, files: body.files },
      { user: learner, ip: requester.ip },
    )
    .catch((error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      ctx.log.warn({ err: error }, 'coach could not judge the files; hinting without the run');
      return NO_RUN;
    });
  const { error, failingTest } = firstFailure(widget.language, result);
  const mainName = widget.main_file ?? widget.files[0]?.name;
  const learnerCode = (body.files.find((file) => file.name === mainName) ?? body.files[0])?.content ?? '';
  const solution =
    (widget.solution?.find((file) => file.name === mainName) ?? widget.solution?.[0])?.content ?? null;
  const ladderText = hintFor(step, {
    authorHints: widget.hints ?? [],
    failingTest,
    error,
    learnerCode,
    solution,
  });
  const visibleCase = result.cases.find((item) => !item.hidden);
  const messages = buildCoachMessages({
    lessonTitle: exercise.citation.title,
    language: widget.language,
    step,
    ladderHint: ladderText,
    learnerCode,
    output: result.compileOutput ?? [visibleCase?.stdout, visibleCase?.stderr].filter(Boolean).join('\n'),
  });
  return {
    learner,
    exercise,
    step,
    ladderText,
    secrets: secretsOf(widget, body.files),
    messages,
  };
}

/** Records the answer (the ladder's position counts it) and shapes the reply. */
async function finishHint(
  ctx: CoachContext,
  prepared: PreparedHint,
  answer: { text: string; source: 'ladder' | 'model'; redacted: boolean },
): Promise<CoachHintReply> {
  const index = HINT_STEPS.indexOf(prepared.step);
  await ctx.repo.record({
    userId: prepared.learner.id,
    lessonId: prepared.exercise.citation.lessonId,
    widgetId: prepared.exercise.widget.id,
    kind: 'hint',
    step: index,
    source: answer.source,
    createdAt: ctx.now(),
  });
  const { lessonId, title, href, text } = prepared.exercise.citation;
  return {
    step: prepared.step,
    step_number: index + 1,
    label: HINT_STEP_LABELS[prepared.step],
    text: answer.text,
    source: answer.source,
    redacted: answer.redacted,
    last_step: index === HINT_STEPS.length - 1,
    citation: { lesson_id: lessonId, title, href, text },
    remaining: prepared.taken.remaining,
    allowance: prepared.taken.allowance,
  };
}

/** The ladder's own text, through the same guard as a model's. */
export function ladderAnswer(prepared: PreparedHint) {
  const guarded = guardReply(prepared.ladderText, prepared.secrets);
  return { text: guarded.text, source: 'ladder' as const, redacted: guarded.redacted };
}

/**
 * Writes the hint: the model's words when one is configured and answers, each piece guarded
 * before `onText` sees it; the ladder's otherwise. A model that fails midway is replaced by the
 * ladder (the final reply carries the whole text, so a client shows that).
 */
async function writeHint(
  ctx: CoachContext,
  prepared: PreparedHint,
  onText: (piece: string) => void = () => {},
  signal?: AbortSignal,
) {
  if (!ctx.model) {
    const answer = ladderAnswer(prepared);
    onText(answer.text);
    return answer;
  }
  const guard = createStreamGuard(prepared.secrets);
  let text = '';
  try {
    for await (const piece of ctx.model.stream(prepared.messages, signal)) {
      const out = guard.push(piece);
      text += out;
      if (out) onText(out);
    }
    const rest = guard.end();
    text += rest;
    if (rest) onText(rest);
    if (text.trim() === '') return ladderAnswer(prepared);
    return { text, source: 'model' as const, redacted: guard.redacted };
  } catch (error) {
    if (!(error instanceof ChatModelError)) throw error;
    ctx.log.warn({ err: error }, 'coach model failed; answering from the hint ladder');
    return ladderAnswer(prepared);
  }
}

/**
 * Writes the hint (writeHint) and records it (finishHint). A failure on the way (anything but the
 * model's own, which the ladder covers) gives the taken answer back: the learner got no hint for it.
 */
export function answerHint(
  ctx: CoachContext,
  prepared: PreparedHint,
  onText?: (piece: string) => void,
  signal?: AbortSignal,
): Promise<CoachHintReply> {
  return spending(prepared.taken, async () =>
    finishHint(ctx, prepared, await writeHint(ctx, prepared, onText, signal)),
  );
}
