import { apiRefs } from '@learnbox/contracts/route-refs';
import { ASSESSMENT_END_REASONS, ASSESSMENT_PAGE_TEXT } from '@learnbox/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { serverApi } from '../../../../../features/api-client/server-api';
import { PromptText } from '../../../../../features/assessments/prompt-text';

type Params = Promise<{ slug: string; attemptId: string }>;

export const metadata: Metadata = { title: 'Assessment result', robots: { index: false, follow: false } };

/** A finished attempt: the level, per-skill levels, the evidence and what to take next. */
export default async function AssessmentResultPage({ params }: { params: Params }) {
  const { slug, attemptId } = await params;
  const path = `/assessments/${encodeURIComponent(slug)}`;
  const result = await serverApi.call(apiRefs.assessments.result, { params: { attemptId } });
  if (!result.ok && result.status === 401)
    redirect(`/login?returnUrl=${encodeURIComponent(`${path}/result/${attemptId}`)}`);
  if (!result.ok && result.status === 409) redirect(`${path}/attempt/${attemptId}`);
  if (!result.ok) notFound();
  const data = result.data;
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10">
      <header>
        <p className="text-sm text-muted">
          <Link href={path} className="hover:underline">
            {data.assessment.title}
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold text-fg">
          Your level: <span data-testid="assessment-level">{data.level}</span>
        </h1>
        <p className="mt-2 text-muted">{ASSESSMENT_END_REASONS[data.end_reason] ?? ''}</p>
      </header>

      <section aria-labelledby="skills-title">
        <h2 id="skills-title" className="text-xl font-semibold text-fg">
          Level per skill
        </h2>
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line text-muted">
              <th className="py-2">Skill</th>
              <th className="py-2">Level</th>
              <th className="py-2">Right answers</th>
            </tr>
          </thead>
          <tbody>
            {data.skills.map((skill) => (
              <tr key={skill.skill} className="border-b border-line text-fg">
                <td className="py-2">{skill.skill}</td>
                <td className="py-2">{skill.level}</td>
                <td className="py-2">
                  {skill.correct} of {skill.answered}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="recommendations-title">
        <h2 id="recommendations-title" className="text-xl font-semibold text-fg">
          Recommended next
        </h2>
        {data.recommendations.length === 0 ? (
          <p className="mt-3 text-muted">{ASSESSMENT_PAGE_TEXT.NO_RECOMMENDATIONS}</p>
        ) : (
          <ul className="mt-3 space-y-2" data-testid="assessment-recommendations">
            {data.recommendations.map((work) => (
              <li key={work.url}>
                <Link href={work.url} className="text-brand underline">
                  {work.title}
                </Link>{' '}
                <span className="text-sm text-muted">
                  ({work.kind === 'path' ? 'path' : 'course'}, {work.difficulty})
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="evidence-title">
        <h2 id="evidence-title" className="text-xl font-semibold text-fg">
          Your answers
        </h2>
        <ol className="mt-3 space-y-4">
          {data.evidence.map((item) => (
            <li key={item.question_id} className="rounded-xl border border-line bg-surface p-4">
              <p className="text-sm text-muted">
                Question {item.position} · {item.skill} · {item.seconds} s ·{' '}
                <strong
                  className={
                    item.correct ? 'text-green-700 dark:text-green-300' : 'text-red-700 dark:text-red-300'
                  }
                >
                  {item.correct ? 'Right' : 'Wrong'}
                </strong>
              </p>
              <div className="mt-2">
                <PromptText text={item.prompt} />
              </div>
              <p className="mt-2 text-sm text-muted">Your answer:</p>
              <pre className="mt-1 overflow-x-auto rounded bg-surface-2 p-2 font-mono text-sm text-fg">
                {item.answer}
              </pre>
            </li>
          ))}
        </ol>
      </section>
      {data.retake_allowed_at ? (
        <p className="text-muted">
          You can take this assessment again after {data.retake_allowed_at.slice(0, 16).replace('T', ' ')}{' '}
          UTC.
        </p>
      ) : null}
    </div>
  );
}
