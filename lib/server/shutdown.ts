const SIGNALS: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

/**
 * Runs `task` first when the process is asked to stop, and only then the handlers registered before this call (Next's
 * own shutdown, which closes the HTTP server and exits). They run once `task` has finished or `graceMs` has passed, so
 * a stuck task cannot keep the server from stopping. Repeated signals meanwhile are ignored, not fatal. Without such
 * handlers the signal is raised again for its default effect: the process ends.
 */
export function beforeShutdown(task: () => Promise<void>, { graceMs = 8000, signals = SIGNALS } = {}): void {
  let finished: Promise<void> | undefined;
  const finish = () =>
    (finished ??= new Promise<void>((resolve) => {
      const late = setTimeout(() => {
        console.warn(`Beenden: nach ${graceMs / 1000} s nicht fertig, der Server stoppt trotzdem.`);
        resolve();
      }, graceMs);
      late.unref();
      task()
        .catch((error: unknown) => console.error('Fehler beim Beenden', error))
        .finally(() => {
          clearTimeout(late);
          resolve();
        });
    }));

  for (const signal of signals) {
    const next = process.listeners(signal);
    for (const listener of next) process.removeListener(signal, listener);
    let waiting = false;
    const onSignal = () => {
      if (waiting) return;
      waiting = true;
      void finish().then(() => {
        process.removeListener(signal, onSignal);
        if (next.length === 0) {
          process.kill(process.pid, signal);
          return;
        }
        for (const listener of next) {
          process.on(signal, listener);
          listener(signal);
        }
      });
    };
    process.on(signal, onSignal);
  }
}
