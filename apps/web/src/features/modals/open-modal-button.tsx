'use client';

import type { ModalName } from '@learnbox/domain';
import type { ReactNode } from 'react';
import { buttonClasses } from '../layout/button-link';
import { useModalStore } from '../modal-state/modal-store';

/** A button a server-rendered page can use to open a modal by name. */
export function OpenModalButton({
  name,
  variant = 'primary',
  children,
}: {
  name: ModalName;
  variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  const open = useModalStore((state) => state.open);
  return (
    <button type="button" onClick={() => open(name)} className={buttonClasses(variant)}>
      {children}
    </button>
  );
}
