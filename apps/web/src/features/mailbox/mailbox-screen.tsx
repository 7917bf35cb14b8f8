'use client';

import type { DevMailboxReply } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { api } from '../api-client/api-client';
import { PageContainer, PageIntro } from '../page-intro/page-intro';

type Message = DevMailboxReply['messages'][number];

/** Text with its URLs as links; no HTML from the mail is rendered. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <>
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <a key={index} href={part} className="break-all text-brand underline" data-testid="mail-link">
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function MessageCard({ message }: { message: Message }) {
  return (
    <li
      className="rounded-xl border border-line bg-surface p-4"
      data-testid="mail-message"
      data-kind={message.kind}
      data-to={message.to}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-fg" data-testid="mail-subject">
          {message.subject}
        </h2>
        <span className="text-xs text-muted">
          {new Date(message.created_at).toLocaleString()} · {message.status}
        </span>
      </div>
      <p className="text-sm text-muted">To: {message.to}</p>
      <pre className="mt-3 whitespace-pre-wrap font-sans text-sm text-fg">
        <Linkified text={message.text} />
      </pre>
    </li>
  );
}

/**
 * /dev/mailbox: the outbox of the embedded set-up (no SMTP), so sign-up, reset and two-factor
 * mails can be read on this machine. Refreshes every few seconds.
 */
export function MailboxScreen() {
  const { data, error } = useQuery({
    queryKey: ['dev-mailbox'],
    queryFn: async () => {
      const result = await api.call(apiRefs.system.devMailbox);
      if (!result.ok) throw new Error(result.errorText);
      return result.data;
    },
    refetchInterval: 3000,
  });
  return (
    <PageContainer>
      <PageIntro eyebrow="Development" title="Mailbox">
        <p>Every e-mail Learnbox sent, newest first. With SMTP configured, mail goes out instead.</p>
      </PageIntro>
      {error ? <p className="mt-8 text-sm text-red-600">{error.message}</p> : null}
      {data && data.messages.length === 0 ? <p className="mt-8 text-sm text-muted">No mail yet.</p> : null}
      <ul className="mt-8 space-y-4 pb-16" data-testid="mailbox">
        {data?.messages.map((message) => (
          <MessageCard key={message.id} message={message} />
        ))}
      </ul>
    </PageContainer>
  );
}
