/**
 * Subscribes to one localStorage value: `eventName` announces a change made in this page, the browser's `storage`
 * event one made in another tab. Returns the unsubscribe function (the shape useSyncExternalStore expects).
 */
export function subscribeStoredValue(key: string, eventName: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) onChange();
  };
  window.addEventListener(eventName, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(eventName, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
