/** What a page says, when JavaScript is switched off, in place of a form or quiz that needs it (data-without-js). */
export const noScriptContent = {
  form: 'Dieses Formular braucht JavaScript, und das ist in Ihrem Browser ausgeschaltet. Rufen Sie uns einfach an oder schreiben Sie uns eine E-Mail:',
  booking:
    'Die Online-Buchung braucht JavaScript, und das ist in Ihrem Browser ausgeschaltet. Rufen Sie uns an oder schreiben Sie uns eine E-Mail, dann buchen wir den Kursplatz gemeinsam mit Ihnen:',
  quiz: 'Das Quiz braucht JavaScript, und das ist in deinem Browser gerade ausgeschaltet. Schalte es ein, dann kann es losgehen. Oder frag uns direkt, welcher Kurs zu dir passt:',
};
