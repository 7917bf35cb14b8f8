'use client';

import type { LabLearnerJob } from '@learnbox/contracts';
import { LAB_PAGE_MESSAGES } from '@learnbox/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  FIRST_TABS,
  INTERRUPT,
  type JobTabs,
  jobRunInput,
  MAX_TERMINALS,
  type OpenFileRequest,
  openTerminal,
  planJobRun,
  type TypedInput,
} from './lab-job-run';

/**
 * Time between Ctrl+C and the script when a job runs again in its tab: the terminal flushes what
 * was typed with an interrupt, so the script goes once the stopped job has let the shell back.
 */
const AFTER_INTERRUPT_MS = 400;

/**
 * The lab screen's terminal tabs and its jobs' "Run": a job gets a tab of its own (opened, made
 * active, named after the job) where its start script is typed, and its input file opens in the
 * editor. `restart` forgets what was typed (a reset restarts every shell: nothing runs again by
 * itself); `clear` also closes the extra tabs (a new session).
 */
export function useLabJobs(onActiveTerminal: (term: number) => void) {
  const [tabs, setTabs] = useState<JobTabs>(FIRST_TABS);
  const [typed, setTyped] = useState<Record<number, TypedInput>>({});
  const [labels, setLabels] = useState<Record<number, string>>({});
  const [openFile, setOpenFile] = useState<OpenFileRequest | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const runs = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const type = useCallback((term: number, text: string) => {
    runs.current += 1;
    const input = { id: runs.current, text };
    setTyped((all) => ({ ...all, [term]: input }));
  }, []);

  const runJob = (job: LabLearnerJob) => {
    const plan = planJobRun(tabs, job.key, MAX_TERMINALS);
    if (plan.kind === 'full') return setNotice(LAB_PAGE_MESSAGES.TERMINALS_FULL);
    setNotice(null);
    setTabs(plan.tabs);
    setLabels((all) => ({ ...all, [plan.term]: job.name }));
    onActiveTerminal(plan.term);
    const script = jobRunInput(job.runScript);
    if (plan.kind === 'new') type(plan.term, script);
    else {
      type(plan.term, INTERRUPT);
      timers.current.push(setTimeout(() => type(plan.term, script), AFTER_INTERRUPT_MS));
    }
    if (job.inputFileName) setOpenFile({ id: runs.current, path: job.inputFileName });
  };

  const newTerminal = () => {
    const opened = openTerminal(tabs);
    setTabs(opened.tabs);
    onActiveTerminal(opened.term);
  };

  const restart = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
    setTyped({});
    setNotice(null);
  }, []);

  const clear = useCallback(() => {
    restart();
    setTabs(FIRST_TABS);
    setLabels({});
    onActiveTerminal(0);
  }, [restart, onActiveTerminal]);

  return { tabs, typed, labels, openFile, notice, runJob, newTerminal, restart, clear };
}
