import { packages } from '@/content/packages';
import { addCalendarDays, termEndFrom } from '../membership/end-date.ts';
import { easterSunday } from '../calendar/public-holidays.ts';

/**
 * When a membership is billed, by the clauses that say so (AGB § 5, § 6, § 7; § 14 UStG). Dates are Berlin calendar
 * days ('YYYY-MM-DD'), money is whole cents; every function is pure and tested table by table in
 * tests/lib/billing/billing-periods.test.ts (STYLE.md habit 15).
 */

/** One billing period of a contract: the package's term, counted from the first lesson. */
export interface BillingPeriod {
  /** 0 for the first period, which starts with the first lesson. */
  index: number;
  start: string;
  /** The period's last day. */
  end: string;
}

/** Days an invoice goes out before its due date (DECISIONS.md, seventh round). */
export const INVOICE_LEAD_DAYS = 7;
/** Days a direct debit is announced before it is collected, at least (AGB § 6, SEPA pre-notification). */
export const PRENOTIFICATION_DAYS = 5;
/** The VAT rate every invoice states (DECISIONS.md: CodingStars GmbH holds no exemption under § 4 Nr. 21 UStG). */
export const VAT_PERCENT = 19;

/** The months of a package's billing period: its minimum term (AGB § 5: "alle N Monate"); undefined for the trial. */
export function periodMonths(packageId: string): number | undefined {
  const months = packages.find((pkg) => pkg.id === packageId)?.minimumDurationMonths;
  return months ?? undefined;
}

/**
 * AGB § 6 and § 7: the first period begins with the first lesson; each period is the package's term and ends on the day
 * before the same date N months later (the last day of a shorter month), counted from the first lesson, so a first
 * lesson on the 31st never drifts to the 28th.
 */
export function billingPeriod(firstLesson: string, months: number, index: number): BillingPeriod {
  const start = index === 0 ? firstLesson : addCalendarDays(termEndFrom(firstLesson, months * index), 1);
  return { index, start, end: termEndFrom(firstLesson, months * (index + 1)) };
}

/** The period that contains `date` (or the first one, for a day before the first lesson). */
export function periodContaining(firstLesson: string, months: number, date: string): BillingPeriod {
  let index = 0;
  while (billingPeriod(firstLesson, months, index).end < date) index += 1;
  return billingPeriod(firstLesson, months, index);
}

/** The contract as billing reads it from the booking. */
export interface BillableContract {
  packageId: string;
  /** 'requested', 'confirmed', 'withdrawn' or 'cancelled' (lib/membership/store.ts). */
  state: string;
  firstLesson?: string;
  /** The Berlin day the team confirmed the contract: no invoice goes out before it. */
  confirmedOn?: string;
  /** A cancelled contract's last day (AGB § 7). */
  endDate?: string;
}

/**
 * Whether a period is billed at all: a withdrawn or unconfirmed booking never is (§ 357 BGB: nothing is owed), a
 * cancelled one only for periods that start on or before its last day.
 */
export function isBillable(contract: BillableContract, period: Pick<BillingPeriod, 'start'>): boolean {
  if (!contract.firstLesson || !contract.confirmedOn) return false;
  if (contract.state === 'confirmed') return true;
  if (contract.state !== 'cancelled') return false;
  return !contract.endDate || period.start <= contract.endDate;
}

/** The day a period's invoice goes out: seven days before it is due, or at once when the contract was confirmed later. */
export function invoiceIssueDate(period: Pick<BillingPeriod, 'start'>, confirmedOn: string): string {
  const lead = addCalendarDays(period.start, -INVOICE_LEAD_DAYS);
  return lead > confirmedOn ? lead : confirmedOn;
}

/**
 * The periods whose invoice is due to go out by `today` (an issue day that has come), in order; a server that was
 * away catches up on every one it missed, none skipped.
 */
export function periodsToBill(contract: BillableContract, today: string): BillingPeriod[] {
  const months = periodMonths(contract.packageId);
  if (!months || !contract.firstLesson || !contract.confirmedOn) return [];
  const periods: BillingPeriod[] = [];
  for (let index = 0; ; index += 1) {
    const period = billingPeriod(contract.firstLesson, months, index);
    if (invoiceIssueDate(period, contract.confirmedOn) > today || !isBillable(contract, period)) break;
    periods.push(period);
  }
  return periods;
}

/** TARGET2 closing days besides weekends (New Year, Good Friday, Easter Monday, 1 May, 25 and 26 December). */
function isTargetHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  const easter = easterSunday(year);
  const fixed = ['01-01', '05-01', '12-25', '12-26'].map((day) => `${year}-${day}`);
  return [...fixed, addCalendarDays(easter, -2), addCalendarDays(easter, 1)].includes(date);
}

/** The date itself when banks settle on it (a TARGET2 business day), else the next one. */
export function nextBankDay(date: string): string {
  let day = date;
  for (;;) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !isTargetHoliday(day)) return day;
    day = addCalendarDays(day, 1);
  }
}

/**
 * AGB § 6: a direct debit is collected on its due day at the earliest, and announced at least five calendar days
 * before; the collection day is the later of the two, on a bank business day.
 */
export function collectionDate(dueDate: string, issueDate: string): string {
  const announced = addCalendarDays(issueDate, PRENOTIFICATION_DAYS);
  return nextBankDay(dueDate > announced ? dueDate : announced);
}

/** Prices are gross with 19 % VAT (AGB § 5): the net amount rounded to cents, the VAT the rest, so both add up. */
export function vatSplit(grossCents: number): { net: number; vat: number } {
  const net = Math.round((grossCents * 100) / (100 + VAT_PERCENT));
  return { net, vat: grossCents - net };
}

/**
 * The price a booking pays per period, in cents: the term price it was booked at (its own words, "1.296 € alle 12
 * Monate"; a later price change does not touch it), less the discount it carries (the girls' course, AGB § 5).
 */
export function termPriceCents(params: Readonly<Record<string, string | undefined>>, packageId: string): number {
  const booked = /\(([\d.]+(?:,\d{1,2})?) € alle \d+ Monate\)/.exec(params.price ?? '')?.[1];
  const listed = packages.find((pkg) => pkg.id === packageId)?.pricePerTerm ?? 0;
  const euros = booked ? Number(booked.replace(/\./g, '').replace(',', '.')) : listed;
  const discount = Number(params.discount_percent ?? 0);
  const cents = Math.round(euros * 100);
  return discount > 0 && discount < 100 ? Math.round((cents * (100 - discount)) / 100) : cents;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** What § 7 refunds: the part of a paid period after the contract's last day, by days, from `from` to the period's end. */
export interface Refund {
  from: string;
  to: string;
  days: number;
  cents: number;
}

/**
 * AGB § 7: "Endet der Vertrag vor dem Ende eines bereits bezahlten Abrechnungszeitraums, erstatten wir Ihnen den Teil
 * des Preises, der auf die Zeit nach Vertragsende entfällt": the period's price times the days after the end over the
 * period's days, rounded to cents. Undefined when the contract ends with or after the period, or before it begins.
 */
export function refundAfterEnd(period: Pick<BillingPeriod, 'start' | 'end'>, endDate: string, amountCents: number): Refund | undefined {
  if (endDate >= period.end || endDate < period.start) return undefined;
  const total = daysBetween(period.start, period.end) + 1;
  const days = daysBetween(endDate, period.end);
  return { from: addCalendarDays(endDate, 1), to: period.end, days, cents: Math.round((amountCents * days) / total) };
}

/** "R-2027-0001": the year of the invoice date and its place in that year's gapless count (§ 14 Abs. 4 Nr. 4 UStG). */
export function invoiceNumber(year: number, sequence: number): string {
  return `R-${year}-${String(sequence).padStart(4, '0')}`;
}
