'use client';

import type { InviteMembersReply } from '@learnbox/contracts';
import { type FormEvent, useId, useState } from 'react';
import { FormMessage } from '../auth/form-parts';
import { useApiForm } from '../auth/use-api-form';
import { parseEmails } from './parse-emails';
import { teamApi } from './team-api';

function summary(reply: InviteMembersReply): string {
  const sent = reply.results.filter((result) => result.status !== 'already_member').map((r) => r.email);
  const members = reply.results.filter((result) => result.status === 'already_member').map((r) => r.email);
  const parts = [];
  if (sent.length > 0) parts.push(`Invitation sent to ${sent.join(', ')}.`);
  if (members.length > 0) parts.push(`Already on the team: ${members.join(', ')}.`);
  return parts.join(' ');
}

/** Invites one or several addresses; the api refuses more people than there are free seats. */
export function InviteForm({
  organizationId,
  seatsLeft,
  onDone,
}: {
  organizationId: string;
  seatsLeft: number;
  onDone: (reply: InviteMembersReply) => void;
}) {
  const form = useApiForm();
  const [text, setText] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const id = useId();
  // The api names a bad address by its position (emails.2); one message under the box says it.
  const fieldError = Object.entries(form.errors)
    .filter(([key]) => key.startsWith('emails'))
    .map(([key, message]) => {
      const index = Number(key.split('.')[1]);
      const email = Number.isInteger(index) ? parseEmails(text)[index] : undefined;
      return email ? `${email}: ${message}` : message;
    })[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const reply = await form.submitWith(() => teamApi.invite(organizationId, parseEmails(text)));
    if (!reply) return;
    setText('');
    setDone(summary(reply));
    onDone(reply);
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby={`${id}-title`} data-testid="invite-form">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
        Invite people
      </h2>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-emails`} className="block text-sm font-medium text-fg">
          E-mail addresses
        </label>
        <textarea
          id={`${id}-emails`}
          name="emails"
          rows={3}
          required
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
          data-testid="invite-emails"
          className="block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand aria-invalid:border-red-500"
          placeholder="ana@company.com, li@company.com"
        />
        <p id={`${id}-hint`} className="text-xs text-muted">
          Separate addresses with commas or new lines. {seatsLeft} {seatsLeft === 1 ? 'seat is' : 'seats are'}{' '}
          free.
        </p>
        {fieldError ? (
          <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
            {fieldError}
          </p>
        ) : null}
      </div>
      {form.errorText ? <FormMessage tone="error">{form.errorText}</FormMessage> : null}
      {done ? (
        <FormMessage tone="info" testId="invite-done">
          {done}
        </FormMessage>
      ) : null}
      <button
        type="submit"
        disabled={form.busy}
        data-testid="invite-submit"
        className="inline-flex h-11 items-center justify-center rounded-xl bg-brand-solid px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60"
      >
        {form.busy ? 'Sending…' : 'Send invitations'}
      </button>
    </form>
  );
}
