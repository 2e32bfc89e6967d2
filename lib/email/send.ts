/**
 * Room lib/email: sending a form's enquiry: which path (EmailJS, relay, store), the request type, the browser's send.
 * Used by the public forms, the enquiry API and next.config.mjs.
 */

import { contactDetails } from '@/content/contact-details';
import type { ContactFields } from '@/lib/validation/contact';
import { emailConfig, type EmailConfig } from './config';
import { templateParamsFor } from './request-type';

export const SEND_SUCCESS = 'Nachricht erfolgreich gesendet!';
export const SEND_ERROR = 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.';

/** A failure carries the server's status and answer text too, for forms that react to them (a full trial date). */
export type SendResult = { ok: true; text?: string } | { ok: false; detail: string; status?: number; text?: string };

/** How to reach the academy when a form cannot send. */
export const reachUs = `Sie erreichen uns auch direkt unter ${contactDetails.phoneDisplay} oder ${contactDetails.email}.`;

/** The German sentence shown on top of SEND_ERROR for a failed send (status 0 = no connection). */
export function failureDetail(status: number): string {
  switch (status) {
    case 429:
      return 'Sie haben gerade mehrere Anfragen kurz hintereinander gesendet. Bitte warten Sie eine Minute.';
    case 451:
      return 'Ihr Browser wurde als automatisiert erkannt, deshalb konnten wir die Nachricht nicht annehmen.';
    case 403:
      return 'Diese Anfrage wurde von unserem Schutz vor Missbrauch blockiert.';
    case 0:
      return 'Es besteht gerade keine Verbindung zum Internet. Bitte prüfen Sie Ihre Verbindung.';
    case 400:
      return 'Einige Angaben wurden nicht angenommen. Bitte prüfen Sie das Formular.';
    case 503:
      return 'Unser Posteingang ist gerade nicht erreichbar.';
    default:
      return 'Der Versand hat nicht geklappt.';
  }
}

/** The detail for a form that could not even load what it needs to send (no connection). */
export function unreachableDetail(): string {
  return `${failureDetail(0)} ${reachUs}`;
}

const localStorageProvider = {
  get: async (key: string) => window.localStorage.getItem(key),
  set: async (key: string, value: string) => window.localStorage.setItem(key, value),
  remove: async (key: string) => window.localStorage.removeItem(key),
};

type TemplateKey = keyof EmailConfig['templates'];

/**
 * Sends one request to a template through @emailjs/browser, loaded only now so pages do not carry it. Never reports
 * success for a failed send (DECISIONS.md); missing configuration is an error the visitor sees, with a way to reach us.
 */
export async function sendTemplate(template: TemplateKey, params: Record<string, string>): Promise<SendResult> {
  const config = emailConfig();
  const templateId = config.templates[template];
  if (!config.publicKey || !config.serviceId || !templateId) {
    console.error('EmailJS ist unvollständig konfiguriert (Public Key, Service ID oder Template ID fehlt).');
    return { ok: false, detail: `Der Versand ist gerade nicht eingerichtet. ${reachUs}` };
  }

  try {
    const { default: emailjs } = await import('@emailjs/browser');
    emailjs.init(
      config.embedded
        ? { publicKey: config.publicKey, origin: window.location.origin }
        : {
            publicKey: config.publicKey,
            ...(config.origin ? { origin: config.origin } : {}),
            blockHeadless: true,
            blockList: { list: [], watchVariable: 'email' },
            // init() drops EmailJS's own storage; without this limitRate would silently do nothing.
            storageProvider: localStorageProvider,
            limitRate: { id: 'enquiry', throttle: 10_000 },
          },
    );
    const answer = await emailjs.send(config.serviceId, templateId, { ...params });
    // The embedded outbox says more than 'OK' for a trial signup put on a waitlist ('OK: Warteliste 3').
    return { ok: true, text: answer.text };
  } catch (error) {
    const status = typeof error === 'object' && error && 'status' in error ? Number(error.status) : 0;
    const text = typeof error === 'object' && error && 'text' in error ? String(error.text) : '';
    console.error('Anfrage konnte nicht gesendet werden', error);
    return { ok: false, detail: `${failureDetail(status)} ${reachUs}`, status, text };
  }
}

/** Sends one enquiry of a form mode (spec §7); an unknown mode sends nothing. `extra`: the trial date, say. */
export async function sendEnquiry(mode: string, fields: ContactFields, chosenCourse = '', message = '', extra: Record<string, string> = {}): Promise<SendResult> {
  const built = templateParamsFor(mode, fields, chosenCourse, message);
  if (!built) return { ok: false, detail: `Dieses Formular ist falsch eingerichtet. ${reachUs}` };
  return sendTemplate(built.template, { ...built.params, ...extra });
}
