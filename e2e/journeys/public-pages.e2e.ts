import { describe, expect, inject, it } from 'vitest';

// What a crawler or a phone without JavaScript gets: one plain GET of the page, no cookies, no
// scripts run. Each public page whose main content is data must hold that data in its HTML, with
// no "Loading" placeholder for a script to fill later. What to look for is read from the api, so
// the check follows the seeded content instead of copying it.

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function api<T>(path: string): Promise<T> {
  const res = await fetch(new URL(path, inject('apiUrl')));
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** The page's visible text as a crawler reads it: no scripts, no tags, entities decoded. */
async function crawl(path: string): Promise<string> {
  const res = await fetch(new URL(path, inject('webUrl')), {
    headers: { 'user-agent': CRAWLER, accept: 'text/html' },
    redirect: 'manual',
  });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

interface Plan {
  name: string;
  plan_code: string;
  subscription_plan_type: number;
  feature_set_type: number;
  validity_months: number;
}

function expectContent(path: string, text: string, expected: string[]) {
  for (const item of expected) expect(text, `${path} should show "${item}"`).toContain(item);
  expect(text, `${path} shows a loading placeholder`).not.toMatch(/Loading/i);
}

describe('public pages, read without JavaScript', () => {
  it('/unlimited holds every plan of the default term and the team plans', async () => {
    const { plans } = await api<{ plans: Plan[] }>(
      '/api/user/info/subscriptions?return_complete_response=true',
    );
    const annual = plans.filter(
      (plan) =>
        plan.subscription_plan_type === 6000 && plan.feature_set_type >= 200 && plan.validity_months === 12,
    );
    const teams = plans.filter((plan) => plan.subscription_plan_type !== 6000);
    expect(annual.length).toBeGreaterThan(0);
    expect(teams.length).toBeGreaterThan(0);
    const text = await crawl('/unlimited');
    expectContent('/unlimited', text, [
      'Plans and pricing',
      ...annual.map((plan) => plan.name),
      ...annual.map((plan) => `Get ${plan.name}`),
      'Every course and learning path',
      'For teams and companies',
      ...teams.map((plan) => plan.name),
    ]);
  });

  it('/business holds the business plans', async () => {
    const { plans } = await api<{ plans: Plan[] }>('/api/user/info/subscriptions');
    const teams = plans.filter((plan) => plan.subscription_plan_type !== 6000);
    const text = await crawl('/business');
    expectContent('/business', text, ['Business plans', ...teams.map((plan) => plan.name)]);
    expect(text).not.toContain('being priced');
  });

  it('the catalogue pages hold their courses, paths, topics and answers', async () => {
    const courses = await api<{ items: { title: string; slug: string }[] }>(
      '/api/catalogue?kind=course&sort=popular&page_size=4',
    );
    const paths = await api<{ items: { title: string; slug: string }[] }>(
      '/api/catalogue?kind=path&page_size=3',
    );
    const tags = await api<{ tags: { tag: string }[] }>('/api/catalogue/tags');
    const shots = await api<{ items: { title: string; slug: string }[] }>('/api/edpresso/shots?page_size=6');
    const [course, path, shot] = [courses.items[0], paths.items[0], shots.items[0]];
    if (!course || !path || !shot) throw new Error('the seed has a course, a path and a shot');
    expect(tags.tags.length).toBeGreaterThan(0);

    expectContent('/', await crawl('/'), [course.title, path.title]);
    expectContent(
      '/explore?kind=course',
      await crawl('/explore?kind=course'),
      courses.items.map((item) => item.title),
    );
    expectContent(
      '/categories',
      await crawl('/categories'),
      tags.tags.slice(0, 5).map((tag) => tag.tag),
    );
    expectContent(
      '/answers',
      await crawl('/answers'),
      shots.items.map((item) => item.title),
    );
    expectContent(`/answers/${shot.slug}`, await crawl(`/answers/${shot.slug}`), [shot.title]);

    const detail = await api<{ title: string; modules: { lessons: { title: string; slug: string }[] }[] }>(
      `/api/collection/${course.slug}?work_type=collection`,
    );
    const lessons = detail.modules.flatMap((module) => module.lessons);
    expectContent(`/courses/${course.slug}`, await crawl(`/courses/${course.slug}`), [
      detail.title,
      ...lessons.slice(0, 3).map((lesson) => lesson.title),
    ]);
    const pathDetail = await api<{ title: string; courses?: { title: string }[] }>(
      `/api/collection/${path.slug}?work_type=path`,
    );
    expectContent(`/path/${path.slug}`, await crawl(`/path/${path.slug}`), [
      pathDetail.title,
      ...(pathDetail.courses ?? []).slice(0, 3).map((item) => item.title),
    ]);
  });
});
