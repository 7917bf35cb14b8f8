'use client';

import { FEEDBACK_MESSAGE_MAX, SHOT_FEEDBACK_REASONS, type ShotFeedbackReason } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { FEEDBACK_MESSAGES, SHOT_FEEDBACK_REASON_LABELS } from '@learnbox/domain';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { type ApiResult, api } from '../api-client/api-client';
import { FormMessage, LinkButton, SubmitButton } from '../auth/form-parts';
import { useApiForm } from '../auth/use-api-form';
import { useFocusWhenShown } from '../auth/use-focus-when-shown';
import { useModalStore } from '../modal-state/modal-store';

function MessageField({
  value,
  onValue,
  error,
}: {
  value: string;
  onValue: (v: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        Message (optional)
      </label>
      <textarea
        id={id}
        name="message"
        rows={4}
        maxLength={FEEDBACK_MESSAGE_MAX}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        data-testid="feedback-message"
        className="block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand"
      />
      <p className="text-xs text-muted">
        {value.length} / {FEEDBACK_MESSAGE_MAX}
      </p>
      {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </div>
  );
}

/** The shared shell: the api's sentence, a login link on a 401, the thanks when it is sent. */
function FeedbackForm({
  testId,
  send,
  sentText,
  children,
}: {
  testId: string;
  send: () => Promise<ApiResult<unknown>>;
  sentText: string;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const { busy, errorText, errors, submitWith } = useApiForm();
  const [sent, setSent] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const doneRef = useFocusWhenShown<HTMLDivElement>(sent);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await submitWith(async () => {
      const reply = await send();
      if (!reply.ok && reply.status === 401) setSignedOut(true);
      return reply;
    });
    if (result) setSent(true);
  };

  if (sent)
    return (
      <FormMessage tone="info" testId="feedback-sent" ref={doneRef}>
        {sentText}
      </FormMessage>
    );
  return (
    <form onSubmit={submit} className="space-y-4" data-testid={testId} noValidate>
      {signedOut ? (
        <FormMessage tone="error">
          {FEEDBACK_MESSAGES.LOGIN}{' '}
          <LinkButton onClick={() => useModalStore.getState().open('Login')}>Log in</LinkButton>
        </FormMessage>
      ) : errorText ? (
        <FormMessage tone="error">{errorText}</FormMessage>
      ) : null}
      {children(errors)}
      <SubmitButton busy={busy} testId="feedback-submit">
        Send feedback
      </SubmitButton>
    </form>
  );
}

/** ShotFeedbackModal: what worked and what did not, on one shot. */
export function ShotFeedbackForm({ shotId }: { shotId: string }) {
  const [reason, setReason] = useState<ShotFeedbackReason>('helpful');
  const [message, setMessage] = useState('');
  return (
    <FeedbackForm
      testId="shot-feedback-form"
      sentText={FEEDBACK_MESSAGES.SHOT_SENT}
      send={() => api.call(apiRefs.feedback.shot, { params: { id: shotId }, body: { reason, message } })}
    >
      {(errors) => (
        <>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-fg">How was this shot?</legend>
            {SHOT_FEEDBACK_REASONS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-fg">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {SHOT_FEEDBACK_REASON_LABELS[value]}
              </label>
            ))}
          </fieldset>
          <MessageField value={message} onValue={setMessage} error={errors.message} />
        </>
      )}
    </FeedbackForm>
  );
}

/** AuthorFeedbackModal: a 1-5 rating and a message for an author. */
export function AuthorFeedbackForm({ authorId }: { authorId: string }) {
  const [rating, setRating] = useState(5);
  const [message, setMessage] = useState('');
  return (
    <FeedbackForm
      testId="author-feedback-form"
      sentText={FEEDBACK_MESSAGES.AUTHOR_SENT}
      send={() => api.call(apiRefs.feedback.author, { params: { id: authorId }, body: { rating, message } })}
    >
      {(errors) => (
        <>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-fg">Your rating</legend>
            <div className="flex gap-3">
              {[1, 2, 3, 4, 5].map((value) => (
                <label key={value} className="flex items-center gap-1 text-sm text-fg">
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => setRating(value)}
                  />
                  {value}
                </label>
              ))}
            </div>
          </fieldset>
          <MessageField value={message} onValue={setMessage} error={errors.message} />
        </>
      )}
    </FeedbackForm>
  );
}
