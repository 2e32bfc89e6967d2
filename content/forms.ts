/** Words every form shares beyond its fields (lib/validation/contact-messages.ts has the fields' own). */
export const formCopy = {
  /** Heads the list of problems when the server answers a form post with messages at its fields. */
  summaryTitle: 'Bitte prüfen Sie Ihre Angaben',
} as const;
