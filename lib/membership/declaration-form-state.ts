/**
 * What the server answers a declaration form with (lib/membership/declaration-action.ts) when it did not record it:
 * each field's message and every value as it was typed. On success it redirects to the confirmation instead. Plain
 * data, safe in the browser.
 */
export const DECLARATION_FIELDS = ['name', 'email', 'bookingNumber', 'childName', 'cancellationType', 'reason', 'when', 'date'] as const;
export type DeclarationField = (typeof DECLARATION_FIELDS)[number];
export type DeclarationValues = Record<DeclarationField, string>;

export interface DeclarationFormState {
  status: 'idle' | 'invalid' | 'failed';
  values: DeclarationValues;
  errors: Partial<Record<DeclarationField, string>>;
  /** Why it could not be recorded (too many sends, the database away) and how else to declare it. */
  detail?: string;
}

export const EMPTY_DECLARATION: DeclarationValues = { name: '', email: '', bookingNumber: '', childName: '', cancellationType: 'ordinary', reason: '', when: 'earliest', date: '' };

export const INITIAL_DECLARATION_STATE: DeclarationFormState = { status: 'idle', values: EMPTY_DECLARATION, errors: {} };

export type DeclareAction = (previous: DeclarationFormState, formData: FormData) => Promise<DeclarationFormState>;
