import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  benefitSchema,
  courseSchema,
  faqItemSchema,
  holidayCourseSchema,
  jobPositionSchema,
  legalDocumentSchema,
  packageSchema,
  quizQuestionSchema,
  teamMemberSchema,
  testimonialSchema,
} from '@/content/schema';
import { courseById, courses } from '@/content/courses';
import { discounts, packageById, packages, pricesPageContent, UNIT_PRICES } from '@/content/packages';
import { COURSE_MONTHS, LESSON_MINUTES, UNIT_MINUTES, UNITS_PER_LESSON } from '@/content/lessons';
import { pricePerUnit } from '@/content/package-terms';
import { formatEuroCents } from '@/content/format';
import { holidayCourses } from '@/content/holiday-courses';
import { pythonCourse, pythonPageContent } from '@/content/python-course';
import { faqItems, shortEasterWeeks } from '@/content/faq';
import { courseDays, schoolHolidaysOf } from '@/lib/calendar/course-dates';
import { teamMembers } from '@/content/team';
import { testimonials } from '@/content/testimonials';
import { benefits } from '@/content/benefits';
import { quizQuestions } from '@/content/quiz';
import { jobPositions } from '@/content/jobs';
import { openPositions } from '@/lib/offer/courses';
import { seedOffer } from '@/lib/offer/snapshot';
import { terms } from '@/content/legal/agb';
import { privacyPolicyFor } from '@/content/legal/datenschutz';
import { homeContent } from '@/content/home';
import { aboutContent } from '@/content/about';
import { bookingIntro } from '@/content/booking-intro';
import { holidayPageContent, signupContent, startContent } from '@/content/funnel';
import { footerNav, mainNav } from '@/content/navigation';
import { promo } from '@/content/promo';
import { quizIntro } from '@/content/quiz-intro';
import { siteConfig } from '@/content/site';
import { trialBullets } from '@/content/trial';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

describe('every content module matches its schema', () => {
  it.each<[string, z.ZodType, unknown]>([
    ['courses', z.array(courseSchema), courses],
    ['packages', z.array(packageSchema), packages],
    ['holidayCourses', z.array(holidayCourseSchema), holidayCourses],
    ['pythonCourse', holidayCourseSchema, pythonCourse],
    ['faqItems', z.array(faqItemSchema), faqItems],
    ['teamMembers', z.array(teamMemberSchema), teamMembers],
    ['testimonials', z.array(testimonialSchema), testimonials],
    ['benefits', z.array(benefitSchema), benefits],
    ['quizQuestions', z.array(quizQuestionSchema), quizQuestions],
    ['jobPositions', z.array(jobPositionSchema), jobPositions],
    ['terms (AGB)', legalDocumentSchema, terms],
    ['privacyPolicy (EmailJS)', legalDocumentSchema, privacyPolicyFor({ delivery: 'emailjs', retentionDays: 180 })],
    ['privacyPolicy (own relay)', legalDocumentSchema, privacyPolicyFor({ delivery: 'relay', retentionDays: 180 })],
    ['privacyPolicy (store only)', legalDocumentSchema, privacyPolicyFor({ delivery: 'store', retentionDays: 180 })],
  ])('%s', (_name, schema, data) => {
    const result = schema.safeParse(data);
    // Show zod's issues in the failure message instead of a bare `false`.
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });
});

describe('courses (spec §3)', () => {
  it('has the seven courses with ids 1–7 and level codes in order', () => {
    expect(courses.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(courses.map((c) => c.courseId)).toEqual(['1', '2A', '2B', '3A', '3B', '3C', '3D']);
  });

  it('derives the numeric level from the level code', () => {
    for (const course of courses) expect(String(course.level)).toBe(course.courseId[0]);
  });

  it.each([
    [1, 'CS Grundlagen', 6, 14],
    [2, 'CS Webdesign', 10, 16],
    [3, 'CS Spieldesign', 10, 16],
    [4, 'CS Webdesign 2', 12, 16],
  ])('course %i (%s) is for ages %i–%i', (id, title, min, max) => {
    const course = courseById(id);
    expect(course?.title).toBe(title);
    expect(course?.about.recommendedAgeMin).toBe(min);
    expect(course?.about.recommendedAgeMax).toBe(max);
  });

  it('runs every course 12 months, weekly, 90 minutes, online, in German', () => {
    for (const course of courses) {
      expect(course.about.durationInMonths).toBe(COURSE_MONTHS);
      expect(course.courseInfo).toMatchObject({
        duration: '90 Minuten',
        frequency: 'wöchentlich',
        type: 'Online',
        language: 'Deutsch',
      });
    }
  });

  const levelThree = courses.filter((c) => c.level === 3);

  it('has four level-3 courses', () => {
    expect(levelThree.map((c) => c.id)).toEqual([4, 5, 6, 7]);
  });

  it.each(levelThree.map((c) => [c.id, c.title, c] as const))(
    'level-3 course %i (%s) has a certificate and level-2 prerequisites named in its description',
    (_id, _title, course) => {
      expect(course.certificate).toBeDefined();
      expect(course.prerequisiteIds.length).toBeGreaterThan(0);
      const description = course.fullDescription.join('\n');
      for (const prerequisiteId of course.prerequisiteIds) {
        const prerequisite = courseById(prerequisiteId);
        expect(prerequisite?.level).toBe(2);
        // A plain substring check would be fooled by 'CS Webdesign 2' containing 'CS Webdesign': require the link.
        expect(description).toContain(`[${prerequisite?.title}](/courses/${prerequisiteId})`);
      }
      expect(description).toContain(course.certificate?.title);
      expect(course.courseInfo.zertificate).toContain(course.certificate?.title);
    },
  );

  it.each([
    [4, 'Junior Web Designer'],
    [5, 'Junior App Designer'],
    [6, 'Junior Coder'],
    [7, 'Junior Game Designer'],
  ])('course %i leads to the certificate “%s”', (id, title) => {
    expect(courseById(id)?.certificate?.title).toBe(title);
  });

  it('gives levels 1 and 2 no prerequisites and no certificate picture', () => {
    for (const course of courses.filter((c) => c.level < 3)) {
      expect(course.prerequisiteIds).toEqual([]);
      expect(course.certificate).toBeUndefined();
    }
  });
});

describe('packages (spec §9)', () => {
  it('has exactly five packages in order', () => {
    expect(packages.map((p) => p.id)).toEqual(['trial', '3m', '6m', '12m', 'plus']);
  });

  it.each([
    // id,     €/week, €/term, units, sessions, minimum months
    ['trial', 0, 0, 2, 1, null],
    ['3m', 33, 396, 20, 10, 3],
    ['6m', 30, 720, 40, 20, 6],
    ['12m', 27, 1296, 78, 39, 12],
    ['plus', 23, 3312, 234, 117, 36],
  ] as const)('%s: %i €/week, %i €/term, %i units, %i sessions, minimum %s months', (id, week, term, units, sessions, months) => {
    expect(packageById(id)).toMatchObject({
      pricePerWeek: week,
      pricePerTerm: term,
      units,
      sessions,
      minimumDurationMonths: months,
    });
  });

  it.each(packages.filter((p) => p.id !== 'trial').map((p) => [p.id, p] as const))(
    '%s: price per week × 4 × months equals the price per term, 90 minutes weekly',
    (_id, pkg) => {
      expect(pkg.pricePerWeek * 4 * (pkg.minimumDurationMonths ?? NaN)).toBe(pkg.pricePerTerm);
      expect(pkg.weekly).toBe(true);
      expect(pkg.sessionMinutes).toBe(LESSON_MINUTES);
      expect(pkg.units).toBe(pkg.sessions * UNITS_PER_LESSON);
    },
  );

  it('the trial is free, once, not weekly', () => {
    expect(packageById('trial')).toMatchObject({ pricePerWeek: 0, pricePerTerm: 0, weekly: false });
  });

  it('names the plus package after the brand', () => {
    expect(packageById('plus')?.title).toBe('CodingStars+');
    expect(packageById('plus')?.title).toBe(siteConfig.plusPackageName);
  });

  it('offers 5 % for the girls course and 1 free unit per referral', () => {
    expect(discounts.find((d) => d.id === 'girls')).toMatchObject({ percent: 5 });
    expect(discounts.find((d) => d.id === 'referral')).toMatchObject({ freeUnits: 1 });
  });

  it('computes every price per unit from the table: term price / units, rounded to cents', () => {
    expect(packages.filter((p) => p.id !== 'trial').map((p) => [p.id, pricePerUnit(p)])).toEqual([
      ['3m', 19.8],
      ['6m', 18],
      ['12m', 16.62],
      ['plus', 14.15],
    ]);
    expect(UNIT_PRICES).toEqual({ lowest: 14.15, highest: 19.8 });
  });

  it('/preise says "ab X € pro Einheit" with the computed lowest X in its meta description', () => {
    expect(pricesPageContent.description).toContain(`ab ${formatEuroCents(UNIT_PRICES.lowest)} pro Einheit`);
    expect(pricesPageContent.description).not.toMatch(/10,50/);
  });

  it('a lesson is two units of 45 minutes: 90 minutes; the trial is one such lesson', () => {
    expect([UNIT_MINUTES, UNITS_PER_LESSON, LESSON_MINUTES]).toEqual([45, 2, 90]);
    expect(packageById('trial')).toMatchObject({ sessionMinutes: 90, units: 2, sessions: 1 });
  });
});

describe('holiday courses (spec §9)', () => {
  it('has the three courses', () => {
    expect(holidayCourses.map((c) => c.slug)).toEqual(['minecraft-mods', 'roblox-studio', 'internet-fuehrerschein']);
  });

  it.each([
    ['minecraft-mods', 10, 16],
    ['roblox-studio', 10, 16],
    ['internet-fuehrerschein', 6, 12],
  ])('%s: 159 €, ages %i–%i, one week Mon–Fri, 90 minutes a day', (slug, min, max) => {
    const course = holidayCourses.find((c) => c.slug === slug);
    expect(course).toMatchObject({
      price: 159,
      about: { recommendedAgeMin: min, recommendedAgeMax: max },
      courseInfo: { durationInWeeks: 1, type: 'Online', language: 'Deutsch' },
    });
    expect(course?.courseInfo.duration).toBe(`${LESSON_MINUTES} Minuten pro Tag`);
  });

  it.each(holidayCourses.map((c) => [c.slug, c.dates] as const))('%s has valid ISO dates', (_slug, dates) => {
    expect(dates.length).toBeGreaterThan(0);
    for (const { start, end } of dates) {
      expect(start).toMatch(isoDate);
      expect(end).toMatch(isoDate);
      expect(new Date(`${start}T00:00:00Z`).toISOString().slice(0, 10)).toBe(start);
      expect(new Date(`${end}T00:00:00Z`).toISOString().slice(0, 10)).toBe(end);
      expect(start <= end).toBe(true);
    }
  });

  it('the Python basics course: 350 €, two weeks, 18:00–19:30, for 12 to 18, the 2025 run kept as past', () => {
    expect(pythonCourse).toMatchObject({
      price: 350,
      courseTime: '18:00–19:30',
      courseInfo: { durationInWeeks: 2 },
      about: { recommendedAgeMin: 12, recommendedAgeMax: 18 },
    });
    expect(pythonCourse.dates[0]).toEqual({ start: '2025-08-18', end: '2025-08-29' });
  });

  it.each([...holidayCourses, pythonCourse].map((c) => [c.slug, c] as const))('%s: the form option names the ages of `about`', (_slug, course) => {
    expect(course.dropdownLabel).toBe(`${course.shortTitle} (${course.about.recommendedAgeMin}–${course.about.recommendedAgeMax}\u00a0Jahre)`);
  });

  it('/python states the ages of `about` wherever it names them', () => {
    const ages = `${pythonCourse.about.recommendedAgeMin} bis ${pythonCourse.about.recommendedAgeMax}`;
    const copy = [pythonCourse.longDescription[1], pythonCourse.about.targetGroup, pythonPageContent.eyebrow, pythonPageContent.description, pythonPageContent.shareAlt];
    for (const text of copy) expect(text).toContain(ages);
  });
});

describe('FAQ (spec §9 FAQ facts)', () => {
  const faqText = faqItems.map((item) => [item.question, ...item.answer].join('\n')).join('\n');

  it('has at least 12 entries with unique ids', () => {
    expect(faqItems.length).toBeGreaterThanOrEqual(12);
    expect(new Set(faqItems.map((i) => i.id)).size).toBe(faqItems.length);
  });

  it.each(['5', '12', '15:15', '17:45', '14,15', '19,80', 'Mittwoch', '17:00 bis 18:30'])('mentions “%s”', (fact) => {
    // 'mittwochs' names the weekday as well as 'Mittwoch'.
    expect(faqText.replace(/\u00a0/g, ' ').toLowerCase()).toContain(fact.toLowerCase());
  });

  it('no longer says "zwei oder drei Einheiten" nor the old "10,50 bis 15 Euro"', () => {
    expect(faqText).not.toMatch(/zwei oder drei Einheiten|10,50|45 Minuten, live/);
  });

  it('says the lessons are online', () => {
    expect(faqText).toMatch(/online/i);
  });

  it('mentions the girls course', () => {
    expect(faqText).toMatch(/Mädchen/);
  });

  it('explains the level-3 prerequisite', () => {
    // The FAQ says "dritte Stufe" where the rest of the site says "Level 3"; either wording counts.
    expect(faqText).toMatch(/Level 3|dritte[n]? Stufe/i);
  });

  it('links to other pages from at least five answers', () => {
    const withLinks = faqItems.filter((item) => item.answer.some((p) => p.includes('](/')));
    expect(withLinks.length).toBeGreaterThanOrEqual(5);
  });

  it('names the course days of the short Osterferien weeks as the calendar counts them', () => {
    const counted = holidayCourses
      .flatMap((course) => course.dates)
      .filter((run) => schoolHolidaysOf(run)?.startsWith('Osterferien'))
      .map((run) => courseDays(run).length)
      .filter((days) => days < 5);
    expect(shortEasterWeeks).toEqual([...new Set(counted)].sort((a, b) => a - b));
  });
});

describe('people and voices', () => {
  it('has three team members shown by first name only, with parent and child bios', () => {
    expect(teamMembers).toHaveLength(3);
    for (const member of teamMembers) {
      expect(member.fullName).not.toMatch(/\s/);
      expect(member.bio.length).toBeGreaterThan(0);
      expect(member.bioKind.length).toBeGreaterThan(0);
    }
  });

  it('has 14 testimonials with name and age', () => {
    expect(testimonials).toHaveLength(14);
    for (const t of testimonials) {
      expect(t.name).toBeTruthy();
      expect(Number.isInteger(t.age)).toBe(true);
    }
  });

  it('has five benefits numbered 1–5', () => {
    expect(benefits.map((b) => b.nmbr)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('quiz (spec §3, §9)', () => {
  it('has 10 questions with 4 options each', () => {
    expect(quizQuestions).toHaveLength(10);
    for (const q of quizQuestions) expect(q.options).toHaveLength(4);
  });

  it('has at least one question with two correct answers', () => {
    expect(quizQuestions.some((q) => q.correctAnswers.length === 2)).toBe(true);
  });

  it('marks the two-answer questions as such in the question text', () => {
    for (const q of quizQuestions.filter((q) => q.correctAnswers.length === 2)) {
      expect(q.question).toMatch(/Zwei Antworten sind richtig/);
    }
  });

  it.each([
    [1, 'processor', /prozessor/i],
    [2, 'programming languages', /programmiersprache/i],
    [3, 'CSS', /css/i],
    [4, 'conditions', /bedingung|wenn/i],
    [5, 'AI', /\bKI\b|künstliche intelligenz/i],
    [6, 'bug', /bug|fehler/i],
    [7, 'degrees', /grad/i],
    [8, 'loops', /schleife|wiederhol/i],
    // The devices question never says "Gerät"; it lists a smartphone and a games console.
    [9, 'devices', /gerät|smartphone|spielkonsole/i],
    [10, 'Scratch', /scratch/i],
  ])('question %i is about %s', (position, _topic, pattern) => {
    const q = quizQuestions[position - 1];
    expect([q?.question, ...(q?.options ?? [])].join(' ')).toMatch(pattern);
  });
});

describe('jobs', () => {
  it('has two positions, both closed, so none is listed', () => {
    expect(jobPositions).toHaveLength(2);
    expect(jobPositions.every((p) => !p.open)).toBe(true);
    expect(openPositions(seedOffer())).toEqual([]);
  });

  it('openPositions lists only open positions', () => {
    const [first, second] = jobPositions;
    if (!first || !second) throw new Error('expected two positions');
    expect(openPositions({ ...seedOffer(), positions: [{ ...first, open: true }, second] })).toEqual([{ ...first, open: true }]);
  });
});

describe('images referenced by content exist in public/', () => {
  const referenced: [string, string][] = [
    ...courses.map((c): [string, string] => [`course ${c.id} imgSrc`, c.imgSrc]),
    ...courses.flatMap((c): [string, string][] =>
      c.certificate ? [[`course ${c.id} certificate`, c.certificate.imgSrc]] : [],
    ),
    ...[...holidayCourses, pythonCourse].flatMap((c): [string, string][] => [
      [`${c.slug} imgSrc`, c.imgSrc],
      [`${c.slug} instructor`, c.instructor.image],
    ]),
    ...benefits.map((b): [string, string] => [`benefit ${b.nmbr} icon`, b.iconUrl]),
    ...teamMembers.map((m): [string, string] => [`team ${m.id} photo`, m.photoUrl]),
    ...homeContent.trustLabels.map((l): [string, string] => [`trust label “${l.label}”`, l.src]),
  ];

  it.each(referenced)('%s: %s', (_what, p) => {
    const [file = '', view] = p.split('#');
    expect(fs.existsSync(path.join(process.cwd(), 'public', file))).toBe(true);
    // A view of a sheet: the sheet has it.
    if (view) expect(fs.readFileSync(path.join(process.cwd(), 'public', file), 'utf8')).toContain(`<view id="${view}" `);
  });
});

describe('copy', () => {
  const allCopy = JSON.stringify([
    courses,
    packages,
    discounts,
    holidayCourses,
    pythonCourse,
    faqItems,
    teamMembers,
    testimonials,
    benefits,
    quizQuestions,
    jobPositions,
    terms,
    privacyPolicyFor({ delivery: 'emailjs', retentionDays: 180 }),
    privacyPolicyFor({ delivery: 'relay', retentionDays: 180 }),
    privacyPolicyFor({ delivery: 'store', retentionDays: 180 }),
    homeContent,
    aboutContent,
    bookingIntro,
    startContent,
    signupContent,
    holidayPageContent,
    mainNav,
    footerNav,
    promo,
    quizIntro,
    siteConfig,
    trialBullets,
  ]);

  it('contains no placeholder text', () => {
    expect(allCopy).not.toMatch(/lorem/i);
    expect(allCopy).not.toMatch(/TODO/);
  });

  it.each(['cookieConsent', 'typeIntroShown', 'quizIntroShown', 'selectedSummerCourse', 'bookingFormData'])(
    'the privacy policy mentions %s',
    (key) => {
      for (const delivery of ['emailjs', 'relay', 'store'] as const) {
        expect(JSON.stringify(privacyPolicyFor({ delivery, retentionDays: 180 }))).toContain(key);
      }
    },
  );

  it.each<['emailjs' | 'relay' | 'store', number, RegExp[], RegExp[]]>([
    ['emailjs', 180, [/EmailJS Pte\. Ltd\./, /speichert die Formularinhalte dabei nicht/], [/Tagen löscht/]],
    ['relay', 180, [/über den E-Mail-Anbieter der Akademie als E-Mail an unser Postfach/, /Nach 180 Tagen löscht unser Server/, /Art\. 28 DSGVO/], [/EmailJS/]],
    ['store', 90, [/Dort bleibt Ihre Anfrage 90 Tage gespeichert, damit wir sie bearbeiten können; danach löscht unser Server sie/], [/EmailJS/, /E-Mail-Anbieter/, /bis wir sie bearbeitet haben/]],
    ['store', 1, [/bleibt Ihre Anfrage 1 Tag gespeichert/], []],
  ])('the privacy policy for %s (%d days) names its path and retention, and no other path', (delivery, retentionDays, says, never) => {
    const text = JSON.stringify(privacyPolicyFor({ delivery, retentionDays }));
    for (const pattern of says) expect(text).toMatch(pattern);
    for (const pattern of never) expect(text).not.toMatch(pattern);
  });

  it('names the mails after the trial lesson: at signup in one sentence, on /datenschutz with what is kept, its deletion and the stop link', () => {
    expect(signupContent.formIntro).toContain(signupContent.afterLesson);
    expect(signupContent.afterLesson).toMatch(/Einschätzung der Lehrkraft.*Angebot eines neuen Termins/);
    const relay = JSON.stringify(privacyPolicyFor({ delivery: 'relay', retentionDays: 90 }));
    for (const says of ['ob Ihr Kind teilgenommen hat', 'den Kurs, den sie empfiehlt', 'ihre kurze Nachricht an Sie', 'wer aus unserem Team ihn wann gespeichert hat', 'am nächsten Tag um 10:00 Uhr', 'keine E-Mails mehr von uns', 'mit der Anmeldung nach 90 Tagen', 'aus welcher Probestunde sie kommt']) {
      expect(relay).toContain(says);
    }
    const store = JSON.stringify(privacyPolicyFor({ delivery: 'store', retentionDays: 90 }));
    expect(store).toContain('ob Ihr Kind teilgenommen hat');
    expect(store).not.toContain('um 10:00 Uhr');
  });

  it.each<['emailjs' | 'relay' | 'store', number, string]>([
    ['emailjs', 180, 'spätestens 180 Tage nach unserem letzten Kontakt'],
    ['relay', 90, 'spätestens 90 Tage nach unserem letzten Kontakt'],
    ['store', 1, 'spätestens 1 Tag nach unserem letzten Kontakt'],
  ])('the privacy policy for %s takes the deletion period of enquiries from OUTBOX_RETENTION_DAYS (%d)', (delivery, retentionDays, says) => {
    const text = JSON.stringify(privacyPolicyFor({ delivery, retentionDays }));
    expect(text).toContain(says);
    expect(text).not.toMatch(/6\s+Monate/);
  });

  it('names the academy\'s email provider in the relay text when the site config has one', () => {
    const text = (mailProvider?: { name: string; seat: string }) =>
      JSON.stringify(privacyPolicyFor({ delivery: 'relay', retentionDays: 180, ...(mailProvider ? { mailProvider } : {}) }));
    expect(text({ name: 'IONOS SE', seat: 'Montabaur' })).toContain('über den E-Mail-Anbieter der Akademie (IONOS SE, Montabaur) als E-Mail an unser Postfach');
    expect(text()).toContain('über den E-Mail-Anbieter der Akademie als E-Mail an unser Postfach');
    expect(JSON.stringify(privacyPolicyFor({ delivery: 'store', retentionDays: 180, mailProvider: { name: 'IONOS SE', seat: 'Montabaur' } }))).not.toContain('IONOS');
  });
});
