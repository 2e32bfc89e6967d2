'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { internCopy } from '@/content/intern';

const copy = internCopy.signIn;

/**
 * "Mit Passkey anmelden": the browser's WebAuthn prompt through Better Auth's passkey client, loaded on the click so
 * the page carries none of it before. Without script the section is hidden (data-requires-js on its frame).
 */
export function PasskeySignIn() {
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const signIn = async () => {
    setPending(true);
    setFailed(false);
    const { staffAuthClient } = await import('@/lib/auth/client');
    const result = await staffAuthClient().signIn.passkey();
    if (result?.error) {
      setFailed(true);
      setPending(false);
      return;
    }
    router.push('/intern/probestunden');
  };
  return (
    <div className="mt-4">
      <button type="button" onClick={() => void signIn().catch(() => (setFailed(true), setPending(false)))} disabled={pending} className={buttonClasses({ variant: 'secondary' })}>
        {copy.passkeyButton}
      </button>
      <p role="status" aria-live="polite" className="mt-3">
        {failed && <span className="font-bold text-coral-dark">{copy.passkeyFailed}</span>}
      </p>
    </div>
  );
}
