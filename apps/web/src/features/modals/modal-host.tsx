'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import { useModalStore } from '../modal-state/modal-store';
import { parseModalQuery, withoutModalQuery } from './modal-query';

// Modal contents (forms, their validation) load on first open, not with every page.
const ModalBody = dynamic(() => import('./modal-body'), { ssr: false });

/**
 * Shows the open modal. Opens from the store (`useModalStore.getState().open(name)`) or from
 * `?modal=Name`; closing removes the parameter. Mount inside <Suspense> (it reads search params).
 */
export function ModalHost() {
  const name = useModalStore((state) => state.name);
  const searchParams = useSearchParams();
  const queried = parseModalQuery(searchParams);

  useEffect(() => {
    const { name: open, fromQuery, openFromQuery, close } = useModalStore.getState();
    if (queried && queried !== open) openFromQuery(queried);
    // The parameter went away (back button, a link): the modal it opened goes too.
    else if (!queried && fromQuery) close();
  }, [queried]);

  const onClose = useCallback(() => {
    useModalStore.getState().close();
    const href = withoutModalQuery(window.location.href);
    // Native history call: Next keeps useSearchParams in step without a server round trip.
    if (href !== null) window.history.replaceState(window.history.state, '', href);
  }, []);

  if (!name) return null;
  return <ModalBody key={name} name={name} onClose={onClose} />;
}
