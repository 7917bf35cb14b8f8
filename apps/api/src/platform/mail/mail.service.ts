import type { FastifyBaseLogger } from 'fastify';
import type { MailRepository, OutboxRow } from './mail.repository';
import type { MailTransport } from './mail-transport';

/** A message to send; `kind` says what it is for (the mailbox shows it, tests filter by it). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  kind: string;
}

export interface MailerOptions {
  from: string;
  /** Attempts before a row is marked failed; about a day with the default back-off. */
  maxAttempts?: number;
  /** First retry delay; doubles per attempt, capped at one hour. */
  retryBaseMs?: number;
  /** How often due rows are retried; 0 turns the loop off (tests drive it by hand). */
  retryIntervalMs?: number;
}

/**
 * The outbox (DESIGN.md section 3): every mail is stored first, then delivered, so a failing
 * transport delays mail instead of losing it. A failed attempt is retried with exponential
 * back-off by a loop in every api process; a claim on the row keeps two processes from
 * sending it twice.
 */
export class Mailer {
  private timer: NodeJS.Timeout | null = null;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;

  constructor(
    private readonly repository: MailRepository,
    readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailerOptions,
  ) {
    this.maxAttempts = options.maxAttempts ?? 12;
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
  }

  /** Stores the mail and tries to deliver it at once; a failure leaves it for the retry loop. */
  async send(message: MailMessage): Promise<OutboxRow> {
    const row = await this.repository.insert({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      kind: message.kind,
    });
    await this.attempt(row.id);
    return row;
  }

  /** Retries every due row once; returns how many were delivered. */
  async deliverDue(limit = 50): Promise<number> {
    let delivered = 0;
    for (const id of await this.repository.dueIds(limit)) {
      if (await this.attempt(id)) delivered += 1;
    }
    return delivered;
  }

  start(): void {
    const interval = this.options.retryIntervalMs ?? 15_000;
    if (interval <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      this.deliverDue().catch((error) => this.log.error({ err: error }, 'mail retry loop failed'));
    }, interval);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async attempt(id: number): Promise<boolean> {
    const row = await this.repository.claim(id);
    if (!row) return false;
    try {
      await this.transport.send({
        from: this.options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
      await this.repository.markSent(row.id);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= this.maxAttempts;
      const delay = Math.min(this.retryBaseMs * 2 ** (row.attempts - 1), 3_600_000);
      await this.repository.markFailed(
        row.id,
        message.slice(0, 1000),
        giveUp ? null : new Date(Date.now() + delay),
      );
      this.log.warn({ mailId: row.id, attempts: row.attempts, giveUp, err: error }, 'mail delivery failed');
      return false;
    }
  }
}
