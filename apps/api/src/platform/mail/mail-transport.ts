import nodemailer from 'nodemailer';

/** One message as a transport sends it. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/**
 * Where mail leaves the outbox (DESIGN.md section 4: an embedded default and a real one).
 * `send` resolves when the transport accepted the message and throws when it did not; the
 * outbox retries a throw later.
 */
export interface MailTransport {
  readonly kind: 'embedded' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
}

/** No SMTP configured: the outbox row is the delivered mail, read at /dev/mailbox. */
export const embeddedMailTransport: MailTransport = {
  kind: 'embedded',
  async send() {},
};

/** SMTP through nodemailer, e.g. smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    },
  };
}
