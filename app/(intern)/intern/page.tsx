import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/auth/session';

/** The room's door: signed in, the trial dates come first; otherwise the sign-in. */
export default async function InternPage() {
  await requireStaff();
  redirect('/intern/probestunden');
}
