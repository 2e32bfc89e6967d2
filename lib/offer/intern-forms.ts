import { offerCopy } from '@/content/intern-offer';
import { berlinParts, berlinTime } from '@/lib/calendar/dates';
import {
  RUN_COURSES,
  RUN_STATES,
  recordSchemas,
  type RecordData,
  type RecordKind,
} from './records';
import type { RuleViolation } from './rules';

/**
 * The forms of /intern/angebot as data: for each kind of record its fields (label, kind, hint) and the two ways
 * between a record and what a form holds, strings as typed. The page hands the fields to the one form component
 * (components/intern/offer/offer-form.tsx); the server action reads the post with the same codec and refuses in
 * German, field by field, before the rules of lib/offer/rules.ts and the record's zod schema have their say.
 */

export type FieldKind = 'text' | 'date' | 'time' | 'number' | 'select' | 'lines' | 'checkbox' | 'hidden';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  options?: readonly { value: string; label: string }[];
  /** Takes the form's whole width (textareas, long titles). */
  wide?: boolean;
}

/** What a form holds: every field's value as typed ('on' or '' for a checkbox, one item a line for a list). */
export type FormValues = Record<string, string>;

/** What an offer form shows after a post: the values as typed or as saved, the record's version, and the answer. */
export interface OfferFormState {
  values: FormValues;
  /** The record's key; '' for a form that adds one. */
  key: string;
  /** The version the form was made from; '' for a record not saved yet. */
  version: string;
  errors?: RuleViolation[];
  /** Someone saved since the form was made: who and when, and what is saved now (null: removed meanwhile). */
  conflict?: { heading: string; values: FormValues | null };
  done?: string;
  problem?: string;
  /** The day is a trial date with families on it: the warning, and the date the confirm button stands for. */
  callOff?: { date: string; text: string };
}

export type Parsed<K extends RecordKind> = { data: RecordData<K> } | { errors: RuleViolation[] };

export interface Codec<K extends RecordKind> {
  kind: K;
  fields: readonly FieldSpec[];
  toValues(data: RecordData<K>): FormValues;
  parse(values: FormValues, key: string): Parsed<K>;
}

const copy = offerCopy;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isIsoDate = (value: string) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Reads the fields of a form post, each as a string (a checkbox: 'on' or ''). */
export function readValues(formData: FormData, fields: readonly FieldSpec[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = formData.get(field.name);
    values[field.name] = typeof value === 'string' ? value.slice(0, field.kind === 'lines' ? 8000 : 500) : '';
  }
  return values;
}

/** Collects a form's refusals field by field, and the values that passed. */
class Reader {
  readonly errors: RuleViolation[] = [];
  constructor(
    private readonly values: FormValues,
    private readonly fields: readonly FieldSpec[],
  ) {}

  private label(name: string) {
    return this.fields.find((field) => field.name === name)?.label ?? name;
  }

  private fail(field: string, message: string) {
    this.errors.push({ field, message });
  }

  text(name: string): string {
    const value = (this.values[name] ?? '').trim();
    if (!value) this.fail(name, copy.form.required(this.label(name)));
    return value;
  }

  date(name: string): string {
    const value = (this.values[name] ?? '').trim();
    if (!value) this.fail(name, copy.form.required(this.label(name)));
    else if (!isIsoDate(value)) this.fail(name, copy.form.date(this.label(name)));
    return value;
  }

  time(name: string): string {
    const value = (this.values[name] ?? '').trim();
    if (!value) this.fail(name, copy.form.required(this.label(name)));
    else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) this.fail(name, copy.form.time(this.label(name)));
    return value;
  }

  /** A price or an amount, German or English decimals: '159', '159,50'. */
  number(name: string): number {
    const value = (this.values[name] ?? '').trim().replace(/\s|€/g, '');
    if (!value) {
      this.fail(name, copy.form.required(this.label(name)));
      return Number.NaN;
    }
    if (!/^\d+([.,]\d{1,2})?$/.test(value)) {
      this.fail(name, copy.form.number(this.label(name)));
      return Number.NaN;
    }
    return Number(value.replace(',', '.'));
  }

  whole(name: string): number {
    const value = (this.values[name] ?? '').trim();
    if (!value) this.fail(name, copy.form.required(this.label(name)));
    else if (!/^\d+$/.test(value) || Number(value) < 1) this.fail(name, copy.form.wholeNumber(this.label(name)));
    return Number(value);
  }

  choice<T extends string>(name: string, choices: readonly T[]): T {
    const value = (this.values[name] ?? '') as T;
    if (!choices.includes(value)) this.fail(name, copy.form.choose(this.label(name)));
    return value;
  }

  lines(name: string): string[] {
    const items = (this.values[name] ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (items.length === 0) this.fail(name, copy.form.lines(this.label(name)));
    return items;
  }

  checked(name: string): boolean {
    return this.values[name] === 'on';
  }

  add(violation: RuleViolation) {
    this.errors.push(violation);
  }
}

/** The record's schema as the last word: a value the fields let through but the schema refuses names its field. */
function finish<K extends RecordKind>(kind: K, reader: Reader, data: unknown, fields: readonly FieldSpec[]): Parsed<K> {
  if (reader.errors.length > 0) return { errors: reader.errors };
  const result = recordSchemas[kind].safeParse(data);
  if (result.success) return { data: result.data as RecordData<K> };
  const visible = fields.filter((field) => field.kind !== 'hidden');
  return {
    errors: result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      const field = visible.find((candidate) => candidate.name === name) ?? visible[0];
      return { field: field?.name ?? name, message: copy.form.required(field?.label ?? name) };
    }),
  };
}

const lines = (items: readonly string[]) => items.join('\n');
const decimal = (amount: number) => String(amount).replace('.', ',');

const r = copy.runs;
export const runCodec: Codec<'holiday-run'> = {
  kind: 'holiday-run',
  fields: [
    { name: 'course', label: 'Kurs', kind: 'hidden' },
    { name: 'start', label: r.start, kind: 'date' },
    { name: 'end', label: r.end, kind: 'date' },
    { name: 'price', label: r.price, kind: 'number', hint: r.priceHint },
    { name: 'state', label: r.state, kind: 'select', options: RUN_STATES.map((state) => ({ value: state, label: r.states[state] })) },
  ],
  toValues: ({ course, start, end, price, state }) => ({ course, start, end, price: decimal(price), state }),
  parse(values) {
    const read = new Reader(values, this.fields);
    const course = values.course as (typeof RUN_COURSES)[number];
    const data = { course, start: read.date('start'), end: read.date('end'), price: read.number('price'), state: read.choice('state', RUN_STATES) };
    if (!RUN_COURSES.includes(course)) read.add({ field: 'start', message: copy.form.unavailable });
    return finish('holiday-run', read, data, this.fields);
  },
};

const sh = copy.calendar.schoolHolidays;
export const schoolHolidayCodec: Codec<'school-holiday'> = {
  kind: 'school-holiday',
  fields: [
    { name: 'name', label: sh.name, kind: 'text', hint: sh.nameHint },
    { name: 'start', label: sh.start, kind: 'date' },
    { name: 'end', label: sh.end, kind: 'date' },
    { name: 'source', label: sh.source, kind: 'text', hint: sh.sourceHint },
  ],
  toValues: ({ name, start, end, source }) => ({ name, start, end, source }),
  parse(values) {
    const read = new Reader(values, this.fields);
    return finish('school-holiday', read, { name: read.text('name'), start: read.date('start'), end: read.date('end'), source: read.text('source') }, this.fields);
  },
};

const ph = copy.calendar.publicHolidays;
export const publicHolidayCodec: Codec<'public-holiday'> = {
  kind: 'public-holiday',
  fields: [
    { name: 'date', label: ph.date, kind: 'date' },
    { name: 'name', label: ph.name, kind: 'text' },
    { name: 'source', label: ph.source, kind: 'text', hint: ph.sourceHint },
  ],
  toValues: ({ date, name, source }) => ({ date, name, source }),
  parse(values) {
    const read = new Reader(values, this.fields);
    return finish('public-holiday', read, { date: read.date('date'), name: read.text('name'), source: read.text('source') }, this.fields);
  },
};

const cv = copy.calendar.coverage;
export const coverageCodec: Codec<'coverage'> = {
  kind: 'coverage',
  fields: [
    { name: 'start', label: cv.start, kind: 'date' },
    { name: 'end', label: cv.end, kind: 'date' },
  ],
  toValues: ({ start, end }) => ({ start, end }),
  parse(values) {
    const read = new Reader(values, this.fields);
    return finish('coverage', read, { start: read.date('start'), end: read.date('end') }, this.fields);
  },
};

const d = copy.calendar.daysOff;
export const dayOffCodec: Codec<'day-off'> = {
  kind: 'day-off',
  fields: [
    { name: 'date', label: d.date, kind: 'date' },
    { name: 'reason', label: d.reason, kind: 'text', hint: d.reasonHint, wide: true },
  ],
  toValues: ({ date, reason }) => ({ date, reason }),
  parse(values) {
    const read = new Reader(values, this.fields);
    return finish('day-off', read, { date: read.date('date'), reason: read.text('reason') }, this.fields);
  },
};

/** A new position's id (its record's key and its anchor on /jobs), from its title: 'lehrkraft-fuer-programmieren'. */
export function positionId(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/\(m\/w\/d\)/g, '')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'stelle';
}

const p = copy.positions;
export const positionCodec: Codec<'position'> = {
  kind: 'position',
  fields: [
    { name: 'positionTitle', label: p.positionTitle, kind: 'text', hint: p.positionTitleHint, wide: true },
    { name: 'type', label: p.type, kind: 'text', hint: p.typeHint, wide: true },
    { name: 'tasks', label: p.tasks, kind: 'lines', hint: copy.form.linesHint, wide: true },
    { name: 'profile', label: p.profile, kind: 'lines', hint: copy.form.linesHint, wide: true },
    { name: 'offer', label: p.offer, kind: 'lines', hint: copy.form.linesHint, wide: true },
    { name: 'open', label: p.open, kind: 'checkbox', wide: true },
  ],
  toValues: ({ positionTitle, type, tasks, profile, offer, open }) => ({
    positionTitle,
    type,
    tasks: lines(tasks),
    profile: lines(profile),
    offer: lines(offer),
    open: open ? 'on' : '',
  }),
  parse(values, key) {
    const read = new Reader(values, this.fields);
    const positionTitle = read.text('positionTitle');
    const data = {
      id: key || positionId(positionTitle),
      open: read.checked('open'),
      positionTitle,
      type: read.text('type'),
      tasks: read.lines('tasks'),
      profile: read.lines('profile'),
      offer: read.lines('offer'),
    };
    return finish('position', read, data, this.fields);
  },
};

const pad = (n: number) => String(n).padStart(2, '0');

/** '2025-02-28T23:59:00+01:00': a wall-clock date and time in Berlin as an instant with its offset. */
export function berlinInstant(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const instant = berlinTime(year, month, day, hour, minute);
  const offset = Math.round((Date.UTC(year, month - 1, day, hour, minute) - instant.getTime()) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${date}T${time}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The Berlin wall-clock date and time of an instant: ['2025-02-28', '23:59']. */
export function berlinDateAndTime(iso: string): [string, string] {
  const parts = berlinParts(new Date(iso));
  return [`${parts.year}-${pad(parts.month)}-${pad(parts.day)}`, `${pad(parts.hour)}:${pad(parts.minute)}`];
}

const pr = copy.promotion;
export const promotionCodec: Codec<'promotion'> = {
  kind: 'promotion',
  fields: [
    { name: 'prize', label: pr.prize, kind: 'text', hint: pr.prizeHint },
    { name: 'prizeValueEuro', label: pr.prizeValueEuro, kind: 'number' },
    { name: 'winners', label: pr.winners, kind: 'number' },
    { name: 'eligibleChildren', label: pr.eligibleChildren, kind: 'number', hint: pr.eligibleChildrenHint },
    { name: 'enrolmentYear', label: pr.enrolmentYear, kind: 'number' },
    { name: 'minAge', label: pr.minAge, kind: 'number' },
    { name: 'maxAge', label: pr.maxAge, kind: 'number' },
    { name: 'deadlineDate', label: pr.deadlineDate, kind: 'date', hint: pr.deadlineHint },
    { name: 'deadlineTime', label: pr.deadlineTime, kind: 'time', hint: pr.deadlineHint },
    { name: 'conditions', label: pr.conditions, kind: 'lines', hint: copy.form.linesHint, wide: true },
    { name: 'legal', label: pr.legal, kind: 'lines', hint: pr.legalHint, wide: true },
  ],
  toValues(data) {
    const [deadlineDate, deadlineTime] = berlinDateAndTime(data.deadline);
    return {
      prize: data.prize,
      prizeValueEuro: decimal(data.prizeValueEuro),
      winners: String(data.winners),
      eligibleChildren: String(data.eligibleChildren),
      enrolmentYear: String(data.enrolmentYear),
      minAge: String(data.minAge),
      maxAge: String(data.maxAge),
      deadlineDate,
      deadlineTime,
      conditions: lines(data.conditions),
      legal: lines(data.legal),
    };
  },
  parse(values) {
    const read = new Reader(values, this.fields);
    const deadlineDate = read.date('deadlineDate');
    const deadlineTime = read.time('deadlineTime');
    const data = {
      prize: read.text('prize'),
      prizeValueEuro: read.number('prizeValueEuro'),
      winners: read.whole('winners'),
      eligibleChildren: read.whole('eligibleChildren'),
      enrolmentYear: read.whole('enrolmentYear'),
      minAge: read.whole('minAge'),
      maxAge: read.whole('maxAge'),
      deadline: read.errors.some((error) => error.field.startsWith('deadline')) ? '' : berlinInstant(deadlineDate, deadlineTime),
      conditions: read.lines('conditions'),
      legal: read.lines('legal'),
    };
    if (read.errors.length === 0) {
      if (data.enrolmentYear < 2020 || data.enrolmentYear > 2100) read.add({ field: 'enrolmentYear', message: pr.year });
      if (data.minAge < 6 || data.minAge > 18) read.add({ field: 'minAge', message: pr.ageRange(6, 18) });
      if (data.maxAge < 6 || data.maxAge > 18) read.add({ field: 'maxAge', message: pr.ageRange(6, 18) });
      if (data.minAge > data.maxAge) read.add({ field: 'maxAge', message: pr.ages });
    }
    return finish('promotion', read, data, this.fields);
  },
};

export const codecs = {
  'holiday-run': runCodec,
  'school-holiday': schoolHolidayCodec,
  'public-holiday': publicHolidayCodec,
  'day-off': dayOffCodec,
  coverage: coverageCodec,
  position: positionCodec,
  promotion: promotionCodec,
} satisfies { [K in RecordKind]: Codec<K> };

/** An empty form of a kind (the add forms), with fixed values such as the run's course. */
export function emptyValues(fields: readonly FieldSpec[], fixed: FormValues = {}): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, fixed[field.name] ?? '']));
}

/** The state a form starts from: a record's values and version, or an empty form. */
export function initialState(values: FormValues, record?: { key: string; version: number }): OfferFormState {
  return { values, key: record?.key ?? '', version: record ? String(record.version) : '' };
}
