import { courses } from '@/content/courses';
import { formatEuro } from '@/content/format';
import { packages } from '@/content/packages';
import { packagePayment, packageTerm } from '@/content/package-terms';

/** What the booking wizard offers: the paid packages and the seven courses, reduced to what it shows. */
export interface PackageChoice {
  id: string;
  title: string;
  /** '27 € pro Woche (1.296 € alle 12 Monate)' */
  price: string;
  /** '27 € pro Woche' */
  perWeek: string;
  /** 'Mindestlaufzeit 12 Monate' */
  term: string;
}

export interface CourseChoice {
  id: number;
  title: string;
  /** '10–16 Jahre' */
  ages: string;
  ageMin: number;
  ageMax: number;
}

export interface BookingCatalog {
  packages: PackageChoice[];
  courses: CourseChoice[];
}


/**
 * Built on the server (page and outbox) from content/, and handed to the wizard as plain props, so the browser
 * never loads the long course texts. The free trial has its own signup and is not booked here.
 */
export const bookingCatalog: BookingCatalog = {
  packages: packages
    .filter((pkg) => pkg.minimumDurationMonths !== null)
    .map((pkg) => ({
      id: pkg.id,
      title: pkg.title,
      price: `${formatEuro(pkg.pricePerWeek)} pro Woche (${packagePayment(pkg)})`,
      perWeek: `${formatEuro(pkg.pricePerWeek)} pro Woche`,
      term: packageTerm(pkg),
    })),
  courses: courses.map((course) => ({
    id: course.id,
    title: course.title,
    ages: `${course.about.recommendedAgeMin}–${course.about.recommendedAgeMax} Jahre`,
    ageMin: course.about.recommendedAgeMin,
    ageMax: course.about.recommendedAgeMax,
  })),
};
