import { NotFoundView } from '@/components/layout/not-found-view';

export default function CourseNotFound() {
  return (
    <NotFoundView
      title="Course not found!"
      text="Diesen Kurs gibt es bei uns nicht. In der Kursübersicht finden Sie alle sieben Kurse von Level 1 bis Level 3."
      link={{ href: '/courses', label: 'Zur Kursübersicht' }}
    />
  );
}
