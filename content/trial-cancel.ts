/** Words of the page behind the cancel link of a trial confirmation (app/(funnel)/start/signup/absagen). */
export const trialCancelCopy = {
  metaTitle: 'Probestunde absagen',
  description: 'Geben Sie Ihren Platz in der kostenlosen Probestunde frei.',
  askTitle: 'Platz in der Probestunde freigeben?',
  ask: (date: string) => `Ihr Kind hat einen Platz in unserer kostenlosen Probestunde am ${date}. Wenn es nicht kommen kann, geben Sie den Platz bitte frei: Dann kann ein anderes Kind nachrücken.`,
  button: 'Ja, Platz freigeben',
  keep: 'Doch lieber teilnehmen? Dann müssen Sie nichts tun; wir freuen uns auf Ihr Kind.',
  doneTitle: 'Ihr Platz ist freigegeben',
  done: (date: string) => `Danke, dass Sie uns Bescheid gesagt haben. Der Platz am ${date} ist jetzt wieder frei, und unser Team weiß Bescheid.`,
  alreadyTitle: 'Diese Anmeldung ist schon abgesagt',
  already: (date: string) => `Der Platz am ${date} wurde bereits freigegeben. Sie müssen nichts weiter tun.`,
  pastTitle: 'Dieser Termin ist vorbei',
  past: (date: string) => `Die Probestunde am ${date} hat schon stattgefunden, der Link gilt deshalb nicht mehr.`,
} as const;
