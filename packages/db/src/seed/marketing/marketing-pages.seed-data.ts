/**
 * The seeded marketing pages: one for each acquisition path of spec section 2 and one under /m/.
 * Every claim names something the product has today (courses with code that runs in the
 * browser, auto-graded exercises, learning paths, skill assessments, projects, cloud labs,
 * certificates, answers); nothing promises an AI coach or mock interviews.
 */

type Cta = Record<string, unknown>;
type Block = Record<string, unknown>;

const emailCta = (text: string, title: string, description: string): Cta => ({
  text,
  type: 'email_popup',
  url: '',
  button_colour: '#5553FF',
  height: 'h-11',
  alignment: 'left',
  email_popup: { title, description, button_text: 'Keep me posted', placeholder: 'you@example.com' },
  marketing_form: null,
});

const linkCta = (text: string, url: string, alignment = 'left'): Cta => ({
  text,
  type: 'link',
  url,
  button_colour: '#5553FF',
  height: 'h-11',
  alignment,
  email_popup: null,
  marketing_form: null,
});

const formCta = (text: string, formId: string, title: string): Cta => ({
  text,
  type: 'marketing_form',
  url: '',
  button_colour: '#5553FF',
  height: 'h-11',
  alignment: 'center',
  email_popup: null,
  marketing_form: { form_id: formId, title },
});

const block = (title: string, body: string, bullets: string[] = [], extra: Partial<Block> = {}): Block => ({
  title,
  body,
  bullet_points: bullets,
  media_type: 'none',
  video: null,
  calendar_url: '',
  form_id: '',
  ...extra,
});

const page = (
  slug: string,
  fields: {
    title: string;
    eyebrow: string;
    header: string;
    summary: string;
    tags: string[];
    top: Cta | null;
    bottom: Cta | null;
    blocks: Block[];
    apiKeys?: Record<string, unknown>[];
  },
) => ({
  slug,
  settings: {
    title: fields.title,
    canonical_url: '',
    visibility: 'public',
    tags: fields.tags,
    summary: fields.summary,
    meta_description: fields.summary,
    header_title: fields.header,
    eyebrow: fields.eyebrow,
    version: 'v2',
    published_date: '2026-11-24',
    redirect_url: '',
    cover_image: null,
    author: { name: 'The Learnbox team', email: '', id: 'learnbox-team', profile_image: '' },
    api_keys: fields.apiKeys ?? [],
    top_cta: fields.top,
    bottom_cta: fields.bottom,
    content_blocks: fields.blocks,
  },
});

const HOW_IT_WORKS = block(
  'How learning works here',
  'Every lesson is text you read at your own pace, with code you can change and run right on the page.',
  [
    'Code widgets run real code in a sandbox: no installation',
    'Exercises are judged automatically, so you know when your solution works',
    'Your progress is saved lesson by lesson',
  ],
);

export const SEEDED_MARKETING_PAGES = [
  page('learn-to-code', {
    title: 'Learn to code in your browser',
    eyebrow: 'Start today',
    header: 'Write your first program in the first minute',
    summary:
      'Interactive courses where the code runs on the page: read a short lesson, change the example, run it, and see what happens.',
    tags: ['beginner', 'python'],
    top: emailCta(
      'Get the beginner guide',
      'Learn to code, one step at a time',
      'Leave your e-mail and we will write when new beginner lessons are published.',
    ),
    bottom: formCta('Ask us which course fits', 'course-advice', 'Which course fits me?'),
    blocks: [
      HOW_IT_WORKS,
      block(
        'Where to begin',
        'Python Basics is free: it starts from zero and ends with functions that solve real problems.',
        ['Numbers, text, lists and dictionaries', 'Decisions and loops', 'Your own functions'],
      ),
      block('Still deciding?', 'Tell us what you want to build and we will point you at a course.', [], {
        media_type: 'form',
        form_id: 'course-advice',
      }),
    ],
  }),
  page('trial', {
    title: 'Try Learnbox',
    eyebrow: 'Try it',
    header: 'See how you learn here before you pay',
    summary:
      'Start with a free course, then compare the plans: plans that include a free trial show it next to their price.',
    tags: ['trial', 'plans'],
    top: linkCta('See the plans', '/unlimited'),
    bottom: linkCta('Start the free Python course', '/courses/python-basics'),
    blocks: [
      HOW_IT_WORKS,
      block(
        'What a subscription opens',
        'A subscription opens every course on the catalogue, including the ones sold one by one.',
        ['Courses and learning paths', 'Skill assessments and projects', 'Certificates when you finish'],
      ),
    ],
  }),
  page('interview-prep', {
    title: 'Prepare for coding interviews',
    eyebrow: 'Interview preparation',
    header: 'Practise the data structures interviews ask about',
    summary:
      'Measure where you stand with a skill assessment, then practise with courses whose exercises are judged automatically.',
    tags: ['interview', 'data-structures'],
    top: linkCta('Take a skill assessment', '/assessments'),
    bottom: emailCta(
      'Get new practice material',
      'Practice material by e-mail',
      'We will write when new data-structures lessons and assessments are published.',
    ),
    blocks: [
      block(
        'Know where you stand',
        'Adaptive skill assessments ask harder questions as you answer correctly and recommend courses for your gaps.',
        ['Multiple-choice and coding questions', 'A result by topic when you finish'],
      ),
      block(
        'Practise until it works',
        'Data Structures in C++ explains arrays, lists, trees and hashing with code you run and exercises that are checked for you.',
        ['Judged exercises with test cases', 'Big-O explained with examples'],
      ),
      block(
        'Build something',
        'Projects walk you through a small program task by task, each task checked when you submit it.',
      ),
    ],
  }),
  page('prepare-for-interview', {
    title: 'Get ready for your next technical interview',
    eyebrow: 'Interview preparation',
    header: 'Assessments, judged exercises and projects',
    summary:
      'Find your weak topics with a skill assessment, fix them with interactive lessons, and show your work with projects.',
    tags: ['interview'],
    top: linkCta('Find your weak topics', '/assessments'),
    bottom: linkCta('Browse the courses', '/explore'),
    blocks: [
      block('Three steps', 'What we would do with two weeks before an interview.', [
        'Take a skill assessment to find your weak topics',
        'Work through the lessons and judged exercises on them',
        'Build a project task by task to talk about in the interview',
      ]),
      block(
        'Quick answers',
        'Short articles on /answers explain one thing each, like binary search or the two-pointer technique.',
      ),
    ],
  }),
  page('upskill', {
    title: 'Grow the skills your work needs',
    eyebrow: 'Upskill',
    header: 'Short lessons that fit around your job',
    summary:
      'Interactive courses in Python, JavaScript, C++ and Bash, with code that runs on the page and progress that waits for you.',
    tags: ['upskill'],
    top: linkCta('Browse the catalogue', '/explore'),
    bottom: emailCta(
      'Hear about new courses',
      'New courses by e-mail',
      'One e-mail when a new course is published.',
    ),
    blocks: [
      HOW_IT_WORKS,
      block(
        'Practise on a real machine',
        'Cloud labs give you a Linux machine with a terminal, files and tests, right in the browser.',
      ),
    ],
  }),
  page('become-a-developer', {
    title: 'Become a software developer',
    eyebrow: 'Learning path',
    header: 'From your first line of Python to data structures',
    summary:
      'The Become a Software Developer path puts three courses in order: Python, then JavaScript, then data structures in C++.',
    tags: ['career', 'path'],
    top: linkCta('Open the path', '/path/become-a-software-developer'),
    bottom: emailCta(
      'Get study tips',
      'Study tips by e-mail',
      'We will write when the path gains new lessons.',
    ),
    blocks: [
      block('What the path covers', 'Each lesson you finish counts towards the path.', [
        'Python Basics: thinking in programs',
        'Modern JavaScript: the language of the web',
        'Data Structures in C++: what makes programs fast',
      ]),
      block(
        'Show what you learned',
        'Finish a course to earn a certificate with a public verification page.',
      ),
    ],
  }),
  page('grow-my-skillset', {
    title: 'Grow your skill set',
    eyebrow: 'Keep learning',
    header: 'Pick a skill, learn it by doing',
    summary: 'Courses, projects and cloud labs for developers who want one more language or tool.',
    tags: ['upskill'],
    top: linkCta('See what to learn', '/explore'),
    bottom: linkCta('Measure a skill first', '/assessments'),
    blocks: [
      HOW_IT_WORKS,
      block('Ways to practise', 'Choose the format that fits the skill.', [
        'Courses with judged exercises',
        'Projects built task by task',
        'Cloud labs on a real Linux machine',
      ]),
    ],
  }),
  page('learn', {
    title: 'Learn programming interactively',
    eyebrow: 'Learn',
    header: 'Read a little, run the code, repeat',
    summary: 'Lessons with runnable code, quizzes graded as you answer, and exercises checked automatically.',
    tags: ['learn'],
    top: emailCta(
      'Stay in the loop',
      'New lessons by e-mail',
      'Leave your e-mail and we will write when new lessons are published.',
    ),
    bottom: linkCta('Start learning', '/explore'),
    blocks: [
      HOW_IT_WORKS,
      block(
        'Quizzes that teach',
        'Quizzes in lessons are graded on the server and explain the right answer.',
      ),
    ],
  }),
  page('individual-learner', {
    title: 'Learnbox for individual learners',
    eyebrow: 'For you',
    header: 'Learn at your own pace, on your own plan',
    summary:
      'Buy a single course or subscribe for the whole catalogue; keep your notes and highlights with every lesson.',
    tags: ['plans'],
    top: linkCta('Compare the plans', '/unlimited'),
    bottom: linkCta('Browse the courses', '/explore'),
    blocks: [
      block('Make it yours', 'The reader remembers how you like to read.', [
        'Highlights and notes on any lesson',
        'Reading preferences: font, size and layout',
        'Progress saved across devices',
      ]),
    ],
  }),
  page('github-students', {
    title: 'Learnbox for GitHub students',
    eyebrow: 'Students',
    header: 'Students learn with us on GitHub',
    summary:
      'Link your GitHub account to Learnbox and learn with interactive courses, projects and cloud labs.',
    tags: ['students', 'github'],
    top: null,
    bottom: linkCta('Browse the courses', '/explore'),
    blocks: [HOW_IT_WORKS],
  }),
  page('refer-a-friend', {
    title: 'Refer a friend',
    eyebrow: 'Share Learnbox',
    header: 'Learn together with a friend',
    summary: 'Share Learnbox with a friend who wants to learn to code.',
    tags: ['referral'],
    top: null,
    bottom: linkCta('Browse the courses', '/explore'),
    blocks: [HOW_IT_WORKS],
  }),
];

/** The form the seeded /m/learn-to-code page embeds. */
export const SEEDED_MARKETING_FORMS = [
  {
    id: 'course-advice',
    title: 'Which course fits me?',
    description: 'Tell us what you want to build; we answer by e-mail.',
    submitLabel: 'Send',
    successText: 'Thanks! We will answer by e-mail.',
    fields: [
      {
        name: 'name',
        label: 'Your name',
        type: 'text' as const,
        required: true,
        max_length: 120,
        options: [],
      },
      {
        name: 'email',
        label: 'E-mail',
        type: 'email' as const,
        required: true,
        max_length: 254,
        options: [],
      },
      {
        name: 'goal',
        label: 'Your goal',
        type: 'select' as const,
        required: true,
        max_length: 60,
        options: ['First job in software', 'Better at my current job', 'Interview practice'],
      },
      {
        name: 'message',
        label: 'What do you want to build?',
        type: 'textarea' as const,
        required: false,
        max_length: 2000,
        options: [],
      },
    ],
  },
];
