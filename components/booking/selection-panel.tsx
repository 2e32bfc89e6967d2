import { bookingCopy, slotDays, slotTimes } from '@/content/booking';
import type { BookingCatalog } from '@/lib/booking/catalog';
import type { SelectionErrors } from '@/lib/booking/params';
import { monthLabel } from '@/lib/booking/schedule';
import type { BookingSelection } from '@/lib/booking/selection';
import { RichText } from '@/components/ui/rich-text';
import { FIELD_ERROR_CLASSES } from '@/components/ui/form-control';
import { fieldId, SelectField } from './fields';

interface SelectionPanelProps {
  catalog: BookingCatalog;
  selection: BookingSelection;
  months: readonly string[];
  errors: SelectionErrors;
  onChange: (patch: Partial<BookingSelection>) => void;
}

/** Package, course, starting month and weekly slots: the shared selection, editable on the booking page. */
export function SelectionPanel({ catalog, selection, months, errors, onChange }: SelectionPanelProps) {
  const toggleSlot = (slot: string, checked: boolean) =>
    onChange({ slots: checked ? [...selection.slots.filter((s) => s !== slot), slot] : selection.slots.filter((s) => s !== slot) });
  return (
    <section id="auswahl" aria-labelledby="auswahl-title" className="scroll-mt-24 rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
      <h2 id="auswahl-title" className="text-2xl font-extrabold">
        {bookingCopy.selectionTitle}
      </h2>
      <p className="mt-1 text-ink-soft">{bookingCopy.selectionIntro}</p>
      <div className="mt-5 grid gap-4 md:grid-cols-3">
        <SelectField
          name="packageId"
          label="Paket"
          autoComplete="off"
          placeholder="Bitte wählen"
          value={selection.packageId ?? ''}
          error={errors.packageId}
          onChange={(value) => onChange({ packageId: value || null })}
          options={catalog.packages.map((p) => ({ value: p.id, label: `${p.title} – ${p.perWeek}` }))}
        />
        <SelectField
          name="courseId"
          label="Kurs"
          autoComplete="off"
          placeholder="Bitte wählen"
          value={selection.courseId === null ? '' : String(selection.courseId)}
          error={errors.courseId}
          onChange={(value) => onChange({ courseId: value ? Number(value) : null })}
          options={catalog.courses.map((c) => ({ value: String(c.id), label: `${c.title} (${c.ages})` }))}
        />
        <SelectField
          name="month"
          label="Startmonat"
          autoComplete="off"
          placeholder="Bitte wählen"
          value={selection.month && months.includes(selection.month) ? selection.month : ''}
          error={errors.month}
          onChange={(value) => onChange({ month: value || null })}
          options={months.map((m) => ({ value: m, label: monthLabel(m) ?? m }))}
        />
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        <RichText text={bookingCopy.noCourseYet} />
      </p>
      <fieldset className="mt-5" aria-describedby={errors.slots ? `${fieldId('slots')}-error` : undefined}>
        <legend className="font-bold">Wunschtermine (mehrere möglich)</legend>
        <p className="text-sm text-ink-soft">{bookingCopy.slotsHint}</p>
        <div className="mt-3 grid gap-2 sm:grid-cols-5">
          {slotDays.map((day) => (
            // Below 360 px the day gets a line of its own: beside it the two times would not fit.
            <div key={day.id} className="grid grid-cols-[6rem_1fr_1fr] items-center gap-2 max-[22.5rem]:grid-cols-2 sm:grid-cols-1">
              <span aria-hidden="true" className="font-bold max-[22.5rem]:col-span-2 sm:text-center">
                {day.label}
              </span>
              {slotTimes.map((time) => {
                const slot = `${day.id}-${time.id}`;
                const first = day === slotDays[0] && time === slotTimes[0];
                return (
                  <label
                    key={slot}
                    htmlFor={first ? fieldId('slots') : fieldId(slot)}
                    className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-line bg-white px-2 has-checked:border-primary has-checked:bg-primary-tint"
                  >
                    <input
                      id={first ? fieldId('slots') : fieldId(slot)}
                      type="checkbox"
                      checked={selection.slots.includes(slot)}
                      onChange={(event) => toggleSlot(slot, event.target.checked)}
                      aria-invalid={errors.slots ? true : undefined}
                      className="size-5 accent-primary"
                    />
                    <span>
                      <span className="sr-only">{day.label}, </span>
                      {time.time}
                      {/* On phones the legend says 'Uhr' already; the accessible name keeps it. */}
                      <span className="max-sm:sr-only"> Uhr</span>
                    </span>
                  </label>
                );
              })}
            </div>
          ))}
        </div>
        {errors.slots && (
          <p id={`${fieldId('slots')}-error`} className={FIELD_ERROR_CLASSES}>
            {errors.slots}
          </p>
        )}
      </fieldset>
    </section>
  );
}
