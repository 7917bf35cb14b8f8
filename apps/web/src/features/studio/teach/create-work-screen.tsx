'use client';

import type { CollaborativeWorkKind } from '@learnbox/contracts';
import { WORKS_MESSAGES } from '@learnbox/domain';
import { useEffect, useRef } from 'react';
import { FormMessage } from '../../auth/form-parts';
import { SignInNeeded } from '../../progress/sign-in-needed';
import { useSession } from '../../user-info/use-user-info';
import { useCreateWork } from '../works/use-create-work';

const FIRST_TITLE: Record<CollaborativeWorkKind, string> = {
  course: 'Untitled course',
  path: 'Untitled path',
  shot: 'Untitled shot',
};

/**
 * /create and /create-answer: a visitor logs in or signs up (the modals), then a first draft is
 * created and its editor opens; a signed-in author goes straight to the editor.
 */
export function CreateWorkScreen({ kind }: { kind: CollaborativeWorkKind }) {
  const session = useSession();
  const { error, create } = useCreateWork();
  const started = useRef(false);
  const signedIn = session.status === 'fulfilled' && session.user !== null;

  useEffect(() => {
    if (!signedIn || started.current) return;
    started.current = true;
    void create(kind, FIRST_TITLE[kind]);
  }, [signedIn, kind, create]);

  if (session.loggedOut || (session.status === 'rejected' && !session.user))
    return <SignInNeeded title="Log in or sign up to start writing" what={WORKS_MESSAGES.CREATE_SIGN_IN} />;
  if (error) return <FormMessage tone="error">{error.text}</FormMessage>;
  return (
    <p role="status" className="text-muted" data-testid="creating-work">
      {WORKS_MESSAGES.CREATING}
    </p>
  );
}
