// Graceful shutdown: stop accepting connections, let in-flight requests finish (app.close()), release
// resources, exit 0. A shutdown that hangs is cut off after the timeout with exit code 1.
import type { FastifyInstance } from 'fastify';

export const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface GracefulShutdownOptions {
  app: FastifyInstance;
  /** Runs after the app has closed, e.g. closing the database. */
  cleanup: () => Promise<void>;
  timeoutMs?: number;
  /** Injected by tests; the process's exit otherwise. */
  exit?: (code: number) => void;
  signals?: readonly NodeJS.Signals[];
}

export interface GracefulShutdown {
  /** Starts the shutdown (what a signal does); later calls return the same promise. */
  shutdown: (reason: string) => Promise<void>;
  /** Removes the signal listeners. */
  dispose: () => void;
}

export function installGracefulShutdown({
  app,
  cleanup,
  timeoutMs = SHUTDOWN_TIMEOUT_MS,
  exit = (code) => process.exit(code),
  signals = ['SIGTERM', 'SIGINT'],
}: GracefulShutdownOptions): GracefulShutdown {
  let running: Promise<void> | undefined;

  const shutdown = (reason: string): Promise<void> => {
    running ??= (async () => {
      app.log.info({ reason }, 'shutting down: finishing in-flight requests');
      const force = setTimeout(() => {
        app.log.error({ timeoutMs }, 'shutdown took too long; exiting');
        exit(1);
      }, timeoutMs);
      force.unref();
      try {
        await app.close();
        await cleanup();
        clearTimeout(force);
        app.log.info('shutdown complete');
        exit(0);
      } catch (error) {
        clearTimeout(force);
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      }
    })();
    return running;
  };

  const onSignal = (signal: NodeJS.Signals): void => {
    void shutdown(signal);
  };
  for (const signal of signals) process.on(signal, onSignal);

  return {
    shutdown,
    dispose: () => {
      for (const signal of signals) process.off(signal, onSignal);
    },
  };
}
