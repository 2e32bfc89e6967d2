import { SEND_ERROR } from '@/lib/email/send';

/** The error of a failed send (spec §8) with the German sentence for its cause and a way to reach us. */
export function SendError({ detail }: { detail: string }) {
  return (
    <div className="rounded-xl border-2 border-coral-dark bg-coral/10 p-4 text-coral-dark">
      <p className="font-bold">{SEND_ERROR}</p>
      <p className="mt-1">{detail}</p>
    </div>
  );
}
