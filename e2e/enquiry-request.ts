import type { Page } from '@playwright/test';
import { openDatabase, type DatabaseConfig } from '../lib/db/connect';
import type { OutboxRecord } from '../lib/outbox/record';
import { createOutboxStore } from '../lib/outbox/store';
import { E2E_DATABASE } from '../playwright.config';
import { enquiryParams } from '../tests/fixtures/enquiry';

export const SEND_URL = '/api/v1.0/email/send';

/** A valid body as @emailjs/browser posts it to the embedded outbox; `params` and `envelope` override parts of it. */
export function enquiryRequest(params: Record<string, unknown> = {}, envelope: Record<string, unknown> = {}) {
  return {
    lib_version: '4.4.1',
    user_id: 'codingstars-outbox',
    service_id: 'codingstars_outbox',
    template_id: 'enquiry_default',
    template_params: { ...enquiryParams(), ...params },
    ...envelope,
  };
}

/** The same with the email (and so reply_to) set: how tests find their own lines and mails. */
export const enquiryFrom = (email: string, params: Record<string, unknown> = {}) => enquiryRequest({ email, reply_to: email, ...params });

export interface StoredEnquiry {
  templateId: string;
  params: Record<string, string>;
}

/** Every enquiry in a server's database, oldest first, read as `npm run outbox` reads it (beside the running server). */
export async function storedEnquiries(database: DatabaseConfig = { path: E2E_DATABASE }): Promise<OutboxRecord[]> {
  const db = openDatabase(database);
  try {
    return await createOutboxStore(db).list();
  } finally {
    await db.close();
  }
}

/**
 * The last enquiry or booking sent with this email to a server's database (specs write to the same one in parallel):
 * what the form sent, not the mails the site writes about it (a booking's receipt names the same address).
 */
export async function outboxEntryFor(email: string, database?: DatabaseConfig): Promise<StoredEnquiry | null> {
  return (await storedEnquiries(database)).findLast((entry) => entry.params.email === email && Boolean(entry.params.request_type)) ?? null;
}

interface Enquirer {
  firstName?: string;
  lastName?: string;
  email: string;
  phone?: string;
  childName?: string;
}

/** Fills the page's enquiry form (#contact-form-section) with Anna Schmidt's enquiry for Ben, consent ticked; returns the form. */
export async function fillEnquiryForm(page: Page, { firstName = 'Anna', lastName = 'Schmidt', email, phone = '030 1234567', childName = 'Ben' }: Enquirer) {
  const form = page.locator('#contact-form-section form');
  await form.getByLabel('Vorname', { exact: true }).fill(firstName);
  await form.getByLabel('Nachname', { exact: true }).fill(lastName);
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Telefonnummer').fill(phone);
  await form.getByLabel('Vorname des Kindes').fill(childName);
  await form.getByLabel(/Datenschutzerklärung/).check();
  return form;
}
