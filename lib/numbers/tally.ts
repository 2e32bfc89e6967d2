// The counts of one server process since its last flush to the database: one number per day, page, source and device
// (and per day, page and event), nothing per visitor. Adding is a Map update, so counting costs a page request
// nothing measurable and never waits for anything.

export interface ViewCount {
  /** Berlin calendar date, 'YYYY-MM-DD'. */
  day: string;
  route: string;
  source: string;
  device: string;
  views: number;
}

export interface EventCount {
  day: string;
  route: string;
  /** What happened on the page: 'quiz-finished'. */
  event: string;
  count: number;
}

/** What a flush takes out of the tally and adds to the database in one go. */
export interface CountBatch {
  views: ViewCount[];
  events: EventCount[];
}

export interface Tally {
  addView(day: string, route: string, source: string, device: string, views?: number): void;
  addEvent(day: string, route: string, event: string, count?: number): void;
  /** Everything counted so far, and an empty tally from now on (for a flush). */
  take(): CountBatch;
  /** Puts a batch back whose flush failed, so the next flush adds it. */
  restore(batch: CountBatch): void;
  /** How many different keys wait for the next flush. */
  size(): number;
  /** Views and events not counted since the last call because the tally was full (the database was away too long). */
  takeDropped(): number;
}

/**
 * Enough keys for many days of every page by every source and device class while the database is away (a day has a
 * few thousand at most: some 40 pages × a few dozen sources × 2 devices), and at most a few megabytes. Counts of keys
 * already held keep growing when it is full; only new keys are dropped, and counted as dropped.
 */
export const MAX_KEYS = 20_000;

export function createTally({ maxKeys = MAX_KEYS }: { maxKeys?: number } = {}): Tally {
  let views = new Map<string, ViewCount>();
  let events = new Map<string, EventCount>();
  let dropped = 0;
  const full = () => views.size + events.size >= maxKeys;

  const addView = (day: string, route: string, source: string, device: string, n = 1) => {
    const key = `${day}\n${route}\n${source}\n${device}`;
    const counted = views.get(key);
    if (counted) counted.views += n;
    else if (full()) dropped += n;
    else views.set(key, { day, route, source, device, views: n });
  };
  const addEvent = (day: string, route: string, event: string, n = 1) => {
    const key = `${day}\n${route}\n${event}`;
    const counted = events.get(key);
    if (counted) counted.count += n;
    else if (full()) dropped += n;
    else events.set(key, { day, route, event, count: n });
  };

  return {
    addView,
    addEvent,
    take() {
      const batch = { views: [...views.values()], events: [...events.values()] };
      views = new Map();
      events = new Map();
      return batch;
    },
    restore(batch) {
      for (const { day, route, source, device, views: n } of batch.views) addView(day, route, source, device, n);
      for (const { day, route, event, count } of batch.events) addEvent(day, route, event, count);
    },
    size: () => views.size + events.size,
    takeDropped() {
      const n = dropped;
      dropped = 0;
      return n;
    },
  };
}
