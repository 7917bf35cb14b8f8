'use client';

import { useSyncExternalStore } from 'react';
import { ModalDialog } from '../../modals/modal-dialog';
import { describeShortcut, type Shortcut } from './shortcuts';

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The help overlay: every shortcut this editor answers to, read from the same table as the handler. */
export function ShortcutHelp({
  shortcuts,
  onClose,
}: {
  shortcuts: readonly Shortcut[];
  onClose: () => void;
}) {
  const mac = useSyncExternalStore(
    () => () => {},
    isMac,
    () => false,
  );
  return (
    <ModalDialog title="Keyboard shortcuts" testId="studio-shortcut-help" onClose={onClose}>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm">
        {shortcuts.map((shortcut) => (
          <div key={`${shortcut.action}-${shortcut.key}`} className="contents">
            <dt className="text-fg">{shortcut.label}</dt>
            <dd>
              <kbd className="rounded-md border border-line bg-surface-2 px-2 py-0.5 font-mono text-xs">
                {describeShortcut(shortcut, mac)}
              </kbd>
            </dd>
          </div>
        ))}
      </dl>
    </ModalDialog>
  );
}
