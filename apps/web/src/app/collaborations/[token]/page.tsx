import type { Metadata } from 'next';
import { AcceptInvitationScreen } from '../../../features/studio/collaborators/accept-invitation-screen';

type Params = Promise<{ token: string }>;

export const metadata: Metadata = { title: 'Join a work', robots: { index: false } };

export default async function CollaborationPage({ params }: { params: Params }) {
  const { token } = await params;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-fg">You are invited to write together</h1>
      <p className="mt-2 mb-6 text-muted">
        Accept to see the drafts and work on them with the other authors.
      </p>
      <AcceptInvitationScreen token={decodeURIComponent(token)} />
    </div>
  );
}
