import type { Widget } from '@learnbox/contracts';
import { desc, eq, mailOutbox } from '@learnbox/db';
import { expect } from 'vitest';
import type { AuthoringTestApp, StudioCaller } from './authoring-test-app';

/** The callers of the studio route tests: an owner (author of what they create) and others. */
export const OWNER: StudioCaller = { userId: 'owner-1', email: 'grace@example.com', name: 'Grace Hopper' };
export const CO_AUTHOR: StudioCaller = { userId: 'editor-1', email: 'linus@example.com', name: 'Linus' };
export const REVIEWER: StudioCaller = { userId: 'reviewer-1', email: 'rita@example.com', name: 'Rita' };
export const STRANGER: StudioCaller = { userId: 'stranger-1', email: 'mallory@example.com', name: 'Mallory' };
/** The seeded content's author (content/authors/learnbox-team.yaml). */
export const TEAM: StudioCaller = { userId: 'team-1', email: 'team@learnbox.dev', name: 'Team' };

export const work = (kind: string, id: string) => `/api/author/works/${kind}/${id}`;
export const markdown = (id: string, text: string): Widget => ({ type: 'Markdown', id, markdown: text });
export const lessonDoc = (title: string, widgets: Widget[]) => ({
  title,
  summary: `${title} summary`,
  widgets,
});

/** Calls and set-ups the studio tests share, on one test app. */
export function studioClient(getApp: () => AuthoringTestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    caller?: StudioCaller,
    payload?: object,
  ) =>
    getApp().call(
      { method, url, ...(payload ? { payload: payload as Record<string, unknown> } : {}) },
      caller,
    );

  async function createCourse(title: string, caller = OWNER) {
    const reply = await call('POST', '/api/author/works', caller, { kind: 'course', title });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json() as { id: string; slug: string; head_revision: number };
  }

  /** The token of the newest studio invitation mailed to this address (from the outbox). */
  async function newestInvitationToken(email: string): Promise<string> {
    const [mail] = await getApp()
      .deps.db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const match = mail?.text.match(/\/collaborations\/([A-Za-z0-9_-]+)/);
    expect(match, mail?.text).toBeTruthy();
    return match?.[1] ?? '';
  }

  async function inviteAndAccept(kind: string, id: string, who: StudioCaller, role: string) {
    const invited = await call('POST', `${work(kind, id)}/collaborators`, OWNER, { email: who.email, role });
    expect(invited.statusCode, invited.body).toBe(200);
    const token = await newestInvitationToken(who.email);
    const accepted = await call('POST', `/api/author/invitations/${token}/accept`, who);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return token;
  }

  return { call, createCourse, newestInvitationToken, inviteAndAccept };
}
