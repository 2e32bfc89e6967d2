import { courses } from '@/content/courses';
import { cn } from '@/lib/ui/class-names';
import { CourseCard } from './course-card';

const LEVELS = [
  {
    level: 1,
    title: 'Level 1: Grundlagen',
    text: 'Der Einstieg ab 6 Jahren, ohne Vorkenntnisse.',
    grid: 'wide:grid-cols-1 wide:justify-items-center',
    cell: 'wide:w-1/4',
  },
  {
    level: 2,
    title: 'Level 2: Webdesign oder Spieldesign',
    text: 'Ab 10 Jahren oder nach CS Grundlagen.',
    grid: 'sm:grid-cols-2 wide:justify-items-center',
    cell: 'wide:w-1/2',
  },
  {
    level: 3,
    title: 'Level 3: Spezialisierung mit Zertifikat',
    text: 'Nur für Absolventinnen und Absolventen des passenden Level-2-Kurses.',
    grid: 'sm:grid-cols-2 wide:grid-cols-4',
    cell: '',
  },
] as const;

/**
 * Wide layout: a stub under each course that opens the next level, then, below that level's heading, a fan into
 * its courses. Columns meet exactly because the cells have no gap (x in percent of the row).
 */
const STUBS: Record<1 | 2, string> = {
  1: 'M50 0V10',
  2: 'M25 0V10M75 0V10',
};
const FANS: Record<2 | 3, string> = {
  2: 'M50 0V5M25 5H75M25 5V10M75 5V10',
  3: 'M25 0V5M12.5 5H37.5M12.5 5V10M37.5 5V10M75 0V5M62.5 5H87.5M62.5 5V10M87.5 5V10',
};

function Lines({ path, className }: { path: string; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      className={cn('hidden w-full text-primary wide:block', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
    >
      <path d={path} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/** Narrow layout: an arrow down to the next level. */
function Arrow() {
  return (
    <div aria-hidden="true" className="flex justify-center pb-4 text-primary wide:hidden">
      <svg viewBox="0 0 24 48" width="24" height="48" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <path d="M12 2v42M4 36l8 8 8-8" />
      </svg>
    </div>
  );
}

/** The three-level curriculum, laid out by CSS alone (no JavaScript, no 'Loading...'). */
export function CurriculumDiagram() {
  return (
    <ol className="mx-auto max-w-content">
      {LEVELS.map(({ level, title, text, grid, cell }) => (
        <li key={level} aria-labelledby={`level-${level}`}>
          {level > 1 && <Arrow />}
          <div className="mb-4 text-center">
            <h2 id={`level-${level}`} className="text-2xl font-extrabold">
              {title}
            </h2>
            <p className="text-ink-soft">{text}</p>
          </div>
          {level > 1 && <Lines path={FANS[level as 2 | 3]} className="mb-1 h-10" />}
          <ul className={cn('grid grid-cols-1 gap-y-6', grid)}>
            {courses
              .filter((course) => course.level === level)
              .map((course, index) => (
                <li key={course.id} className={cn('flex sm:px-3', cell)}>
                  <CourseCard course={course} firstScreen={level === 1 && index === 0} />
                </li>
              ))}
          </ul>
          {level < 3 && <Lines path={STUBS[level as 1 | 2]} className="mt-1 mb-3 h-8" />}
        </li>
      ))}
    </ol>
  );
}
