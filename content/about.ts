/** Copy of /info (about us). */
export const aboutContent = {
  title: 'Über uns',
  intro:
    'CodingStars ist eine Online-Programmierschule aus Berlin. Wir bringen Kindern und Jugendlichen von 6 bis 18 Jahren das Programmieren bei – live, in kleinen Gruppen und so, dass sie dranbleiben wollen.',
  values: [
    {
      id: 'gruppen',
      title: 'Kleine Gruppen',
      text: 'Höchstens 12 Kinder pro Kurs, mindestens 5. So bleibt Zeit für jede Frage, und trotzdem lernt niemand allein.',
    },
    {
      id: 'lehrkraefte',
      title: 'Echte Lehrkräfte',
      text: 'Unsere Lehrkräfte haben Informatik studiert und sind pädagogisch zertifiziert. Sie unterrichten live, nicht per Video aus der Konserve.',
    },
    {
      id: 'projekte',
      title: 'Eigene Projekte',
      text: 'Jedes Kind baut etwas, das es zeigen kann: ein Spiel, eine Website, eine App. Das motiviert mehr als jedes Arbeitsblatt.',
    },
  ],
  privacy: {
    title: 'Sicher lernen: Datenschutz und Kinderschutz',
    points: [
      'Der Unterricht wird nicht aufgezeichnet.',
      'Über Kinder speichern wir nur, was der Unterricht braucht: Name, Alter und Vorkenntnisse. Anmelden können nur Eltern.',
      'Alle Lehrkräfte haben ein erweitertes Führungszeugnis vorgelegt.',
      'Schriften und Bilder laden wir von unserem eigenen Server, nicht von Dritten.',
    ],
  },
} as const;

/** Last change of this content (ISO date); the sitemap's lastModified of the pages showing it. */
export const aboutUpdatedAt = '2026-11-22';
