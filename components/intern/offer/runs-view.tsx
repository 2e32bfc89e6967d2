import { offerCopy } from '@/content/intern-offer';
import { saveRun } from '@/lib/offer/intern-actions';
import { runCodec } from '@/lib/offer/intern-forms';
import type { CourseRuns } from '@/lib/offer/intern-view';
import { OfferForm } from './offer-form';

const copy = offerCopy.runs;

/** Each course with a form per run still to begin, a form to add one, and its past runs folded, read only. */
export function RunsView({ courses }: { courses: readonly CourseRuns[] }) {
  return (
    <>
      {courses.map((course) => (
        <section key={course.course} aria-labelledby={`course-${course.course}`} className="mt-10 rounded-card bg-white p-5 shadow-card sm:p-6">
          <h2 id={`course-${course.course}`} className="text-2xl font-extrabold">
            {course.title}
          </h2>
          {course.upcoming.length === 0 ? (
            <p className="mt-3">{copy.noRuns}</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {course.upcoming.map((run) => (
                <li key={run.key}>
                  <OfferForm id={`termin-${run.key}`} legend={run.legend} summary={run.summary} fields={runCodec.fields} initial={run.state} submit={saveRun} button={copy.save} />
                </li>
              ))}
            </ul>
          )}
          <div className="mt-6 rounded-xl bg-paper p-4">
            <OfferForm id={`neu-${course.course}`} legend={copy.addLegend} fields={runCodec.fields} initial={course.add} submit={saveRun} button={copy.add} />
          </div>
          <details className="mt-4">
            <summary className="min-h-11 cursor-pointer py-2 font-bold text-primary">{copy.past(course.past.length)}</summary>
            <p className="text-sm text-ink-soft">{copy.pastHint}</p>
            {course.past.length === 0 ? (
              <p className="mt-2">{copy.pastNone}</p>
            ) : (
              <ul className="mt-2 list-disc pl-5">
                {course.past.map((run) => (
                  <li key={run.key}>{run.text}</li>
                ))}
              </ul>
            )}
          </details>
        </section>
      ))}
    </>
  );
}
