import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PasskeySignIn } from '@/components/intern/passkey-sign-in';
import { SignInForm } from '@/components/intern/sign-in-form';
import { Container } from '@/components/ui/container';
import { internCopy } from '@/content/intern';
import { requestSignInLink } from '@/lib/auth/actions';
import { currentStaff } from '@/lib/auth/session';
import { deliveryService } from '@/lib/outbox/service';

const copy = internCopy.signIn;

export const metadata: Metadata = { title: copy.title };

/** The team's way in: a link by mail (the same answer for every address), or a passkey on this device. */
export default async function SignInPage({ searchParams }: PageProps<'/intern/anmelden'>) {
  if (await currentStaff()) redirect('/intern/probestunden');
  const { fehler, abgemeldet } = await searchParams;
  const relaying = await deliveryService().then((service) => service.relaying, () => true);
  const notice = fehler === 'link' ? copy.linkFailed : fehler === 'konto' ? copy.refused : abgemeldet ? copy.signedOut : undefined;
  return (
    <Container className="max-w-xl py-12">
      <h1 className="text-3xl font-extrabold">{copy.title}</h1>
      <p className="mt-3 text-lg text-ink-soft">{copy.intro}</p>
      {notice && (
        <p role="status" className="mt-6 rounded-xl border-2 border-primary bg-white p-4 font-bold">
          {notice}
        </p>
      )}
      {!relaying && <p className="mt-6 rounded-xl border-2 border-coral-dark bg-white p-4">{copy.noRelay}</p>}
      <div className="mt-8 rounded-card bg-white p-6 shadow-card">
        <SignInForm submit={requestSignInLink} />
      </div>
      <section aria-labelledby="passkey-heading" data-requires-js="" className="mt-8 rounded-card bg-white p-6 shadow-card">
        <h2 id="passkey-heading" className="text-xl font-extrabold">
          {copy.passkeyHeading}
        </h2>
        <p className="mt-2 text-ink-soft">{copy.passkeyIntro}</p>
        <PasskeySignIn />
      </section>
    </Container>
  );
}
