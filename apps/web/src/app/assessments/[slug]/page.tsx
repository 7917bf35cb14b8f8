import { apiRefs } from '@learnbox/contracts/route-refs';
import { ASSESSMENT_PAGE_TEXT } from '@learnbox/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { serverApi } from '../../../features/api-client/server-api';
import { StartAssessmentButton } from '../../../features/assessments/start-button';
import { pageMetadata } from '../../../features/catalogue/page-metadata';
import { ButtonLink } from '../../../features/layout/button-link';

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const detail = await serverApi.call(apiRefs.assessments.detail, { params: { slug } });
  return pageMetadata({
    title: detail.ok ? detail.data.title : 'Skill assessment',
    description: detail.ok ? detail.data.summary : '',
    path: `/assessments/${slug}`,
  });
}

/** An assessment's introduction: how it works, then start, resume, or the cool-down's end. */
export default async function AssessmentPage({ params }: { params: Params }) {
  const { slug } = await params;
  const [detail, info] = await Promise.all([
    serverApi.call(apiRefs.assessments.detail, { params: { slug } }),
    serverApi.call(apiRefs.user.info),
  ]);
  if (!detail.ok) notFound();
  const assessment = detail.data;
  const signedIn = info.ok;
  const base = `/assessments/${encodeURIComponent(assessment.slug)}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm text-muted">
        <Link href="/assessments" className="hover:underline">
          Skill assessments
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-fg">{assessment.title}</h1>
      <p className="mt-3 text-muted">{assessment.summary}</p>
      <ul className="mt-6 list-disc space-y-1 pl-6 text-fg">
        <li>
          Up to {assessment.max_questions} questions from a bank of {assessment.question_count}, one at a
          time: a right answer brings a harder question, a wrong one an easier question.
        </li>
        <li>
          {assessment.time_limit_minutes} minutes in all. When the time runs out the assessment ends with the
          questions you answered.
        </li>
        <li>{ASSESSMENT_PAGE_TEXT.CODING_RULE}</li>
        <li>Skills covered: {assessment.skills.join(', ')}.</li>
        <li>{ASSESSMENT_PAGE_TEXT.RETAKE_RULE}</li>
      </ul>
      <div className="mt-8 space-y-4">
        {!signedIn ? (
          <div className="space-y-3">
            <p className="text-fg">{ASSESSMENT_PAGE_TEXT.LOGIN_TO_START}</p>
            <ButtonLink href={`/login?returnUrl=${encodeURIComponent(base)}`}>Log in</ButtonLink>
          </div>
        ) : assessment.in_progress_attempt_id ? (
          <ButtonLink href={`${base}/attempt/${assessment.in_progress_attempt_id}`}>
            Resume assessment
          </ButtonLink>
        ) : assessment.cooldown_text ? (
          <p role="status" className="text-fg" data-testid="assessment-cooldown">
            {assessment.cooldown_text}
          </p>
        ) : (
          <StartAssessmentButton slug={assessment.slug} label="Start assessment" />
        )}
        {assessment.last_finished_attempt_id ? (
          <p>
            <Link
              href={`${base}/result/${assessment.last_finished_attempt_id}`}
              className="text-brand underline"
            >
              See your last result
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
