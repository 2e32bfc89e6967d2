'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/auth/session';
import { outboxQuery, retryProblem, retryRedirect } from './intern-view';
import { deliveryService } from './service';
import { createOutboxStore } from './store';

/** What a form "Erneut versuchen" shows beside its button after a press that changed nothing: why. */
export interface RetryFormState {
  problem?: string;
}

const text = (formData: FormData, name: string, max: number) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};

/**
 * "Erneut versuchen" for a failed mail: the session first, then the row is due again, once, whoever presses where
 * (store.retry changes only a failed row). The answer is the list again, in the view it was pressed in, saying what
 * happened: the row leaves "Braucht Aufmerksamkeit" once it is retried, and a message kept in its form would go with it.
 */
export async function retryMail(_previous: RetryFormState, formData: FormData): Promise<RetryFormState> {
  await requireStaff();
  const id = text(formData, 'id', 200);
  const query = outboxQuery({ stand: text(formData, 'stand', 40), seite: text(formData, 'seite', 10) });
  if (!id) return { problem: retryProblem('unknown') };
  let retried: boolean;
  try {
    const service = await deliveryService();
    if (!service.db) return { problem: retryProblem('unavailable') };
    // Without the relay nothing would take the row: it would wait for ever under "wartet".
    if (!service.relaying) return { problem: retryProblem('no-relay') };
    const store = createOutboxStore(service.db);
    retried = await store.retry(id);
    if (!retried && !(await store.entry(id))) return { problem: retryProblem('unknown') };
    if (retried) service.kick();
  } catch (error) {
    console.error('Postausgang: Erneut versuchen fehlgeschlagen', error);
    return { problem: retryProblem('unavailable') };
  }
  // The notice on every page of the room counts the row no more.
  revalidatePath('/intern', 'layout');
  // Outside the try: redirect() throws to do its work.
  redirect(retryRedirect(retried ? 'retried' : 'underway', id, query));
}
