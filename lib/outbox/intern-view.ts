import { internCopy } from '@/content/intern';
import { berlinParts } from '@/lib/calendar/dates';
import { plainError } from './error-text';
import { mailKindOf, recipientOf } from './mail-kinds';
import { OUTBOX_DISPLAY_LABELS, OUTBOX_DISPLAY_STATES, type OutboxDisplayState } from './record';
import type { OutboxOverviewRow } from './store';

/**
 * How the team's room shows the queue (/intern/postausgang): the filter in the address, each row in words, the notice
 * and the answers to "Erneut versuchen". Pure, so every word is tested without a database or Next. Only the fields
 * named here leave a row: never a mail's body, and never a link from its parameters (they carry tokens).
 */

const copy = internCopy.outbox;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How far back the notice on every page and "Braucht Aufmerksamkeit" look. */
export const ATTENTION_DAYS = 7;
/** Rows per page of the full list. */
export const PAGE_SIZE = 50;
/** At most this many rows under "Braucht Aufmerksamkeit"; the rest are a filter away. */
export const ATTENTION_LIMIT = 50;
/** How far back a refused address still marks a parent on a trial day (longer than any signup waits for its date). */
export const REFUSED_DAYS = 120;

export const OUTBOX_PATH = '/intern/postausgang';

export type OutboxFilter = OutboxDisplayState | 'all';
export const OUTBOX_FILTERS: readonly OutboxFilter[] = ['all', ...OUTBOX_DISPLAY_STATES];

export interface OutboxQuery {
  filter: OutboxFilter;
  /** 1 = the newest rows. */
  page: number;
}

type SearchParams = Readonly<Record<string, string | readonly string[] | undefined>>;
const first = (value: string | readonly string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const filterBySlug = new Map<string, OutboxFilter>(OUTBOX_FILTERS.map((filter) => [copy.filter.slugs[filter], filter]));

/** `?stand=fehlgeschlagen&seite=2` as the page reads it; anything else is the first page of all rows. */
export function outboxQuery(search: SearchParams): OutboxQuery {
  const filter = filterBySlug.get(first(search.stand) ?? '') ?? 'all';
  const page = Number(first(search.seite));
  return { filter, page: Number.isSafeInteger(page) && page > 1 ? page : 1 };
}

/** The address of a view of the list, its defaults left out: '/intern/postausgang?stand=fehlgeschlagen&seite=2'. */
export function outboxHref(query: OutboxQuery, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...outboxView(query), ...extra }).toString();
  return search ? `${OUTBOX_PATH}?${search}` : OUTBOX_PATH;
}

/** The view as hidden fields of a form that comes back to it: { stand: 'fehlgeschlagen', seite: '2' }, defaults left out. */
export function outboxView({ filter, page }: OutboxQuery): { stand?: string; seite?: string } {
  return { ...(filter !== 'all' ? { stand: copy.filter.slugs[filter] } : {}), ...(page > 1 ? { seite: String(page) } : {}) };
}

/** The filter's word: 'fehlgeschlagen', or 'alle'. */
export const filterLabel = (filter: OutboxFilter) => (filter === 'all' ? copy.filter.all : OUTBOX_DISPLAY_LABELS[filter]);

const two = (n: number) => String(n).padStart(2, '0');

/** '13.01.2027, 17:00 Uhr' (Berlin) for a stored instant; a value that is no instant as it is. */
export function berlinShort(instant: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return instant;
  const p = berlinParts(new Date(time));
  return copy.at(`${two(p.day)}.${two(p.month)}.${p.year}`, `${two(p.hour)}:${two(p.minute)}`);
}

/** The instant `days` before `now`, as the store compares it. */
export const daysBefore = (now: number, days: number) => new Date(now - days * DAY_MS).toISOString();

/** Since when a refused address marks a parent on a trial day: 120 days before the lesson, or before now if that is earlier. */
export function refusedSince(lessonStart: string, now: number): string {
  return daysBefore(Math.min(now, Date.parse(lessonStart)), REFUSED_DAYS);
}

/** One row as the table shows it: words only. */
export interface OutboxRowView {
  id: string;
  /** When it was queued (Berlin). */
  queued: string;
  /** What it is: 'Erinnerung am Vortag', 'Buchung CS-7KQ4M2XD'. */
  label: string;
  /** The booking it is about, for a link to its page; `labelIsBooking` when the label is that booking's name itself. */
  booking?: string;
  labelIsBooking: boolean;
  /** To whom: the family's or member's address, 'Team', or nobody for a task. */
  to: string;
  /** The address, when it goes to one (for the button's name). */
  address?: string;
  state: OutboxDisplayState;
  stateLabel: string;
  attempts: number;
  /** When, as fits the state: 'geplant für …', 'nächster Versuch …', 'abgelaufen um …, nicht gesendet'. */
  when?: string;
  /** The last error in plain words, and the server's own; for a mail not needed any more, why (no server words). */
  problem?: { plain: string; server?: string };
  /** Recipients refused for good: 'abgelehnt: anna@beispiel.de', and the server's words. */
  refused: { text: string; server: string }[];
  /** Failed: "Erneut versuchen" is offered. */
  retryable: boolean;
}

function whenOf(row: OutboxOverviewRow): string | undefined {
  switch (row.display) {
    case 'stored':
      return copy.when.stored;
    case 'planned':
      return row.dueAt ? copy.when.planned(berlinShort(row.dueAt)) : undefined;
    case 'waiting':
      return row.retryAt ? copy.when.retry(berlinShort(row.retryAt)) : copy.when.due;
    case 'delivered':
      return row.updatedAt ? copy.when.delivered(berlinShort(row.updatedAt)) : undefined;
    case 'failed':
      return row.updatedAt ? copy.when.failed(berlinShort(row.updatedAt)) : undefined;
    case 'expired':
      return row.expiresAt ? copy.when.expired(berlinShort(row.expiresAt)) : copy.when.expiredNoMoment;
    case 'skipped':
      return copy.when.skipped;
    case 'done':
      return undefined;
  }
}

/** A row in words; `bookingNumber` is its booking's number where the row names only the booking's id. */
export function outboxRowView(row: OutboxOverviewRow, bookingNumber?: string): OutboxRowView {
  const kind = mailKindOf(row.templateId, row.params);
  const address = recipientOf(kind, row.params);
  const booking = kind.bookingNumber ?? bookingNumber;
  const when = whenOf(row);
  return {
    id: row.id,
    queued: berlinShort(row.receivedAt),
    label: kind.label,
    ...(booking ? { booking } : {}),
    labelIsBooking: Boolean(kind.bookingNumber),
    to: address ?? (kind.audience === 'nobody' ? copy.nobody : copy.team),
    ...(address ? { address } : {}),
    state: row.display,
    stateLabel: OUTBOX_DISPLAY_LABELS[row.display],
    attempts: row.attempts,
    ...(when ? { when } : {}),
    // A skipped row's note is the site's own reason ('Probestunde abgesagt', lib/trial/call-off.ts), not a server's error.
    ...(row.lastError ? { problem: row.display === 'skipped' ? { plain: row.lastError } : { plain: plainError(row.lastError), server: copy.server(row.lastError) } } : {}),
    refused: (row.refused ?? []).map((refusal) => ({ text: copy.refused(refusal.address), server: copy.server(refusal.reply) })),
    retryable: row.display === 'failed',
  };
}

/** The row as a button's name and an answer name it: 'Bestätigung der Probestunde an anna@beispiel.de'. */
export const retryItem = (view: Pick<OutboxRowView, 'label' | 'address'>) => copy.retry.item(view.label, view.address);

/** What a press of "Erneut versuchen" came to. */
export type RetryOutcome = 'retried' | 'underway' | 'no-relay' | 'unknown' | 'unavailable';

/** Where the list goes after a press that reached the queue: the view it was pressed in, with the answer named by the row's id. */
export function retryRedirect(outcome: 'retried' | 'underway', id: string, query: OutboxQuery): string {
  return outboxHref(query, { [outcome === 'retried' ? 'erneut' : 'unterwegs']: id });
}

/** The answer the list shows after such a press (?erneut=<id> or ?unterwegs=<id>), with the row's name where it is still there. */
export function retryAnswer(search: SearchParams, row: OutboxOverviewRow | undefined): { id: string; text: string } | undefined {
  const retried = first(search.erneut);
  const underway = first(search.unterwegs);
  const id = retried ?? underway;
  if (!id) return undefined;
  const item = row && row.id === id ? retryItem(outboxRowView(row)) : undefined;
  return { id, text: retried ? copy.retry.retried(item) : copy.retry.underway(item) };
}

/** The answer to a press that changed nothing because something stood in the way, shown beside its button. */
export function retryProblem(outcome: Exclude<RetryOutcome, 'retried' | 'underway'>): string {
  const words = { 'no-relay': copy.retry.noRelay, unknown: copy.retry.unknown, unavailable: copy.retry.unavailable };
  return words[outcome];
}

/** The notice on every page of the room: '3 E-Mails in den letzten 7 Tagen nicht zugestellt oder abgelaufen.' */
export const noticeText = (count: number) => copy.notice.text(count, ATTENTION_DAYS);
