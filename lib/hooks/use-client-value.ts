'use client';

/**
 * Room lib/hooks: React hooks shared by client components (a browser-only value, reduced motion, the next trial).
 * Used by components/ only.
 */

import { startTransition, useEffect, useState } from 'react';

/**
 * Set by the first effect that runs in this browser tab: from then on React is no longer hydrating the server
 * HTML, so a component that mounts later (after a client navigation) can show its client value at once.
 * The pages' content hydrates in the root's first pass. Not for use inside a Suspense or Activity boundary of the
 * server HTML (the enquiry form's is one): React hydrates such a boundary in a later pass, when this flag may be set
 * already, and the first render would not match the server's.
 */
let hydrated = false;

/**
 * A value that only the visitor's browser can know (today's date, stored choices). The server HTML and the
 * hydrating render use `serverValue`; right after hydration the component re-renders with `compute()`, and every
 * later render computes it again. That re-render is a transition: React renders it in slices of a few milliseconds
 * instead of one blocking task, so a tap right after hydration is not kept waiting (issue 34; a
 * `useSyncExternalStore` switch re-rendered every such component in one synchronous task).
 */
export function useClientValue<T>(compute: () => T, serverValue: T): T {
  const [client, setClient] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!client) startTransition(() => setClient(true));
  }, [client]);
  return client ? compute() : serverValue;
}
