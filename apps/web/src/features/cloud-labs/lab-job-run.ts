/**
 * How a lab job's "Run" reaches the learner's terminal: its start script typed into a terminal tab
 * of its own, as if the learner typed it, so they see it run and can stop it with Ctrl+C.
 */

/** Terminals a learner may open side by side in one lab (job tabs included); ours. */
export const MAX_TERMINALS = 4;

/** Ctrl+C as a terminal sends it: stops what the job's tab still runs before it runs again. */
export const INTERRUPT = '\x03';

/**
 * The keystrokes that type `runScript` into a shell: every line ends with Enter (a carriage return,
 * what a terminal sends), blank trailing lines are dropped, and Windows line ends become one Enter.
 */
export function jobRunInput(runScript: string): string {
  const lines = runScript.replace(/\r\n?/g, '\n').replace(/\s+$/, '').split('\n');
  return lines.map((line) => `${line}\r`).join('');
}

/** Which terminal tab runs which job, by job key; the tabs open now. */
export interface JobTabs {
  terminals: number[];
  byJob: Record<string, number>;
}

export type JobRunPlan =
  /** A new tab for the job: open it, make it active, type the script once its shell is ready. */
  | { kind: 'new'; term: number; tabs: JobTabs }
  /** The job's own tab again: interrupt what runs there, then type the script. */
  | { kind: 'again'; term: number; tabs: JobTabs }
  /** No tab is left to open (the lab's limit) and the job has none yet. */
  | { kind: 'full' };

/** The first tab every lab opens with, and no job tabs. */
export const FIRST_TABS: JobTabs = { terminals: [0], byJob: {} };

/** A new tab after the highest open one (the "+" of the tabs and a job's first run). */
export function openTerminal(tabs: JobTabs): { term: number; tabs: JobTabs } {
  const term = Math.max(-1, ...tabs.terminals) + 1;
  return { term, tabs: { ...tabs, terminals: [...tabs.terminals, term] } };
}

/** Where "Run" of `jobKey` runs: its own tab if it has one still open, else a new one if room is left. */
export function planJobRun(tabs: JobTabs, jobKey: string, maxTerminals: number): JobRunPlan {
  const own = tabs.byJob[jobKey];
  if (own !== undefined && tabs.terminals.includes(own)) return { kind: 'again', term: own, tabs };
  if (tabs.terminals.length >= maxTerminals) return { kind: 'full' };
  const opened = openTerminal(tabs);
  return {
    kind: 'new',
    term: opened.term,
    tabs: { ...opened.tabs, byJob: { ...tabs.byJob, [jobKey]: opened.term } },
  };
}

/** What a terminal is asked to type; `id` changes for every run, so the same script can run again. */
export interface TypedInput {
  id: number;
  text: string;
}

/** A file the editor is asked to open; `id` changes per request, so the same file opens again. */
export interface OpenFileRequest {
  id: number;
  path: string;
}

/**
 * Holds typed input until the terminal's shell is ready, that is until the first bytes arrive after
 * the socket opened (the prompt, or the host's replay of the screen): typed before that, bash may
 * echo it twice or before its prompt. Input for a ready shell goes at once.
 */
export function createReadyGate(send: (text: string) => void) {
  let ready = false;
  const waiting: string[] = [];
  return {
    /** Bytes arrived from the shell: it is ready, and what waited is typed now, in order. */
    shellSpoke() {
      ready = true;
      for (const text of waiting.splice(0)) send(text);
    },
    type(text: string) {
      if (ready) send(text);
      else waiting.push(text);
    },
  };
}
