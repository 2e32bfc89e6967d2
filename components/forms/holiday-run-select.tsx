'use client';

import { controlClasses } from '@/components/ui/form-control';
import { berlinIsoDate, isRequestable } from '@/lib/calendar/dates';
import { useClientValue } from '@/lib/hooks/use-client-value';

export interface CourseRunOption {
  start: string;
  end: string;
  /** 'Osterferien 2027: Di, 30.03. – Fr, 02.04.2027 (4 Tage)', as the request email names the week. */
  label: string;
  /** Booked out: named, but not to be chosen. */
  full?: boolean;
}

interface HolidayRunSelectProps {
  id: string;
  /** The chosen course's runs, earliest first. */
  runs: CourseRunOption[];
  /** Today in Berlin when the page was rendered, until the visitor's clock is known. */
  builtOn: string;
  value: string;
  onChange: (run: CourseRunOption | null) => void;
}

/**
 * 'Wunschtermin' of the holiday request: the chosen course's weeks that have not started by the visitor's clock
 * (a running week cannot be joined any more), the next first. Its own chunk, loaded once a course is chosen, so the other forms do not carry the date rules.
 */
export function HolidayRunSelect({ id, runs, builtOn, value, onChange }: HolidayRunSelectProps) {
  const today = useClientValue(() => berlinIsoDate(new Date()), builtOn);
  const open = runs.filter((run) => isRequestable(run, today));
  if (open.length === 0) return null;
  return (
    <div>
      <label htmlFor={id} className="block font-bold">
        Wunschtermin
      </label>
      <select
        id={id}
        value={open.some((run) => run.start === value) ? value : ''}
        onChange={(event) => onChange(open.find((run) => run.start === event.target.value) ?? null)}
        className={controlClasses()}
      >
        <option value="">Noch offen</option>
        {open.map((run) => (
          <option key={run.start} value={run.start} disabled={run.full}>
            {run.label}
          </option>
        ))}
      </select>
    </div>
  );
}
