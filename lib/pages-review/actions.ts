'use server';

import { revalidatePath } from 'next/cache';
import { requireStaff } from '@/lib/auth/session';
import { reviewNow } from './latest';

/** "Jetzt prüfen": the team asks for a new review of every page (the session first, as every action of /intern). */
export async function reviewPagesNow(): Promise<void> {
  await requireStaff();
  try {
    await reviewNow();
  } catch (error) {
    console.error('Seitenprüfung fehlgeschlagen', error);
  }
  revalidatePath('/intern/seiten');
}
