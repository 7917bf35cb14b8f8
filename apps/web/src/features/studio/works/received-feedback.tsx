'use client';

import type { ReceivedFeedback } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { FEEDBACK_MESSAGES, formatDisplayDate, SHOT_FEEDBACK_REASON_LABELS } from '@learnbox/domain';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { api } from '../../api-client/api-client';

/** Feedback readers sent on the author's shots and on them (ShotFeedbackModal, AuthorFeedbackModal). */
export function ReceivedFeedbackList() {
  const [feedback, setFeedback] = useState<ReceivedFeedback[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void api.call(apiRefs.feedback.received).then((reply) => {
      if (reply.ok) setFeedback(reply.data.feedback);
      else setError(reply.errorText);
    });
  }, []);
  return (
    <section aria-labelledby="feedback-heading" className="space-y-3" data-testid="received-feedback">
      <h2 id="feedback-heading" className="text-xl font-semibold text-fg">
        Feedback on your work
      </h2>
      {error ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : feedback === null ? (
        <p className="text-muted">Loading…</p>
      ) : feedback.length === 0 ? (
        <p className="text-muted">{FEEDBACK_MESSAGES.NONE_RECEIVED}</p>
      ) : (
        <ul className="space-y-2">
          {feedback.map((item) => (
            <li key={item.id} className="rounded-xl border border-line bg-surface p-3 text-sm">
              <p className="text-fg">
                {item.shot ? (
                  <>
                    On{' '}
                    <Link href={item.shot.url} className="underline">
                      {item.shot.title}
                    </Link>
                    : {item.reason ? SHOT_FEEDBACK_REASON_LABELS[item.reason] : ''}
                  </>
                ) : (
                  <>Rated you {item.rating} out of 5</>
                )}
              </p>
              {item.message ? <p className="mt-1 whitespace-pre-line text-fg">{item.message}</p> : null}
              <p className="mt-1 text-xs text-muted">
                {item.from_name} · {formatDisplayDate(item.created_at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
