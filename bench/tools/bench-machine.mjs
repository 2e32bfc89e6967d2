// What the machine was like during a bench run: CPU model, load average and a measured CPU speed, so that two runs
// (or a run and the issue that questions it) can be compared. On a shared 2-core machine the absolute timings follow
// the load; the report's ratios to the floor measured beside them are what should reproduce.
import os from 'node:os';
import { median } from './bench-stats.mjs';

/** A fixed amount of integer work (a xorshift loop) timed in ms: the lower, the faster the CPU was at that moment. */
export function calibrationMs(iterations = 20_000_000) {
  const start = process.hrtime.bigint();
  let x = 2463534242;
  for (let i = 0; i < iterations; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
  }
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  // Use the result so the loop cannot be optimised away.
  return x === 0 ? ms + 1e-9 : ms;
}

/** CPU model and count, load average and the calibration loop's median of `samples`, at this moment. */
export function machineSnapshot(samples = 5) {
  const cpus = os.cpus();
  return {
    at: new Date().toISOString(),
    cpu: `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}`,
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
    calibrationMs: Math.round(median(Array.from({ length: samples }, () => calibrationMs()))),
  };
}

/** One line for the report: "… load average 2.1 / 1.8 / 1.5, calibration loop 41 ms". */
export function describeMachine(snapshot) {
  return `load average ${snapshot.loadAverage.map((n) => n.toFixed(1)).join(' / ')}, calibration loop ${snapshot.calibrationMs} ms`;
}
