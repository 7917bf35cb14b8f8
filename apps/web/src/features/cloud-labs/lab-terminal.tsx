'use client';

import '@xterm/xterm/css/xterm.css';
import { getTerminalMessage, type SocketStatus } from '@learnbox/domain';
import { useEffect, useRef } from 'react';
import { createReadyGate, type TypedInput } from './lab-job-run';
import { connectTerminal, type TerminalConnection } from './terminal-connection';

/**
 * One xterm.js terminal on the live host's terminal socket. It fits its box (and tells the host
 * the new size), prints the spec's terminal sentence when the socket fails, and clears itself
 * before the host's replay on every (re)connect. `reconnectSignal` changing means "Run again".
 * `typed` is input to type as the learner would (a job's start script), once the shell is ready.
 */
export function LabTerminal({
  url,
  active,
  reconnectSignal,
  onStatus,
  typed = null,
  height = 'h-[28rem]',
}: {
  url: string;
  active: boolean;
  reconnectSignal: number;
  onStatus: (status: SocketStatus) => void;
  typed?: TypedInput | null;
  /** A Tailwind height class: the lesson's terminal is shorter than the lab page's. */
  height?: string;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const connectionRef = useRef<TerminalConnection | null>(null);
  const fitRef = useRef<(() => void) | null>(null);
  const gateRef = useRef<ReturnType<typeof createReadyGate> | null>(null);
  const pendingRef = useRef<string[]>([]);
  const lastTypedId = useRef<number | null>(null);
  const onStatusRef = useRef(onStatus);
  onStatusRef.current = onStatus;

  useEffect(() => {
    let disposed = false;
    let cleanup = () => {};
    // xterm touches the DOM at import, so it loads in the browser only.
    void Promise.all([import('@xterm/xterm'), import('@xterm/addon-fit')]).then(([xterm, addon]) => {
      const box = boxRef.current;
      if (disposed || !box) return;
      const terminal = new xterm.Terminal({ cursorBlink: true, fontSize: 14, scrollback: 5000 });
      const fit = new addon.FitAddon();
      terminal.loadAddon(fit);
      terminal.open(box);
      const gate = createReadyGate((text) => connectionRef.current?.send(text));
      const connection = connectTerminal(url, {
        onData: (bytes) => {
          terminal.write(bytes);
          gate.shellSpoke();
        },
        onReplayStart: () => terminal.reset(),
        onStatus: (status) => {
          const sentence = getTerminalMessage(status);
          if (sentence) terminal.write(`\r\n\x1b[31m${sentence}\x1b[0m\r\n`);
          onStatusRef.current(status);
        },
      });
      connectionRef.current = connection;
      for (const text of pendingRef.current.splice(0)) gate.type(text);
      gateRef.current = gate;
      const input = terminal.onData((data) => connection.send(data));
      const resize = terminal.onResize(({ cols, rows }) => connection.resize(cols, rows));
      const refit = () => {
        if (box.offsetWidth > 0) fit.fit();
      };
      fitRef.current = refit;
      refit();
      connection.resize(terminal.cols, terminal.rows);
      const observer = new ResizeObserver(refit);
      observer.observe(box);
      cleanup = () => {
        observer.disconnect();
        input.dispose();
        resize.dispose();
        connection.close();
        terminal.dispose();
        connectionRef.current = null;
        gateRef.current = null;
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [url]);

  // Each new `typed` (its id) is typed once, also when React runs effects twice; before xterm
  // has loaded it waits for the gate.
  useEffect(() => {
    if (!typed || typed.id === lastTypedId.current) return;
    lastTypedId.current = typed.id;
    if (gateRef.current) gateRef.current.type(typed.text);
    else pendingRef.current.push(typed.text);
  }, [typed]);

  useEffect(() => {
    if (reconnectSignal > 0) connectionRef.current?.reconnect();
  }, [reconnectSignal]);

  useEffect(() => {
    if (active) fitRef.current?.();
  }, [active]);

  return (
    <div
      ref={boxRef}
      hidden={!active}
      className={`${height} w-full bg-black p-2`}
      data-testid="lab-terminal"
    />
  );
}
