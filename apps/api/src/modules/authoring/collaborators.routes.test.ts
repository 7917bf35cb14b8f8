import { eq, mailOutbox } from '@learnbox/db';
import { AUTHORING_MESSAGES, WORK_INVITATIONS_PER_HOUR } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthoringTestApp, buildAuthoringTestApp } from './testing/authoring-test-app';
import { CO_AUTHOR, lessonDoc, OWNER, REVIEWER, STRANGER, studioClient, work } from './testing/studio-client';

let app: AuthoringTestApp;
beforeAll(async () => {
  app = await buildAuthoringTestApp();
}, 120_000);
afterAll(() => app?.dispose());
const { call, createCourse, newestInvitationToken, inviteAndAccept } = studioClient(() => app);

/** Invitations through the outbox, roles, and the owner who stays. */
describe('studio: collaborators and roles', () => {
  it('invites, accepts, changes roles and removes; the last owner stays', async () => {
    const course = await createCourse('Teamwork In Go');
    expect((await call('GET', work('course', course.id), CO_AUTHOR)).statusCode).toBe(404);
    const token = await inviteAndAccept('course', course.id, CO_AUTHOR, 'editor');
    // The link works once.
    const again = await call('POST', `/api/author/invitations/${token}/accept`, CO_AUTHOR);
    expect(again.statusCode).toBe(404);
    expect(again.json().errorText).toBe(AUTHORING_MESSAGES.INVITATION_NOT_FOUND);

    const opened = (await call('GET', work('course', course.id), CO_AUTHOR)).json();
    expect(opened.role).toBe('editor');
    const saved = await call('PUT', work('course', course.id), CO_AUTHOR, {
      base_revision: opened.head_revision,
      document: { ...opened.document, summary: 'Edited by Linus' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', work('course', course.id), OWNER)).json().updated_by).toBe('Linus');

    // Only owners manage collaborators.
    const byEditor = await call('POST', `${work('course', course.id)}/collaborators`, CO_AUTHOR, {
      email: 'x@example.com',
      role: 'editor',
    });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().errorText).toBe(AUTHORING_MESSAGES.OWNERS_ONLY);

    const list = (await call('GET', `${work('course', course.id)}/collaborators`, CO_AUTHOR)).json();
    expect(list.collaborators).toEqual([
      { user_id: null, name: 'Grace Hopper', email: 'grace@example.com', role: 'owner', status: 'active' },
      {
        user_id: 'editor-1',
        name: 'linus@example.com',
        email: 'linus@example.com',
        role: 'editor',
        status: 'active',
      },
    ]);

    const demoted = await call('PUT', `${work('course', course.id)}/collaborators/linus@example.com`, OWNER, {
      role: 'reviewer',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json().collaborator.role).toBe('reviewer');

    const lastOwner = await call(
      'DELETE',
      `${work('course', course.id)}/collaborators/grace@example.com`,
      OWNER,
    );
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().errorText).toBe(AUTHORING_MESSAGES.LAST_OWNER);
    const demoteSelf = await call(
      'PUT',
      `${work('course', course.id)}/collaborators/grace@example.com`,
      OWNER,
      {
        role: 'editor',
      },
    );
    expect(demoteSelf.statusCode).toBe(409);

    const removed = await call(
      'DELETE',
      `${work('course', course.id)}/collaborators/linus@example.com`,
      OWNER,
    );
    expect(removed.json()).toEqual({ ok: true });
    expect((await call('GET', work('course', course.id), CO_AUTHOR)).statusCode).toBe(404);
  });

  it('sends the invitation through the outbox and accepts it only for the invited verified address', async () => {
    const course = await createCourse('Invitations Course');
    await call('POST', `${work('course', course.id)}/collaborators`, OWNER, {
      email: 'Nina@Example.com',
      role: 'editor',
    });
    const token = await newestInvitationToken('nina@example.com');
    const [mail] = await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nina@example.com'));
    expect(mail?.kind).toBe('work-invitation');
    expect(mail?.text).toContain(`https://learnbox.example/collaborations/${token}`);
    expect(mail?.text).toContain(
      'Grace Hopper invited you to work on “Invitations Course” on Learnbox as an editor.',
    );

    const wrong = await call('POST', `/api/author/invitations/${token}/accept`, STRANGER);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errorText).toBe(AUTHORING_MESSAGES.INVITATION_OTHER_EMAIL);
    const unverified = await call('POST', `/api/author/invitations/${token}/accept`, {
      userId: 'nina',
      email: 'nina@example.com',
      unverified: true,
    });
    expect(unverified.statusCode).toBe(403);
    const accepted = await call('POST', `/api/author/invitations/${token}/accept`, {
      userId: 'nina',
      email: 'nina@example.com',
    });
    expect(accepted.json()).toEqual({ kind: 'course', id: course.id, title: 'Invitations Course' });

    const twice = await call('POST', `${work('course', course.id)}/collaborators`, OWNER, {
      email: 'nina@example.com',
      role: 'reviewer',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorText).toBe(AUTHORING_MESSAGES.ALREADY_COLLABORATOR);
  });

  it('lets a reviewer read, preview and see history, but not save or publish (403)', async () => {
    const course = await createCourse('Reviewed Course');
    const page = (
      await call('POST', '/api/author/page', OWNER, { course_id: course.id, title: 'Only page' })
    ).json();
    await inviteAndAccept('course', course.id, REVIEWER, 'reviewer');

    const opened = await call('GET', work('course', course.id), REVIEWER);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().role).toBe('reviewer');
    expect((await call('GET', work('lesson', page.id), REVIEWER)).statusCode).toBe(200);
    expect((await call('GET', `${work('lesson', page.id)}/preview`, REVIEWER)).statusCode).toBe(200);
    expect((await call('GET', `${work('course', course.id)}/revisions`, REVIEWER)).statusCode).toBe(200);

    const save = await call('PUT', work('course', course.id), REVIEWER, {
      base_revision: opened.json().head_revision,
      document: opened.json().document,
    });
    expect(save.statusCode).toBe(403);
    expect(save.json().errorText).toBe(AUTHORING_MESSAGES.REVIEWER_CANNOT_SAVE);
    const lessonSave = await call('PUT', work('lesson', page.id), REVIEWER, {
      base_revision: 1,
      document: lessonDoc('Only page', []),
    });
    expect(lessonSave.statusCode).toBe(403);
    const publish = await call('POST', `${work('course', course.id)}/publish`, REVIEWER, { revision: 1 });
    expect(publish.statusCode).toBe(403);
    expect(publish.json().errorText).toBe(AUTHORING_MESSAGES.REVIEWER_CANNOT_PUBLISH);
  });

  it('limits the invitations one person sends per hour (429)', async () => {
    const busy = { userId: 'busy-owner', email: 'busy@example.com', name: 'Busy' };
    const course = await createCourse('Crowded Course', busy);
    for (let i = 0; i < WORK_INVITATIONS_PER_HOUR; i += 1) {
      const reply = await call('POST', `${work('course', course.id)}/collaborators`, busy, {
        email: `guest-${i}@example.com`,
        role: 'reviewer',
      });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    const over = await call('POST', `${work('course', course.id)}/collaborators`, busy, {
      email: 'one-too-many@example.com',
      role: 'reviewer',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().errorText).toMatch(
      /^Too many attempts \(rate limit\)\. Please try again in \d+ minutes\.$/,
    );
  });
});
