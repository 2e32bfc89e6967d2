import { offerCopy } from '@/content/intern-offer';
import { addDayOff, removeDayOff, saveCoverage, savePublicHoliday, saveSchoolHoliday } from '@/lib/offer/intern-actions';
import { coverageCodec, dayOffCodec, publicHolidayCodec, schoolHolidayCodec } from '@/lib/offer/intern-forms';
import type { CalendarPage } from '@/lib/offer/intern-view';
import { OfferForm } from './offer-form';
import { RemoveForm } from './remove-form';

const copy = offerCopy.calendar;

function PastList({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <details className="mt-4">
      <summary className="min-h-11 cursor-pointer py-2 font-bold text-primary">{label}</summary>
      <ul className="mt-2 list-disc pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </details>
  );
}

const CARD = 'mt-10 rounded-card bg-white p-5 shadow-card sm:p-6';

/** The calendar's reach and coverage, its school holidays and public holidays, and the single days without lessons. */
export function CalendarView({ page }: { page: CalendarPage }) {
  return (
    <>
      <section aria-labelledby="reichweite" className={CARD}>
        <h2 id="reichweite" className="text-2xl font-extrabold">
          {copy.coverage.heading}
        </h2>
        <p className="mt-2 text-lg font-bold">{page.reach}</p>
        <p className="mt-2 max-w-prose text-ink-soft">{copy.coverage.intro}</p>
        {page.coverage && (
          <div className="mt-4">
            <OfferForm id="zeitraum" legend={copy.coverage.legend} fields={coverageCodec.fields} initial={page.coverage.state} submit={saveCoverage} button={copy.coverage.save} />
          </div>
        )}
      </section>

      <section aria-labelledby="freie-tage" className={CARD}>
        <h2 id="freie-tage" className="text-2xl font-extrabold">
          {copy.daysOff.heading}
        </h2>
        <p className="mt-2 max-w-prose text-ink-soft">{copy.daysOff.intro}</p>
        {page.daysOff.length === 0 ? (
          <p className="mt-3">{copy.daysOff.none}</p>
        ) : (
          <ul className="mt-4 space-y-2">
            {page.daysOff.map((day) => (
              <li key={day.key} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border-2 border-line px-4 py-2">
                <span className="font-bold">{day.text}</span>
                <RemoveForm recordKey={day.key} version={day.version} label={offerCopy.form.remove} accessibleLabel={copy.daysOff.removeLabel(day.text.slice(0, 10))} submit={removeDayOff} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6 rounded-xl bg-paper p-4">
          <OfferForm id="freier-tag" legend={copy.daysOff.legend} fields={dayOffCodec.fields} initial={page.addDayOff} submit={addDayOff} button={copy.daysOff.add} />
        </div>
      </section>

      <section aria-labelledby="schulferien" className={CARD}>
        <h2 id="schulferien" className="text-2xl font-extrabold">
          {copy.schoolHolidays.heading}
        </h2>
        <p className="mt-2 max-w-prose text-ink-soft">{copy.schoolHolidays.intro}</p>
        <ul className="mt-4 space-y-3">
          {page.schoolHolidays.upcoming.map((period) => (
            <li key={period.key}>
              <OfferForm id={`ferien-${period.key}`} legend={period.legend} summary={period.summary} fields={schoolHolidayCodec.fields} initial={period.state} submit={saveSchoolHoliday} button={copy.schoolHolidays.save} />
            </li>
          ))}
        </ul>
        <div className="mt-6 rounded-xl bg-paper p-4">
          <OfferForm id="neue-ferien" legend={copy.schoolHolidays.addLegend} fields={schoolHolidayCodec.fields} initial={page.schoolHolidays.add} submit={saveSchoolHoliday} button={copy.schoolHolidays.add} />
        </div>
        <PastList label={copy.schoolHolidays.past(page.schoolHolidays.past.length)} items={page.schoolHolidays.past} />
      </section>

      <section aria-labelledby="feiertage" className={CARD}>
        <h2 id="feiertage" className="text-2xl font-extrabold">
          {copy.publicHolidays.heading}
        </h2>
        <ul className="mt-4 grid gap-3 lg:grid-cols-2">
          {page.publicHolidays.upcoming.map((holiday) => (
            <li key={holiday.key}>
              <OfferForm id={`feiertag-${holiday.key}`} legend={holiday.legend} summary={holiday.summary} fields={publicHolidayCodec.fields} initial={holiday.state} submit={savePublicHoliday} button={copy.publicHolidays.save} />
            </li>
          ))}
        </ul>
        <div className="mt-6 rounded-xl bg-paper p-4">
          <OfferForm id="neuer-feiertag" legend={copy.publicHolidays.addLegend} fields={publicHolidayCodec.fields} initial={page.publicHolidays.add} submit={savePublicHoliday} button={copy.publicHolidays.add} />
        </div>
        <PastList label={copy.publicHolidays.past(page.publicHolidays.past.length)} items={page.publicHolidays.past} />
      </section>
    </>
  );
}
