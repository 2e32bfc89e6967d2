import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { E2E_OUTBOX } from '../playwright.config';

export interface StoredEnquiry {
  templateId: string;
  params: Record<string, string>;
}

/** The last stored enquiry or booking sent with this email (specs write to the same outbox in parallel). */
export async function outboxEntryFor(email: string): Promise<StoredEnquiry | null> {
  const lines = (await readFile(E2E_OUTBOX, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  const entries = lines.map((line) => JSON.parse(line) as StoredEnquiry);
  return entries.findLast((entry) => entry.params.email === email) ?? null;
}

interface Enquirer {
  firstName?: string;
  lastName?: string;
  email: string;
  phone?: string;
  childName?: string;
}

/** Fills the page's enquiry form (#contact-form-section) with valid values and ticks the consent; returns the form. */
export async function fillEnquiryForm(page: Page, { firstName = 'Anna', lastName = 'Berg', email, phone = '030 1234567', childName = 'Paul' }: Enquirer) {
  const form = page.locator('#contact-form-section form');
  await form.getByLabel('Vorname', { exact: true }).fill(firstName);
  await form.getByLabel('Nachname', { exact: true }).fill(lastName);
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Telefonnummer').fill(phone);
  await form.getByLabel('Vorname des Kindes').fill(childName);
  await form.getByLabel(/Datenschutzerklärung/).check();
  return form;
}
