import { contactFieldsSchema, contactMessages, phoneDigits, type ContactFields } from '@/lib/validation/contact';

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
    ['childName', 'Name des Kindes'],
  ] as const)('an empty %s says "%s ist erforderlich …"', (field, label) => {
    expect(firstMessage({ [field]: '' }, field)).toBe(`${label} ist erforderlich, damit wir dich kontaktieren können`);
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
      'Vorname darf keine Zahlen enthalten, damit wir dich korrekt ansprechen können',
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
      ok ? undefined : 'Bitte gib eine gültige E-Mail-Adresse ein (Format: name@beispiel.de), damit wir dich erreichen können',
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
      ok ? undefined : 'Bitte gib eine gültige Telefonnummer ein (7-20 Ziffern), damit wir dich erreichen können',
    );
  });

  it('counts only digits in a phone number', () => {
    expect(phoneDigits('+49 (30) 123-45 67')).toBe('493012345' + '67');
  });

  it('caps very long input', () => {
    expect(firstMessage({ childName: 'x'.repeat(121) }, 'childName')).toBe(contactMessages.tooLong('Name des Kindes'));
  });
});
