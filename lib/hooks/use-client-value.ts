'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * A value that only the visitor's browser can know (today's date, stored choices). The server HTML and the
 * first client render use `serverValue`; right after hydration the component re-renders with `compute()`.
 * `compute` must return a primitive so repeated calls compare equal.
 */
export function useClientValue<T extends string | number | boolean | null>(compute: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribe, compute, () => serverValue);
}
