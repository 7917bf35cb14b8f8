import { describe, expect, it } from 'vitest';
import { type OnboardingAnswers, type Recommendable, recommendPath } from './recommend-path';

// The seeded catalogue (content/): four courses and one learning path.
const item = (
  slug: string,
  kind: 'course' | 'path',
  tags: string[],
  difficulty: string,
  pathType: string | null = null,
): Recommendable => ({
  slug,
  title: slug,
  kind,
  path_type: pathType,
  tags,
  difficulty,
  url: kind === 'path' ? `/path/${slug}` : `/courses/${slug}`,
});
const CATALOGUE = [
  item('python-basics', 'course', ['python', 'beginner', 'programming-basics'], 'beginner'),
  item('modern-javascript', 'course', ['javascript', 'web', 'frontend', 'node'], 'beginner'),
  item(
    'cpp-data-structures',
    'course',
    ['cpp', 'algorithms', 'data-structures', 'interview-prep'],
    'intermediate',
  ),
  item('bash-essentials', 'course', ['bash', 'shell', 'linux', 'devops'], 'beginner'),
  item(
    'become-a-software-developer',
    'path',
    ['python', 'javascript', 'cpp', 'career'],
    'beginner',
    'learning_plan',
  ),
];

describe('recommendPath (OnboardingModal)', () => {
  const cases: [OnboardingAnswers, string][] = [
    [{ goal: 'start_career', experience: 'new', language: 'any' }, 'become-a-software-developer'],
    [{ goal: 'start_career', experience: 'new', language: 'python' }, 'become-a-software-developer'],
    [{ goal: 'interview', experience: 'some', language: 'cpp' }, 'cpp-data-structures'],
    [{ goal: 'interview', experience: 'experienced', language: 'any' }, 'cpp-data-structures'],
    [{ goal: 'upskill', experience: 'experienced', language: 'javascript' }, 'modern-javascript'],
    [{ goal: 'upskill', experience: 'new', language: 'bash' }, 'bash-essentials'],
    [{ goal: 'upskill', experience: 'new', language: 'python' }, 'python-basics'],
  ];
  it.each(cases)('%j → %s', (answers, slug) => {
    expect(recommendPath(answers, CATALOGUE)?.slug).toBe(slug);
  });

  it('prefers an interview-prep path to a course when one exists', () => {
    const withPath = [
      ...CATALOGUE,
      item('ace-the-interview', 'path', ['cpp', 'interview-prep'], 'intermediate', 'interview_prep'),
    ];
    expect(recommendPath({ goal: 'interview', experience: 'some', language: 'cpp' }, withPath)?.slug).toBe(
      'ace-the-interview',
    );
  });

  it('gives the same answer whatever the catalogue order, and null for an empty catalogue', () => {
    const answers: OnboardingAnswers = { goal: 'upskill', experience: 'some', language: 'any' };
    expect(recommendPath(answers, [...CATALOGUE].reverse())?.slug).toBe(
      recommendPath(answers, CATALOGUE)?.slug,
    );
    expect(recommendPath(answers, [])).toBeNull();
  });
});
