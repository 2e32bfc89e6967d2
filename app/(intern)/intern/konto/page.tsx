import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { AddPasskey } from '@/components/intern/add-passkey';
import { Container } from '@/components/ui/container';
import { internCopy } from '@/content/intern';
import { removePasskey } from '@/lib/auth/actions';
import { staffAuth } from '@/lib/auth/server';
import { requireStaff } from '@/lib/auth/session';
import { berlinParts, formatLongDate } from '@/lib/calendar/dates';

const copy = internCopy.account;

export const metadata: Metadata = { title: copy.title };

/** The signed-in member: until when the session lasts, and the passkeys to sign in without a mail. */
export default async function AccountPage() {
  const staff = await requireStaff();
  const auth = await staffAuth();
  const passkeys = auth ? await auth.api.listPasskeys({ headers: await headers() }) : [];
  const end = berlinParts(staff.expiresAt);
  return (
    <Container className="max-w-2xl py-10">
      <h1 className="text-3xl font-extrabold">{copy.title}</h1>
      <p className="mt-3">{copy.signedInAs(staff.email)}</p>
      <p className="mt-1 text-ink-soft">{copy.sessionEnds(`${String(end.hour).padStart(2, '0')}:${String(end.minute).padStart(2, '0')}`)}</p>
      <section aria-labelledby="passkeys-heading" className="mt-10 rounded-card bg-white p-6 shadow-card">
        <h2 id="passkeys-heading" className="text-2xl font-extrabold">
          {copy.passkeysHeading}
        </h2>
        <p className="mt-2 text-ink-soft">{copy.passkeysIntro}</p>
        {passkeys.length === 0 ? (
          <p className="mt-4">{copy.none}</p>
        ) : (
          <ul className="mt-4 space-y-2">
            {passkeys.map((passkey) => (
              <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-3">
                <span>
                  <span className="font-bold">{passkey.name || 'Passkey'}</span>
                  {passkey.createdAt && <span className="block text-sm text-ink-soft">{copy.createdOn(formatLongDate(new Date(passkey.createdAt)))}</span>}
                </span>
                <form action={removePasskey}>
                  <input type="hidden" name="passkey" value={passkey.id} />
                  <button type="submit" className="min-h-11 rounded-pill border-2 border-coral-dark px-4 font-bold text-coral-dark">
                    {copy.remove}
                    <span className="sr-only"> ({passkey.name || 'Passkey'})</span>
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
        <AddPasskey />
      </section>
    </Container>
  );
}
