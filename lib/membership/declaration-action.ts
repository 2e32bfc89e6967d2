'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { declarationPageCopy } from '@/content/membership';
import { berlinIsoDate } from '@/lib/calendar/dates';
import { failureDetail } from '@/lib/email/send';
import { admitSender } from '@/lib/forms/outbox-submission';
import { clientAddress } from '@/lib/security/rate-limit';
import { cancellationSchema, withdrawalSchema } from '@/lib/validation/declaration';
import { DECLARATION_FIELDS, EMPTY_DECLARATION, type DeclarationField, type DeclarationFormState, type DeclarationValues } from './declaration-form-state';
import type { DeclarationInput, DeclarationKind } from './store';

/** Longer than any field allows: enough to say by how much a reason is too long, never a megabyte echoed back. */
const ECHO_MAX = 4000;

function valuesOf(formData: FormData): DeclarationValues {
  const values = { ...EMPTY_DECLARATION };
  for (const field of DECLARATION_FIELDS) {
    const value = formData.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, ECHO_MAX);
  }
  return values;
}

type Parsed = { ok: true; input: DeclarationInput } | { ok: false; errors: Partial<Record<DeclarationField, string>> };

function parse(kind: DeclarationKind, values: DeclarationValues, today: string): Parsed {
  const issues = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Parsed => {
    const errors: Partial<Record<DeclarationField, string>> = {};
    for (const issue of error.issues) errors[issue.path[0] as DeclarationField] ??= issue.message;
    return { ok: false, errors };
  };
  const contract = (data: { name: string; email: string; bookingNumber: string; childName: string }) => ({
    kind,
    name: data.name,
    email: data.email,
    bookingNumber: data.bookingNumber,
    childName: data.bookingNumber ? '' : data.childName,
  });
  if (kind === 'withdrawal') {
    const result = withdrawalSchema.safeParse(values);
    return result.success ? { ok: true, input: contract(result.data) } : issues(result.error);
  }
  const result = cancellationSchema(today).safeParse(values);
  if (!result.success) return issues(result.error);
  const { cancellationType, reason, when, date } = result.data;
  return {
    ok: true,
    input: {
      ...contract(result.data),
      cancellationType,
      ...(cancellationType === 'extraordinary' ? { reason } : {}),
      ...(when === 'date' ? { requestedEnd: date } : {}),
    },
  };
}

/**
 * "Widerruf bestätigen" and "jetzt kündigen": one form post each, no sign-in and no step between (§ 356a, § 312k BGB).
 * Checked with the form's one schema; limited per sender as every form; the declaration is a row before anything else
 * (lib/membership/store.ts), then the family is sent to its confirmation, read from that row. The same declaration
 * sent again lands on the first one's confirmation.
 */
async function declare(kind: DeclarationKind, formData: FormData): Promise<DeclarationFormState> {
  const values = valuesOf(formData);
  const now = new Date();
  const parsed = parse(kind, values, berlinIsoDate(now));
  const failed = (detail: string): DeclarationFormState => ({ status: 'failed', values, errors: {}, detail });

  let service;
  try {
    service = await admitSender(clientAddress(await headers()));
  } catch (error) {
    console.error('Erklärung: Datenbank nicht erreichbar', error);
    return parsed.ok ? failed(declarationPageCopy.unavailable) : { status: 'invalid', values, errors: parsed.errors };
  }
  if (service === 'too-many') return failed(`${failureDetail(429)} ${declarationPageCopy.unavailable}`);
  if (!parsed.ok) return { status: 'invalid', values, errors: parsed.errors };
  if (!service.memberships || !service.links) return failed(declarationPageCopy.unavailable);

  let receipt: string;
  try {
    const { declaration } = await service.memberships.declare(parsed.input, now);
    service.kick();
    // An invoice no longer owed after a withdrawal or cancellation is cancelled now, not at the next day's run.
    if (declaration.bookingId) await service.rebill(`declared-${declaration.id}`).catch((error: unknown) => console.error('Rechnungen: Lauf nach der Erklärung nicht eingeplant', error));
    const link = new URL(service.links.url(kind === 'withdrawal' ? 'withdrawal-receipt' : 'cancellation-receipt', declaration.id));
    receipt = `${link.pathname}${link.search}`;
  } catch (error) {
    console.error('Erklärung nicht gespeichert', error);
    return failed(declarationPageCopy.unavailable);
  }
  // Outside the try: redirect() throws on purpose.
  redirect(receipt as never);
}

export async function declareWithdrawal(_previous: DeclarationFormState, formData: FormData): Promise<DeclarationFormState> {
  return declare('withdrawal', formData);
}

export async function declareCancellation(_previous: DeclarationFormState, formData: FormData): Promise<DeclarationFormState> {
  return declare('cancellation', formData);
}
