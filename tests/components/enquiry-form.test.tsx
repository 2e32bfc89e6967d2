import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EnquiryForm, EnquiryFormView } from '@/components/forms/enquiry-form';
import { EMPTY_ENQUIRY_VALUES, type EnquiryFormState } from '@/lib/forms/enquiry-form-state';

jest.mock('next/navigation', () => ({ usePathname: () => '/contact' }));
/** The server action: these tests send with script, which never posts the form (its answer is rendered below). */
const submitEnquiry = jest.fn<Promise<EnquiryFormState>, [EnquiryFormState, FormData]>();

jest.mock('@emailjs/browser', () => ({ __esModule: true, default: { init: jest.fn(), send: jest.fn() } }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const emailjs = (require('@emailjs/browser') as { default: { init: jest.Mock; send: jest.Mock } }).default;

const VALID = {
  Vorname: 'Zoë-Marie',
  Nachname: "O'Neill",
  'E-Mail-Adresse': 'zoe@beispiel.de',
  Telefonnummer: '+49 30 1234567',
  'Vorname des Kindes': 'Jürgen',
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(VALID)) await user.type(screen.getByLabelText(label), value);
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
}

const submit = () => screen.getByRole('button', { name: 'Anfrage senden' });

beforeEach(() => {
  emailjs.init.mockReset();
  emailjs.send.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  delete process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY;
  jest.restoreAllMocks();
});

describe('EnquiryForm', () => {
  it('shows the spec messages, marks fields invalid, focuses the first and clears an error once valid', async () => {
    const user = userEvent.setup();
    render(<EnquiryForm mode="contact" submit={submitEnquiry} />);
    await user.type(screen.getByLabelText('Vorname'), 'Anna2');
    await user.click(submit());

    const firstName = screen.getByLabelText('Vorname');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription(
      'Vorname darf keine Zahlen enthalten, damit wir Sie korrekt ansprechen können',
    );
    expect(firstName).toHaveFocus();
    expect(screen.getByLabelText('Nachname')).toHaveAccessibleDescription(
      'Nachname ist erforderlich, damit wir Sie kontaktieren können',
    );

    await user.clear(firstName);
    await user.type(firstName, 'Anna');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(firstName).not.toHaveAccessibleDescription();
    expect(emailjs.send).not.toHaveBeenCalled();
  });

  it('sends one request however often it is clicked, then resets and shows success', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => {};
    emailjs.send.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<EnquiryForm mode="contact" submit={submitEnquiry} />);
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wird gesendet …' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Wird gesendet …' }));
    await act(async () => answer({ status: 200, text: 'OK' }));

    expect(await screen.findByText('Nachricht erfolgreich gesendet!')).toBeInTheDocument();
    expect(emailjs.send).toHaveBeenCalledTimes(1);
    expect(emailjs.send.mock.calls[0]?.[2]).toMatchObject({ first_name: 'Zoë-Marie', last_name: "O'Neill" });
    expect(screen.getByLabelText('Vorname')).toHaveValue('');
  });

  it('keeps every typed value and enables the button again when sending fails', async () => {
    const user = userEvent.setup();
    emailjs.send.mockRejectedValue({ status: 429, text: 'Too Many Requests' });
    render(<EnquiryForm mode="contact" submit={submitEnquiry} />);
    await fillValid(user);
    await user.click(submit());

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.'));
    expect(status).toHaveTextContent('mehrere Anfragen kurz hintereinander');
    for (const [label, value] of Object.entries(VALID)) expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(submit()).toBeEnabled();
  });

  it('drops a submission whose honeypot is filled without sending anything', async () => {
    const user = userEvent.setup();
    const { container } = render(<EnquiryForm mode="contact" submit={submitEnquiry} />);
    await fillValid(user);
    // The honeypot is hidden from people and from the accessibility tree; bots find it by name.
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    await user.type(honeypot!, 'https://spam.example');
    await user.click(submit());

    expect(await screen.findByText('Nachricht erfolgreich gesendet!')).toBeInTheDocument();
    expect(emailjs.send).not.toHaveBeenCalled();
  });

  it('tells the visitor how to reach us when sending is not configured, and logs it', async () => {
    // A half-configured EmailJS (key without service and template) must not fall back to the outbox.
    process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY = 'pk_only';
    const user = userEvent.setup();
    render(<EnquiryForm mode="contact" submit={submitEnquiry} />);
    await fillValid(user);
    await user.click(submit());

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Der Versand ist gerade nicht eingerichtet.'));
    expect(status).toHaveTextContent('030 1234 5670');
    expect(status).toHaveTextContent('hallo@codingstars.de');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('unvollständig konfiguriert'));
    expect(emailjs.send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Vorname')).toHaveValue(VALID.Vorname);
  });

  it('sends the optional message as typed and counts it visibly', async () => {
    const user = userEvent.setup();
    emailjs.send.mockResolvedValue({ status: 200, text: 'OK' });
    render(<EnquiryForm mode="contact" submit={submitEnquiry} />);
    await fillValid(user);
    const message = screen.getByLabelText('Ihre Nachricht (optional)');
    expect(message).toHaveAccessibleDescription('0 von 2.000 Zeichen');
    await user.type(message, 'Ist CS Grundlagen mit 7 schon passend?');
    expect(message).toHaveAccessibleDescription('38 von 2.000 Zeichen');
    await user.click(submit());

    await screen.findByText('Nachricht erfolgreich gesendet!');
    expect(emailjs.send.mock.calls[0]?.[2]).toMatchObject({ message: 'Ist CS Grundlagen mit 7 schon passend?' });
  });

  it('refuses 2,001 characters with a clear message and keeps the whole text', async () => {
    const user = userEvent.setup();
    render(<EnquiryForm mode="contact" submit={submitEnquiry} />);
    await fillValid(user);
    const message = screen.getByLabelText('Ihre Nachricht (optional)');
    const text = 'a'.repeat(2001);
    await user.click(message);
    await user.paste(text);
    expect(message).toHaveAccessibleDescription('2.001 von 2.000 Zeichen');
    await user.click(submit());

    await waitFor(() => expect(message).toHaveAttribute('aria-invalid', 'true'));
    expect(message).toHaveAccessibleDescription(
      '2.001 von 2.000 Zeichen Ihre Nachricht hat 2.001 Zeichen. Bitte kürzen Sie sie auf höchstens 2.000 Zeichen, damit wir sie annehmen können',
    );
    expect(message).toHaveValue(text);
    expect(emailjs.send).not.toHaveBeenCalled();
  });

  it('has no message field where the form stays short (funnel, trial, Python)', () => {
    for (const mode of ['default', 'ContactFunnel0', 'Trial', 'python']) {
      const { unmount } = render(<EnquiryForm mode={mode} submit={submitEnquiry} />);
      expect(screen.queryByLabelText('Ihre Nachricht (optional)')).toBeNull();
      unmount();
    }
  });
});

const FIRST_NAME = 'input[autocomplete="given-name"]';

/** Whether React has taken over this server-rendered element (it keeps its fiber on the node once hydrated). */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

describe('EnquiryForm hydration (issue 34)', () => {
  /** A page with the form below other content; `onPageEffect` runs in the effects of the page's own hydration. */
  function Page({ onPageEffect }: { onPageEffect: () => void }) {
    useEffect(onPageEffect, [onPageEffect]);
    return (
      <main>
        <h1>Kontakt</h1>
        <EnquiryForm mode="contact" submit={submitEnquiry} />
      </main>
    );
  }

  function serverPage(onPageEffect: () => void) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page onPageEffect={() => {}} />);
    document.body.append(container);
    const recoverable = jest.fn();
    const root = hydrateRoot(container, <Page onPageEffect={onPageEffect} />, { onRecoverableError: recoverable });
    return { container, root, recoverable, firstName: container.querySelector(FIRST_NAME)! };
  }

  it('hydrates in its own pass after the page, without a mismatch', async () => {
    let formHydratedInPageEffects: boolean | undefined;
    const { container, root, recoverable, firstName } = serverPage(() => {
      formHydratedInPageEffects = hydrated(container.querySelector(FIRST_NAME)!);
    });
    await waitFor(() => expect(formHydratedInPageEffects).toBe(false));
    await waitFor(() => expect(hydrated(firstName)).toBe(true));
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('hydrates at once, page and form, when the visitor taps a field first, and keeps what is typed', async () => {
    const { container, root, recoverable, firstName } = serverPage(() => {});
    // hydrateRoot has only scheduled its work: nothing is hydrated yet when the tap comes.
    expect(hydrated(firstName)).toBe(false);
    // A click (jsdom sends no focusin on focus(); a browser does, and React treats both alike).
    fireEvent.click(firstName);
    expect(hydrated(firstName)).toBe(true);
    await userEvent.setup().type(firstName, 'Anna');
    expect(firstName).toHaveValue('Anna');
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('EnquiryForm answered by the server (a form post before or without script)', () => {
  const posted = { ...EMPTY_ENQUIRY_VALUES, firstName: 'Anna2', lastName: 'Schmidt', email: 'anna-kaputt', phone: '030 1234567', childName: 'Ben', privacy: true };
  const view = (state: EnquiryFormState) => render(<EnquiryFormView mode="contact" action={[state, jest.fn()]} />);

  it('shows the error summary first, with a link to each field, the message at the field and every value kept', () => {
    view({
      status: 'invalid',
      values: posted,
      errors: { firstName: 'Vorname darf keine Zahlen enthalten, damit wir Sie korrekt ansprechen können', email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' },
    });
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Bitte prüfen Sie Ihre Angaben');
    const links = screen.getAllByRole('link', { name: /Vorname darf|gültige E-Mail/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`#${screen.getByLabelText('Vorname').id}`, `#${screen.getByLabelText('E-Mail-Adresse').id}`]);
    // Its focus on arrival is the browser's (the autofocus attribute of the server HTML): e2e/forms-before-scripts.spec.ts.
    expect(summary.parentElement).toHaveAttribute('tabindex', '-1');
    expect(screen.getByLabelText('Vorname')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Vorname')).toHaveAccessibleDescription('Vorname darf keine Zahlen enthalten, damit wir Sie korrekt ansprechen können');
    expect(screen.getByLabelText('Nachname')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Vorname')).toHaveValue('Anna2');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('anna-kaputt');
    expect(screen.getByLabelText('Vorname des Kindes')).toHaveValue('Ben');
    expect(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ })).toBeChecked();
  });

  it('shows the outcome, the form emptied', () => {
    view({ status: 'sent', values: EMPTY_ENQUIRY_VALUES, errors: {} });
    expect(screen.getByRole('status')).toHaveTextContent('Nachricht erfolgreich gesendet!');
    expect(screen.getByLabelText('Vorname')).toHaveValue('');
  });

  it('a refused send keeps every value and says why', () => {
    view({ status: 'failed', values: posted, errors: {}, detail: 'Unser Posteingang ist gerade nicht erreichbar.' });
    expect(screen.getByRole('status')).toHaveTextContent('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.Unser Posteingang ist gerade nicht erreichbar.');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('anna-kaputt');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the summary and the server’s messages give way to the browser’s checks once the form is sent again', async () => {
    const user = userEvent.setup();
    view({ status: 'invalid', values: posted, errors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' } });
    await user.clear(screen.getByLabelText('E-Mail-Adresse'));
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'anna@beispiel.de');
    await user.clear(screen.getByLabelText('Vorname'));
    await user.type(screen.getByLabelText('Vorname'), 'Anna');
    emailjs.send.mockResolvedValue({ status: 200, text: 'OK' });
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nachricht erfolgreich gesendet!'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(emailjs.send).toHaveBeenCalledTimes(1);
  });
});
