import type { Widget } from '@learnbox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthoringTestApp,
  buildAuthoringTestApp,
  type StudioCaller,
} from './testing/authoring-test-app';
import { markdown, STRANGER, studioClient, work } from './testing/studio-client';

let app: AuthoringTestApp;
beforeAll(async () => {
  app = await buildAuthoringTestApp();
}, 120_000);
afterAll(() => app?.dispose());
const { call, newestInvitationToken } = studioClient(() => app);

/** Shots written in the studio, their draft props for collaborators, and author badges. */
describe('studio: shots, previews, attributions and author badges', () => {
  it('writes, previews and publishes a shot; collaborators read its draft props; the badge counts it', async () => {
    const author: StudioCaller = { userId: 'new-author', email: 'ines@example.com', name: 'Ines Newcomer' };
    const created = await call('POST', '/api/author/works', author, {
      kind: 'shot',
      title: 'Python walrus operator',
    });
    expect(created.statusCode, created.body).toBe(200);
    const shot = created.json() as { id: string; slug: string };
    const code: Widget = {
      type: 'Code',
      id: 'walrus',
      language: 'python',
      files: [{ name: 'main.py', content: 'print(1)\n' }],
      hidden_tests: [{ expected_output: '1\n' }],
      solution: [{ name: 'main.py', content: 'print(1)  # answer\n' }],
    };
    const doc = {
      title: 'Python walrus operator',
      summary: 'Assign inside expressions.',
      tags: ['python'],
      programming_tags: ['python'],
      topic_tags: [],
      difficulty: 'beginner',
      license: 'CC BY-SA 4.0',
      attributions: [],
      widgets: [markdown('intro', 'The walrus := assigns.'), code],
    };
    expect(
      (await call('PUT', work('shot', shot.id), author, { base_revision: 1, document: doc })).statusCode,
    ).toBe(200);

    const attributions = await call(
      'POST',
      `/api/edpresso/editor/shot/${shot.id}/update-attributions`,
      author,
      {
        attributions: [{ name: 'PEP 572', url: 'https://peps.python.org/pep-0572/' }],
      },
    );
    expect(attributions.statusCode, attributions.body).toBe(200);
    expect((await call('GET', work('shot', shot.id), author)).json().head_revision).toBe(3);

    const preview = (await call('GET', `${work('shot', shot.id)}/preview`, author)).json();
    expect(preview.kind).toBe('shot');
    expect(preview.widgets[1]).toEqual({
      type: 'Code',
      id: 'walrus',
      language: 'python',
      files: [{ name: 'main.py', content: 'print(1)\n' }],
      hidden_test_count: 1,
    });
    expect(JSON.stringify(preview)).not.toContain('answer');

    // Before publishing, a stranger cannot read it; the author's draft props are the head's.
    expect((await call('GET', `/api/edpresso/shot/${shot.id}/props?status=draft`, STRANGER)).statusCode).toBe(
      404,
    );
    const props = await call('GET', `/api/edpresso/shot/${shot.id}/props?status=draft`, author);
    expect(props.statusCode, props.body).toBe(200);
    expect(props.json()).toMatchObject({
      status: 'draft',
      tags: ['python'],
      attributions: [{ name: 'PEP 572' }],
    });
    // A reviewer invited to the shot reads the same head draft; the published props stay for others.
    await call('POST', `${work('shot', shot.id)}/collaborators`, author, {
      email: 'rev@example.com',
      role: 'reviewer',
    });
    const reviewer: StudioCaller = { userId: 'shot-reviewer', email: 'rev@example.com' };
    await call(
      'POST',
      `/api/author/invitations/${await newestInvitationToken('rev@example.com')}/accept`,
      reviewer,
    );
    const reviewed = await call('GET', `/api/edpresso/shot/${shot.id}/props?status=draft`, reviewer);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().attributions).toEqual([
      { name: 'PEP 572', url: 'https://peps.python.org/pep-0572/' },
    ]);

    const before = (await call('GET', `/api/author/works`, author)).json().works[0];
    const authorId = (
      await app.deps.db.query.shots.findFirst({ where: (s, { eq: is }) => is(s.id, shot.id) })
    )?.authorId;
    expect(before).toMatchObject({ kind: 'shot', status: 'draft', head_revision: 3 });
    const empty = (await call('GET', `/api/author/${authorId}/profile`)).json();
    expect(empty).toMatchObject({ name: 'Ines Newcomer', badge: null, published_count: 0, works: [] });

    const published = await call('POST', `${work('shot', shot.id)}/publish`, author, { revision: 3 });
    expect(published.json()).toEqual({ published_revision: 3, url: `/answers/${shot.slug}` });
    const read = await call('GET', `/api/edpresso/shot/url/answers/${shot.slug}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().author).toMatchObject({ badge: 'Emerging Star', item_count: 1 });
    const listed = (await call('GET', '/api/edpresso/shots')).json();
    expect(listed.items.map((item: { id: string }) => item.id)).toContain(shot.id);

    const profile = (await call('GET', `/api/author/${authorId}/profile`)).json();
    expect(profile).toEqual({
      id: authorId,
      name: 'Ines Newcomer',
      bio: '',
      badge: 'Emerging Star',
      published_count: 1,
      works: [{ kind: 'shot', title: 'Python walrus operator', url: `/answers/${shot.slug}` }],
    });
  });

  it("counts the seeded team's published courses, paths and shots for its badge", async () => {
    const profile = (await call('GET', '/api/author/learnbox-team/profile')).json();
    expect(profile.published_count).toBe(profile.works.length);
    expect(profile.published_count).toBeGreaterThanOrEqual(10);
    expect(profile.badge).toBe(profile.published_count >= 50 ? 'Inspired Ace' : 'Rising Mentor');
    expect((await call('GET', '/api/author/nobody-here/profile')).statusCode).toBe(404);
  });
});
