'use client';

import type { AllocateLabReply } from '@learnbox/contracts';
import { LAB_PAGE_MESSAGES, type SocketStatus } from '@learnbox/domain';
import { MAX_TERMINALS, type TypedInput } from './lab-job-run';
import { LabTerminal } from './lab-terminal';
import { terminalUrl } from './terminal-connection';

/**
 * The lab's terminals in tabs. `generation` changes when the lab's shells were restarted (a
 * reset): every terminal connects again and shows the new shell. The open tabs are the screen's
 * (a job's "Run" opens one too); `typed` is what a tab types for a job, `labels` name job tabs.
 */
export function LabTerminals({
  lab,
  generation,
  activeTerminal,
  onActiveTerminal,
  reconnectSignal,
  onStatus,
  terminals,
  onNewTerminal,
  typed,
  labels,
}: {
  lab: AllocateLabReply;
  generation: number;
  activeTerminal: number;
  onActiveTerminal: (term: number) => void;
  reconnectSignal: number;
  onStatus: (term: number, status: SocketStatus) => void;
  terminals: number[];
  onNewTerminal: () => void;
  typed: Record<number, TypedInput>;
  labels: Record<number, string>;
}) {
  return (
    <div>
      <div role="tablist" aria-label={LAB_PAGE_MESSAGES.TERMINALS} className="flex gap-1">
        {terminals.map((term) => (
          <button
            key={term}
            type="button"
            role="tab"
            aria-selected={term === activeTerminal}
            onClick={() => onActiveTerminal(term)}
            className={`rounded-t-lg px-3 py-1 ${term === activeTerminal ? 'bg-black text-white' : 'bg-surface text-fg'}`}
          >
            {LAB_PAGE_MESSAGES.TERMINAL} {term + 1}
            {labels[term] ? ` · ${labels[term]}` : ''}
          </button>
        ))}
        {terminals.length < MAX_TERMINALS ? (
          <button
            type="button"
            aria-label={LAB_PAGE_MESSAGES.NEW_TERMINAL}
            onClick={onNewTerminal}
            className="rounded-t-lg px-3 py-1 text-fg"
          >
            +
          </button>
        ) : null}
      </div>
      {terminals.map((term) => (
        <LabTerminal
          key={`${lab.allocate_id}-${generation}-${term}`}
          url={terminalUrl(lab.live_host_url, lab.allocate_id, lab.allocate_auth, term)}
          active={term === activeTerminal}
          reconnectSignal={reconnectSignal}
          onStatus={(status) => onStatus(term, status)}
          typed={typed[term] ?? null}
        />
      ))}
    </div>
  );
}
