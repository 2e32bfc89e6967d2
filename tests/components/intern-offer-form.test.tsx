import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfferForm } from '@/components/intern/offer/offer-form';
import { dayOffCodec, initialState, runCodec, type OfferFormState } from '@/lib/offer/intern-forms';

const RUN: OfferFormState = initialState({ course: 'minecraft-mods', start: '2027-07-12', end: '2027-07-16', price: '159', state: 'offen' }, { key: 'minecraft-mods-2027-07-12', version: 3 });

type Submit = jest.Mock<Promise<OfferFormState>, [OfferFormState, FormData]>;
const typed = (data: FormData) => Object.fromEntries(['course', 'start', 'end', 'price', 'state'].map((name) => [name, String(data.get(name) ?? '')]));

function renderRun(submit: Submit) {
  render(<OfferForm id="termin-x" legend="Termin 12.07.–16.07.2027" fields={runCodec.fields} initial={RUN} submit={submit} button="Termin speichern" />);
  // The fields are made again with each answer: each query finds the group anew.
  const group = () => within(screen.getByRole('group', { name: 'Termin 12.07.–16.07.2027' }));
  return { getByLabelText: (label: string) => group().getByLabelText(label) };
}

describe('OfferForm', () => {
  it('labels each field, carries the key and the version, and sends what was typed', async () => {
    const submit: Submit = jest.fn<Promise<OfferFormState>, [OfferFormState, FormData]>(async (previous) => ({ ...previous, done: 'Gespeichert.' }));
    const form = renderRun(submit);
    expect(form.getByLabelText('Erster Tag')).toHaveAttribute('type', 'date');
    expect(form.getByLabelText('Erster Tag')).toHaveValue('2027-07-12');
    expect(form.getByLabelText('Preis in Euro')).toHaveAccessibleDescription('Zum Beispiel 159 oder 159,50.');
    expect(form.getByLabelText('Status')).toHaveValue('offen');
    fireEvent.change(form.getByLabelText('Preis in Euro'), { target: { value: '169' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Termin speichern' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Gespeichert.'));
    const data = submit.mock.calls[0]![1];
    expect([data.get('key'), data.get('version')]).toEqual(['minecraft-mods-2027-07-12', '3']);
    expect(typed(data)).toEqual({ course: 'minecraft-mods', start: '2027-07-12', end: '2027-07-16', price: '169', state: 'offen' });
  });

  it('answers a refusal with a summary that links to each field and has the focus, the message at the field, and keeps everything typed', async () => {
    const submit: Submit = jest.fn<Promise<OfferFormState>, [OfferFormState, FormData]>(async (previous, data) => ({
      ...previous,
      values: typed(data),
      errors: [
        { field: 'start', message: 'Der erste Tag (Samstag, 17.07.2027) ist ein Wochenende. Ein Ferienkurs läuft von Montag bis Freitag.' },
        { field: 'price', message: 'Bitte gib bei „Preis in Euro“ eine Zahl an.' },
      ],
    }));
    const form = renderRun(submit);
    fireEvent.change(form.getByLabelText('Erster Tag'), { target: { value: '2027-07-17' } });
    fireEvent.change(form.getByLabelText('Preis in Euro'), { target: { value: 'viel' } });
    await userEvent.setup().selectOptions(form.getByLabelText('Status'), 'ausgebucht');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Termin speichern' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Bitte prüf deine Angaben' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: /ist ein Wochenende/ })).toHaveAttribute('href', '#termin-x-start');
    expect(within(alert).getByRole('link', { name: /eine Zahl an/ })).toHaveAttribute('href', '#termin-x-price');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());

    const start = form.getByLabelText('Erster Tag');
    expect(start).toHaveAttribute('id', 'termin-x-start');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(/ist ein Wochenende/);
    expect(form.getByLabelText('Letzter Tag')).not.toHaveAttribute('aria-invalid');
    // Everything typed stays, the select too.
    expect(start).toHaveValue('2027-07-17');
    expect(form.getByLabelText('Preis in Euro')).toHaveValue('viel');
    expect(form.getByLabelText('Status')).toHaveValue('ausgebucht');
  });

  it('shows who saved in between and the saved values beside the kept input, and carries the new version', async () => {
    const submit: Submit = jest.fn<Promise<OfferFormState>, [OfferFormState, FormData]>(async (previous, data) => ({
      ...previous,
      values: typed(data),
      version: '4',
      conflict: {
        heading: 'Inzwischen hat lena@codingstars.de am 29.11.2026 um 14:05\u00a0Uhr gespeichert:',
        values: { course: 'minecraft-mods', start: '2027-07-19', end: '2027-07-23', price: '169', state: 'ausgebucht' },
      },
    }));
    const form = renderRun(submit);
    fireEvent.change(form.getByLabelText('Preis in Euro'), { target: { value: '149' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Termin speichern' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Inzwischen hat lena@codingstars.de am 29.11.2026 um 14:05\sUhr gespeichert:/);
    expect(form.getByLabelText('Preis in Euro')).toHaveValue('149');
    expect(form.getByLabelText('Preis in Euro')).toHaveAccessibleDescription(/Jetzt gespeichert: 169/);
    expect(form.getByLabelText('Erster Tag')).toHaveAccessibleDescription('Jetzt gespeichert: 19.07.2027');
    expect(form.getByLabelText('Status')).toHaveAccessibleDescription('Jetzt gespeichert: ausgebucht');

    submit.mockImplementation(async (previous) => ({ ...previous, conflict: undefined, done: 'Gespeichert.' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Termin speichern' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls[1]![1].get('version')).toBe('4');
  });

  it('asks before a day off calls a trial off, and the confirm posts the same values with the date it stands for', async () => {
    const submit: Submit = jest.fn<Promise<OfferFormState>, [OfferFormState, FormData]>(async (previous, data) => ({
      ...previous,
      values: { date: String(data.get('date')), reason: String(data.get('reason')) },
      callOff: {
        date: '2027-01-20',
        text: 'Am Mittwoch, 20. Januar 2027 haben 3 Familien einen Platz, eine Familie steht auf der Warteliste. Wenn du den Tag einträgst, sagen wir die Probestunde ab: …',
      },
    }));
    render(<OfferForm id="freier-tag" legend="Unterrichtsfreien Tag eintragen" fields={dayOffCodec.fields} initial={initialState({ date: '', reason: '' })} submit={submit} button="Unterrichtsfreien Tag eintragen" />);
    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '2027-01-20' } });
    fireEvent.change(screen.getByLabelText('Grund'), { target: { value: 'Lehrkraft erkrankt' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unterrichtsfreien Tag eintragen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Am Mittwoch, 20. Januar 2027 haben 3 Familien einen Platz, eine Familie steht auf der Warteliste.');
    expect(screen.getByLabelText('Grund')).toHaveValue('Lehrkraft erkrankt');
    const confirm = screen.getByRole('button', { name: 'Probestunde absagen' });
    expect(confirm).toHaveAttribute('name', 'confirm');
    expect(confirm).toHaveAttribute('value', '2027-01-20');
  });
});
