'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { internCopy } from '@/content/intern';

const copy = internCopy.account;

/** "Passkey für dieses Gerät anlegen": the browser's WebAuthn prompt through Better Auth's passkey client, loaded on the click. */
export function AddPasskey() {
  const router = useRouter();
  const [outcome, setOutcome] = useState<'added' | 'failed' | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const add = async () => {
    setPending(true);
    setOutcome(undefined);
    try {
      const { staffAuthClient } = await import('@/lib/auth/client');
      const result = await staffAuthClient().passkey.addPasskey({ name: navigator.platform ? `Passkey (${navigator.platform})` : 'Passkey' });
      setOutcome(result?.error ? 'failed' : 'added');
      if (!result?.error) router.refresh();
    } catch {
      setOutcome('failed');
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="mt-6">
      <div data-requires-js="">
        <button type="button" onClick={() => void add()} disabled={pending} className={buttonClasses()}>
          {copy.add}
        </button>
      </div>
      <p data-without-js="" className="text-ink-soft">
        {copy.needsScript}
      </p>
      <p role="status" aria-live="polite" className="mt-3 font-bold">
        {outcome === 'added' && <span className="text-teal-dark">{copy.added}</span>}
        {outcome === 'failed' && <span className="text-coral-dark">{copy.addFailed}</span>}
      </p>
    </div>
  );
}
