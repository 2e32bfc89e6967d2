/**
 * @jest-environment node
 */
import { beforeShutdown } from '@/lib/server/shutdown';

// SIGUSR2 stands in for SIGTERM, delivered by calling the listeners as Node would (Jest's process does not emit).
const SIGNAL = 'SIGUSR2';
const signal = () => process.listeners(SIGNAL).forEach((listener) => listener(SIGNAL));

afterEach(() => {
  process.removeAllListeners(SIGNAL);
  jest.restoreAllMocks();
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('beforeShutdown', () => {
  it.each([
    ['finishes', 50, 2000, 50],
    // Never settles, and holds no timer that would keep Jest from exiting.
    ['is stuck', Infinity, 200, 200],
  ])('runs the task first and the earlier handler (Next) after it once the task %s', async (_, taskMs, graceMs, handedOverAfter) => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const order: string[] = [];
    const next = jest.fn((signal: NodeJS.Signals) => order.push(`next ${signal}`));
    process.on(SIGNAL, next);
    beforeShutdown(
      async () => {
        order.push('task');
        await (taskMs === Infinity ? new Promise(() => {}) : delay(taskMs));
        order.push('task done');
      },
      { graceMs, signals: [SIGNAL] },
    );

    const start = Date.now();
    signal();
    // A second signal (a shell sends SIGINT twice) neither runs anything twice nor skips the wait.
    signal();
    expect(next).not.toHaveBeenCalled();
    await delay(handedOverAfter + 150);
    expect(next).toHaveBeenCalledTimes(1);
    expect(Date.now() - start).toBeGreaterThanOrEqual(handedOverAfter);
    expect(order).toEqual(taskMs < graceMs ? ['task', 'task done', `next ${SIGNAL}`] : ['task', `next ${SIGNAL}`]);
    // The earlier handler is back in place for whatever comes after.
    expect(process.listeners(SIGNAL)).toEqual([next]);
  });

  it('logs a failing task and stops all the same', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const next = jest.fn();
    process.on(SIGNAL, next);
    beforeShutdown(() => Promise.reject(new Error('kaputt')), { signals: [SIGNAL] });
    signal();
    await delay(20);
    expect(error).toHaveBeenCalledWith('Fehler beim Beenden', expect.any(Error));
    expect(next).toHaveBeenCalledTimes(1);
  });
});
