import type { Page } from '@playwright/test';
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

/** Fills the /contact form with Anna's enquiry for Ben, consent ticked; returns the form. */
export async function fillContactForm(page: Page, email: string) {
  const form = page.locator('#contact-form-section form');
  await form.getByLabel('Vorname').fill('Anna');
  await form.getByLabel('Nachname').fill('Schmidt');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Telefonnummer').fill('030 1234567');
  await form.getByLabel('Name des Kindes').fill('Ben');
  await form.getByLabel(/Datenschutzerklärung/).check();
  return form;
}
