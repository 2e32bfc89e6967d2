import { contactFieldsSchema, contactMessages, FIELD_MAX_LENGTH, messageSchema, MESSAGE_MAX_LENGTH, phoneDigits, type ContactFields } from '@/lib/validation/contact';
import { messageCount } from '@/lib/validation/contact-messages';
import { enquiryFormSchema } from '@/lib/validation/enquiry-form';

const valid: ContactFields = {
  firstName: 'Anna',
  lastName: 'Schmidt',
  email: 'anna@beispiel.de',
  phone: '030 1234 567',
  childName: 'Ben',
};

/** The first message the form would show for a field (react-hook-form shows one per field). */
function firstMessage(input: Partial<Record<keyof ContactFields, string>>, field: keyof ContactFields) {
  const result = contactFieldsSchema.safeParse({ ...valid, ...input });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('contact schema', () => {
  it('accepts a complete enquiry and trims the values', () => {
    const result = contactFieldsSchema.safeParse({ ...valid, firstName: '  Anna ', email: ' anna@beispiel.de ' });
    expect(result.success && result.data).toEqual(valid);
  });

  it.each([
    ['firstName', 'Vorname'],
    ['lastName', 'Nachname'],
    ['email', 'E-Mail-Adresse'],
    ['phone', 'Telefonnummer'],
    ['childName', 'Vorname des Kindes'],
  ] as const)('an empty %s says "%s ist erforderlich …"', (field, label) => {
    expect(firstMessage({ [field]: '' }, field)).toBe(`${label} ist erforderlich, damit wir Sie kontaktieren können`);
    expect(firstMessage({ [field]: '   ' }, field)).toBe(contactMessages.required(label));
  });

  it.each(['Zoë-Marie', "O'Neill", 'Jürgen Müller-Lüdenscheidt', 'Ana María', '<b>Max</b>'])(
    'accepts the name %s as text',
    (name) => {
      expect(firstMessage({ firstName: name, lastName: name }, 'firstName')).toBeUndefined();
      expect(firstMessage({ firstName: name, lastName: name }, 'lastName')).toBeUndefined();
    },
  );

  it.each(['Anna2', '3', 'R2D2'])('rejects digits in a name: %s', (name) => {
    expect(firstMessage({ firstName: name }, 'firstName')).toBe(
      'Vorname darf keine Zahlen enthalten, damit wir Sie korrekt ansprechen können',
    );
    expect(firstMessage({ lastName: name }, 'lastName')).toBe(contactMessages.noDigits('Nachname'));
  });

  it.each([
    ['name@beispiel.de', true],
    ['a.b-c+d@sub.beispiel.co.uk', true],
    ['name@beispiel', false],
    ['name.beispiel.de', false],
    ['name @beispiel.de', false],
    ['@beispiel.de', false],
  ])('email %s valid: %s', (email, ok) => {
    expect(firstMessage({ email }, 'email')).toBe(
      ok ? undefined : 'Bitte geben Sie eine gültige E-Mail-Adresse ein (Format: name@beispiel.de), damit wir Sie erreichen können',
    );
  });

  it.each([
    ['123456', false],
    ['1234567', true],
    ['+49 (30) 123-45', true],
    ['12345678901234567890', true],
    ['123456789012345678901', false],
    ['Telefon', false],
  ])('phone %s valid: %s (7 to 20 digits)', (phone, ok) => {
    expect(firstMessage({ phone }, 'phone')).toBe(
      ok ? undefined : 'Bitte geben Sie eine gültige Telefonnummer ein (7-20 Ziffern), damit wir Sie erreichen können',
    );
  });

  it('counts only digits in a phone number', () => {
    expect(phoneDigits('+49 (30) 123-45 67')).toBe('493012345' + '67');
  });

  it('caps very long input', () => {
    expect(firstMessage({ childName: 'x'.repeat(121) }, 'childName')).toBe('Vorname des Kindes darf höchstens 120 Zeichen lang sein');
    expect(firstMessage({ childName: 'x'.repeat(FIELD_MAX_LENGTH) }, 'childName')).toBeUndefined();
  });

  it('pins every message parents read, in "Sie" (DECISIONS.md)', () => {
    expect(contactMessages.required('Vorname')).toBe('Vorname ist erforderlich, damit wir Sie kontaktieren können');
    expect(contactMessages.noDigits('Nachname')).toBe('Nachname darf keine Zahlen enthalten, damit wir Sie korrekt ansprechen können');
    expect(contactMessages.email).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein (Format: name@beispiel.de), damit wir Sie erreichen können',
    );
    expect(contactMessages.phone).toBe('Bitte geben Sie eine gültige Telefonnummer ein (7-20 Ziffern), damit wir Sie erreichen können');
    expect(contactMessages.tooLong('Vorname')).toBe('Vorname darf höchstens 120 Zeichen lang sein');
    expect(contactMessages.privacy).toBe('Bitte stimmen Sie der Datenschutzerklärung zu, damit wir Ihre Anfrage bearbeiten dürfen');
    expect(contactMessages.messageTooLong(2001)).toBe(
      'Ihre Nachricht hat 2.001 Zeichen. Bitte kürzen Sie sie auf höchstens 2.000 Zeichen, damit wir sie annehmen können',
    );
    const everyMessage = [
      contactMessages.required('Vorname'),
      contactMessages.noDigits('Vorname'),
      contactMessages.email,
      contactMessages.phone,
      contactMessages.tooLong('Vorname'),
      contactMessages.messageTooLong(2001),
      contactMessages.privacy,
    ];
    for (const message of everyMessage) expect(message).not.toMatch(/\b(du|dich|dir|dein\w*|gib|stimme)\b/i);
  });
});

describe('message field (/contact, /ferienkurse)', () => {
  const form = { ...valid, privacy: true };
  const messageError = (message: string) => {
    const result = enquiryFormSchema.safeParse({ ...form, message });
    return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'message')?.message;
  };

  it.each([
    ['empty', ''],
    ['one line', 'Mein Sohn ist 9 und hat schon mit Scratch gespielt. Passt CS Grundlagen?'],
    ['exactly the limit', 'x'.repeat(MESSAGE_MAX_LENGTH)],
    ['line breaks and markup as text', 'Zeile 1\nZeile 2 <b>fett</b>'],
  ])('accepts %s', (_name, message) => {
    expect(messageError(message)).toBeUndefined();
  });

  it('is optional', () => {
    expect(enquiryFormSchema.safeParse(form).success).toBe(true);
  });

  it('rejects 2,001 characters and says how long the text is and how long it may be', () => {
    expect(messageError('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe(contactMessages.messageTooLong(2001));
    expect(messageSchema.safeParse('ü'.repeat(2500)).error?.issues[0]?.message).toBe(contactMessages.messageTooLong(2500));
  });

  it('counts visibly against the limit', () => {
    expect(messageCount(0)).toBe('0 von 2.000 Zeichen');
    expect(messageCount(1234)).toBe('1.234 von 2.000 Zeichen');
  });
});
