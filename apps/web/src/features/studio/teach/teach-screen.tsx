import { ButtonLink } from '../../layout/button-link';

/** What authoring offers today: only what the studio does (issue 14). */
const OFFERS: { title: string; text: string }[] = [
  {
    title: 'Courses with interactive lessons',
    text: 'Write lessons from widgets: Markdown with math, code that learners run, exercises checked by hidden tests, tables, images and quizzes. Arrange them in modules and reorder them as you go.',
  },
  {
    title: 'Shots',
    text: 'Short answers to one question, with tags, a licence and credit to the work you build on, published to the answers library.',
  },
  {
    title: 'Learning paths',
    text: 'Put published courses in the order a learner should take them.',
  },
  {
    title: 'Drafts that never overwrite each other',
    text: 'Every save is a revision you can go back to. If a co-author saved first, you are told and nothing is lost.',
  },
  {
    title: 'Co-authors and reviewers',
    text: 'Invite people by e-mail as owners, editors or reviewers. Preview a draft exactly as learners will see it, then publish.',
  },
  {
    title: 'Your own profile',
    text: 'Your published works appear on your author page, with a badge that grows with what you publish.',
  },
];

/** /teach: the way in for authors. */
export function TeachScreen() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight text-fg">Teach developers what you know</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Write interactive courses and short answers in the browser, alone or with co-authors, and publish when
        they are ready.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink href="/create">Start a course</ButtonLink>
        <ButtonLink href="/create-answer" variant="secondary">
          Write a shot
        </ButtonLink>
        <ButtonLink href="/collectioneditor" variant="secondary">
          Your works
        </ButtonLink>
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2" data-testid="teach-offers">
        {OFFERS.map((offer) => (
          <li key={offer.title} className="rounded-2xl border border-line bg-surface p-5">
            <h2 className="text-lg font-semibold text-fg">{offer.title}</h2>
            <p className="mt-2 text-sm text-muted">{offer.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
