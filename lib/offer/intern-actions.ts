'use server';

import { revalidatePath } from 'next/cache';
import { offerCopy } from '@/content/intern-offer';
import { requireStaff } from '@/lib/auth/session';
import { berlinIsoDate, berlinTime, formatIsoDate, formatLongDate } from '@/lib/calendar/dates';
import { trialCallOff } from '@/lib/trial/call-off';
import { authorLabel, berlinDateTimeParts, callOffNote } from './history-words';
import {
  codecs,
  emptyValues,
  positionId,
  readValues,
  type Codec,
  type FormValues,
  type OfferFormState,
} from './intern-forms';
import type { OfferCalendar, OfferRecord, RecordData, RecordKind } from './records';
import { offerFrom } from './snapshot';
import { calendarViolations, dayOffViolations, holidayRunViolations, type RuleViolation } from './rules';
import type { OfferStore } from './store';
import { offerStore, refreshOffer } from './watch';

/**
 * The server actions of /intern/angebot: each reads the session first (STYLE.md habit 14), reads the post with its
 * kind's codec, checks the rules (lib/offer/rules.ts) on the offer as it would be after the edit, and saves with the
 * version the form was made from, so a save based on an older version is refused with who saved since. After a save,
 * this instance loads the records at once (refreshOffer); the others follow within a poll.
 */

/** What a remove button shows when nothing was removed. */
export interface RemoveState {
  error?: string;
}

const copy = offerCopy;

const field = (formData: FormData, name: string, max = 100) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};

type Check<K extends RecordKind> = (data: RecordData<K>, store: OfferStore, key: string) => Promise<RuleViolation[]>;

/** The lesson calendar as the records say now, with each entry's key. */
async function calendarRecords(store: OfferStore) {
  const [schoolHolidays, publicHolidays, coverage, daysOff] = await Promise.all([
    store.records('school-holiday'),
    store.records('public-holiday'),
    store.records('coverage'),
    store.records('day-off'),
  ]);
  return { schoolHolidays, publicHolidays, coverage, daysOff };
}

type CalendarRecords = Awaited<ReturnType<typeof calendarRecords>>;

/** The calendar the records make, as the public pages would read it (offerFrom), with one entry replaced or added. */
function calendarOf(records: CalendarRecords, edit?: { kind: 'school-holiday' | 'public-holiday' | 'coverage'; key: string; data: unknown }): OfferCalendar {
  const rows: Pick<OfferRecord, 'kind' | 'key' | 'data'>[] = [...records.schoolHolidays, ...records.publicHolidays, ...records.coverage, ...records.daysOff];
  if (!edit) return offerFrom(rows, 0).calendar;
  // The calendar has one coverage: an edit of it replaces it, whatever its key.
  const kept = rows.filter((row) => row.kind !== edit.kind || (edit.kind !== 'coverage' && row.key !== edit.key));
  return offerFrom([...kept, { kind: edit.kind, key: edit.key, data: edit.data as RecordData<typeof edit.kind> }], 0).calendar;
}

/** A calendar edit is checked whole: the calendar as it would be after it. */
const calendarCheck =
  <K extends 'school-holiday' | 'public-holiday' | 'coverage'>(kind: K): Check<K> =>
  async (data, store, key) =>
    calendarViolations(calendarOf(await calendarRecords(store), { kind, key: key || `new-${kind}`, data }));

/** Who saved the record since the form was made, and what it holds now. */
function conflictOf<K extends RecordKind>(codec: Codec<K>, current: OfferRecord<K> | null): NonNullable<OfferFormState['conflict']> {
  if (!current) return { heading: copy.form.conflictGone, values: null };
  const { date, time } = berlinDateTimeParts(current.updatedAt);
  return { heading: copy.form.conflict(authorLabel(current.updatedBy), date, time), values: codec.toValues(current.data) };
}

/** The hidden fields of a form that adds a record (a run's course) stay; the rest is emptied. */
function emptied(codec: Codec<RecordKind>, values: FormValues): FormValues {
  const fixed = Object.fromEntries(codec.fields.filter((f) => f.kind === 'hidden').map((f) => [f.name, values[f.name] ?? '']));
  return emptyValues(codec.fields, fixed);
}

async function saved(): Promise<void> {
  await refreshOffer();
  revalidatePath('/intern', 'layout');
}

/**
 * Reads, checks and saves one record of a kind. `keyOf` names a new record's key (else the store makes one).
 */
async function saveRecord<K extends RecordKind>(
  kind: K,
  formData: FormData,
  check: Check<K>,
  keyOf?: (data: RecordData<K>, store: OfferStore) => Promise<string>,
): Promise<OfferFormState> {
  const staff = await requireStaff();
  const codec = codecs[kind] as unknown as Codec<K>;
  const values = readValues(formData, codec.fields);
  const key = field(formData, 'key');
  const version = field(formData, 'version', 12);
  const typed: OfferFormState = { values, key, version };
  const parsed = codec.parse(values, key);
  if ('errors' in parsed) return { ...typed, errors: parsed.errors };
  try {
    const store = await offerStore();
    if (!store) return { ...typed, problem: copy.form.noDatabase };
    const violations = await check(parsed.data, store, key);
    if (violations.length > 0) return { ...typed, errors: violations };
    const newKey = key || (keyOf ? await keyOf(parsed.data, store) : undefined);
    const result = await store.save({ kind, ...(newKey ? { key: newKey } : {}), data: parsed.data, version: version ? Number(version) : null, by: staff.email });
    if (!result.ok) {
      const current = result.conflict.current as OfferRecord<K> | null;
      return { ...typed, version: current ? String(current.version) : '', conflict: conflictOf(codec, current) };
    }
    await saved();
    if (!key) return { values: emptied(codec as unknown as Codec<RecordKind>, values), key: '', version: '', done: copy.form.added };
    return { values: codec.toValues(result.record.data), key, version: String(result.record.version), done: copy.form.saved };
  } catch (error) {
    console.error(`Angebot: ${kind} nicht gespeichert`, error);
    return { ...typed, problem: copy.form.unavailable };
  }
}

const today = () => berlinIsoDate(new Date());

/** "Termin speichern" and "Termin anlegen": a run in the school holidays, on no public holiday, not in the past. */
export async function saveRun(_previous: OfferFormState, formData: FormData): Promise<OfferFormState> {
  return saveRecord('holiday-run', formData, async (run, store) => holidayRunViolations(run, calendarOf(await calendarRecords(store)), today()));
}

export async function saveSchoolHoliday(_previous: OfferFormState, formData: FormData): Promise<OfferFormState> {
  return saveRecord('school-holiday', formData, calendarCheck('school-holiday'));
}

export async function savePublicHoliday(_previous: OfferFormState, formData: FormData): Promise<OfferFormState> {
  return saveRecord('public-holiday', formData, calendarCheck('public-holiday'));
}

export async function saveCoverage(_previous: OfferFormState, formData: FormData): Promise<OfferFormState> {
  return saveRecord('coverage', formData, calendarCheck('coverage'));
}

/** "Stelle speichern" and "Stelle anlegen": a new position's key is its id, made from its title. */
export async function savePosition(_previous: OfferFormState, formData: FormData): Promise<OfferFormState> {
  return saveRecord(
    'position',
    formData,
    async () => [],
    async (position, store) => {
      const taken = new Set((await store.records('position')).map((record) => record.key));
      const base = positionId(position.positionTitle);
      let id = base;
      for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
      position.id = id;
      return id;
    },
  );
}

/** "Aktion speichern": the one promotion, key 'promotion'. */
export async function savePromotion(_previous: OfferFormState, formData: FormData): Promise<OfferFormState> {
  formData.set('key', 'promotion');
  return saveRecord('promotion', formData, async () => []);
}

const dayLabel = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return formatLongDate(berlinTime(year, month, day, 12));
};

/**
 * "Unterrichtsfreien Tag eintragen". On a trial date with families on it, the first post saves nothing and asks; the
 * confirm ("Probestunde absagen", the same values again) saves the day first, then calls the trial off, so the
 * public dates stop offering it before the families are told. A confirm whose call-off failed may be pressed again.
 */
export async function addDayOff(_previous: OfferFormState, formData: FormData): Promise<OfferFormState> {
  const staff = await requireStaff();
  const codec = codecs['day-off'];
  const values = readValues(formData, codec.fields);
  const typed: OfferFormState = { values, key: '', version: '' };
  const parsed = codec.parse(values, '');
  if ('errors' in parsed) return { ...typed, errors: parsed.errors };
  const dayOff = parsed.data;
  const confirmed = field(formData, 'confirm', 10) === dayOff.date;
  try {
    const store = await offerStore();
    if (!store) return { ...typed, problem: copy.form.noDatabase };
    const records = await calendarRecords(store);
    const retry = confirmed && records.daysOff.some((record) => record.data.date === dayOff.date);
    if (!retry) {
      const violations = dayOffViolations(dayOff, calendarOf(records), today());
      if (violations.length > 0) return { ...typed, errors: violations };
    }
    const callOff = await trialCallOff();
    const impact = callOff ? await callOff.impact(dayOff.date) : { seats: 0, waiting: 0 };
    const families = impact.seats + impact.waiting > 0;
    const words = copy.calendar.daysOff;
    const ask = { date: dayOff.date, text: words.callOffWarning(dayLabel(dayOff.date), impact.seats, impact.waiting) };
    if (families && !confirmed) return { ...typed, callOff: ask };
    if (!retry) {
      const note = families ? callOffNote(impact.seats, impact.waiting) : undefined;
      const result = await store.save({ kind: 'day-off', key: dayOff.date, data: dayOff, version: null, by: staff.email, ...(note ? { note } : {}) });
      if (!result.ok) return { ...typed, errors: [{ field: 'date', message: `Für den ${formatIsoDate(dayOff.date)} ist schon ein unterrichtsfreier Tag eingetragen.` }] };
    }
    if (families && callOff) {
      try {
        const told = await callOff.callOff({ date: dayOff.date, reason: dayOff.reason, by: staff.email });
        await saved();
        return { values: emptyValues(codec.fields), key: '', version: '', done: words.calledOff(formatIsoDate(dayOff.date), told.seats, told.waiting) };
      } catch (error) {
        console.error('Angebot: Probestunde nicht abgesagt', error);
        await saved();
        return { ...typed, problem: words.callOffFailed(formatIsoDate(dayOff.date)), callOff: ask };
      }
    }
    await saved();
    return { values: emptyValues(codec.fields), key: '', version: '', done: copy.form.added };
  } catch (error) {
    console.error('Angebot: unterrichtsfreier Tag nicht gespeichert', error);
    return { ...typed, problem: copy.form.unavailable };
  }
}

async function removeRecord(kind: RecordKind, formData: FormData, key: string): Promise<RemoveState> {
  const staff = await requireStaff();
  const version = Number(field(formData, 'version', 12));
  try {
    const store = await offerStore();
    if (!store) return { error: copy.form.noDatabase };
    const result = await store.remove({ kind, key, version, by: staff.email });
    if (!result.ok) return { error: copy.form.removeConflict };
    await saved();
    return {};
  } catch (error) {
    console.error(`Angebot: ${kind} nicht entfernt`, error);
    return { error: copy.form.unavailable };
  }
}

/** "Entfernen" beside a day without lessons: lessons take place again that day (a called-off trial stays called off). */
export async function removeDayOff(_previous: RemoveState, formData: FormData): Promise<RemoveState> {
  return removeRecord('day-off', formData, field(formData, 'key'));
}

/** "Aktion beenden": /promo shows no promotion until a new one is entered. */
export async function endPromotion(_previous: RemoveState, formData: FormData): Promise<RemoveState> {
  return removeRecord('promotion', formData, 'promotion');
}
