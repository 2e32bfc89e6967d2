import { NO_COURSE_CHOSEN, requestTypeFor, templateParamsFor } from '@/lib/email/request-type';

const fields = { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@beispiel.de', phone: '0301234567', childName: 'Ben' };

describe('requestTypeFor', () => {
  it.each([
    ['default', 'default', '/start funnel'],
    ['ContactFunnel0', 'default', '/start funnel'],
    ['contactfunnel0', 'default', '/start funnel'],
    ['Trial', 'trial', '/signup schnupper-funnel'],
    ['contactfunnel1', 'trial', '/signup schnupper-funnel'],
    ['contact', 'default', '/contact'],
    ['ferienkurse', 'default', 'Ferienkurs'],
    ['python', 'default', '/start funnel'],
  ])('%s → %s template, request_type %s', (mode, template, requestType) => {
    expect(requestTypeFor(mode)).toMatchObject({ template, requestType });
  });

  it('logs an unknown mode and sends nothing', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(requestTypeFor('newsletter')).toBeNull();
    expect(templateParamsFor('newsletter', fields)).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

describe('templateParamsFor', () => {
  it('carries exactly the contact payload, reply_to being the email', () => {
    expect(templateParamsFor('contact', fields)).toEqual({
      template: 'default',
      params: {
        reply_to: 'anna@beispiel.de',
        first_name: 'Anna',
        last_name: 'Schmidt',
        email: 'anna@beispiel.de',
        phone: '0301234567',
        child_name: 'Ben',
        selected_course: '',
        request_type: '/contact',
        message: '',
      },
    });
  });

  it.each([
    ['contact', true],
    ['ferienkurse', true],
    ['default', false],
    ['ContactFunnel0', false],
    ['Trial', false],
    ['python', false],
  ])('%s sends a message parameter: %s (DECISIONS.md: the funnel and trial forms stay short)', (mode, sends) => {
    const params = templateParamsFor(mode, fields, '', '  Passt der Kurs für 8 Jahre?\n')?.params;
    if (sends) expect(params?.message).toBe('Passt der Kurs für 8 Jahre?');
    else expect(params).not.toHaveProperty('message');
  });

  it('adds from_name for the trial only', () => {
    expect(templateParamsFor('Trial', fields)?.params.from_name).toBe('Anna Schmidt');
    expect(templateParamsFor('default', fields)?.params).not.toHaveProperty('from_name');
  });

  it.each([
    ['ferienkurse', 'Roblox Studio (10–16 Jahre)', 'Roblox Studio (10–16 Jahre)'],
    ['ferienkurse', '', NO_COURSE_CHOSEN],
    ['ferienkurse', '   ', '(nicht angegeben)'],
    ['python', 'anything', 'python_basic'],
    ['default', 'anything', ''],
  ])('%s with chosen course "%s" → selected_course "%s"', (mode, chosen, expected) => {
    expect(templateParamsFor(mode, fields, chosen)?.params.selected_course).toBe(expected);
  });
});
