import type { TeamMember } from './schema';
import { contactDetails } from './site';

/** The three teachers, shown by first name only (home page, /info and /team). */
export const teamMembers: TeamMember[] = [
  {
    id: 'lena',
    fullName: 'Lena',
    title: 'Lehrerin für Webdesign und App Design',
    role: ['Lehrkraft', 'Kursleitung Level 3'],
    photoUrl: '/images/team/lena.svg',
    bio: 'Lena hat Medieninformatik studiert und eine medienpädagogische Zusatzqualifikation erworben. Seit 2020 unterrichtet sie bei CodingStars Kinder und Jugendliche, vom ersten Scratch-Projekt bis zur eigenen App. Ihr ist wichtig, dass jedes Kind in seinem eigenen Tempo lernt und am Ende jeder Stunde etwas Fertiges zeigen kann.',
    bioKind:
      'Ich bin Lena und zeige dir, wie du deine eigene Website und sogar deine eigene App baust. Bei mir darfst du so viele Fragen stellen, wie du willst – ich erkläre alles gern auch zweimal. Am schönsten finde ich den Moment, in dem dein Projekt zum ersten Mal funktioniert.',
    email: 'lena@codingstars.de',
    phone: contactDetails.phoneDisplay,
    socialMedia: { github: 'https://github.com/lena-codingstars' },
    department: 'Unterricht',
    skills: ['HTML und CSS', 'JavaScript', 'App-Entwicklung', 'Scratch', 'Medienpädagogik'],
    location: 'Berlin',
    teaches: ['CS Grundlagen', 'CS Webdesign', 'CS Webdesign 2', 'CS App Design'],
    interests: ['Illustration', 'Klettern', 'Brettspiele'],
    startDate: '2020-09-01',
  },
  {
    id: 'jonas',
    fullName: 'Jonas',
    title: 'Lehrer für Spieldesign und Python',
    role: ['Lehrkraft', 'Fachbereich Spieldesign und Python'],
    photoUrl: '/images/team/jonas.svg',
    bio: 'Jonas hat Informatik studiert und mehrere Jahre als Spieleentwickler gearbeitet, bevor er 2019 zu CodingStars kam. Er hat ein pädagogisches Zertifikat für den Unterricht mit Jugendlichen und bringt seit über fünf Jahren Kindern das Programmieren bei. In seinen Kursen entstehen echte Spiele, an denen die Jugendlichen auch zu Hause gern weiterarbeiten.',
    bioKind:
      'Ich bin Jonas und habe früher selbst Computerspiele entwickelt. Bei mir lernst du, wie du Figuren springen lässt, Gegner programmierst und mit Python dein eigenes Quiz baust. Und wenn mal etwas nicht klappt, suchen wir den Fehler gemeinsam.',
    email: 'jonas@codingstars.de',
    phone: contactDetails.phoneDisplay,
    socialMedia: {
      github: 'https://github.com/jonas-codingstars',
      linkedIn: 'https://www.linkedin.com/in/jonas-codingstars',
    },
    department: 'Unterricht',
    skills: ['Python', 'Spieleentwicklung', 'Scratch', 'Godot', 'Algorithmen'],
    location: 'Hamburg',
    teaches: ['CS Grundlagen', 'CS Spieldesign', 'CS Spieldesign 2', 'CS Python'],
    interests: ['Retro-Videospiele', 'Basketball', 'Elektronik basteln'],
    startDate: '2019-10-01',
  },
  {
    id: 'mira',
    fullName: 'Mira',
    title: 'Lehrerin für Grundlagen und den Mädchenkurs',
    role: ['Lehrkraft', 'Leitung Mädchenkurs „Girls in MINT“'],
    photoUrl: '/images/team/mira.svg',
    bio: 'Mira hat Informatik und Mathematik auf Lehramt studiert und mehrere Jahre Programmier-AGs an Grundschulen geleitet. Seit 2022 leitet sie bei CodingStars vor allem die Grundlagenkurse und die Gruppen unseres Mädchenkurses „Girls in MINT“. Sie weiß, wie man schon Sechsjährige für das Programmieren begeistert, und achtet darauf, dass sich jedes Kind in der Gruppe wohlfühlt.',
    bioKind:
      'Ich bin Mira und zeige dir, wie du mit Scratch deine ersten Spiele und Geschichten programmierst. Du brauchst dafür keine Vorkenntnisse, nur Neugier. Bei mir gilt: Fehler sind erlaubt, denn aus ihnen lernen wir am meisten.',
    email: 'mira@codingstars.de',
    phone: contactDetails.phoneDisplay,
    socialMedia: { linkedIn: 'https://www.linkedin.com/in/mira-codingstars' },
    department: 'Unterricht',
    skills: ['Scratch', 'HTML und CSS', 'Spieldesign', 'Didaktik der Informatik', 'Mathematik'],
    location: 'Leipzig',
    teaches: ['CS Grundlagen', 'CS Webdesign', 'CS Spieldesign'],
    interests: ['Astronomie', 'Robotik', 'Gärtnern'],
    startDate: '2022-02-01',
  },
];

/** Last change of this content (ISO date); the sitemap's lastModified of the pages showing it. */
export const teamUpdatedAt = '2026-11-22';
