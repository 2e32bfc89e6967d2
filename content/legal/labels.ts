/** The words around a legal document where it leaves the site: the booking mail's text and its PDF (lib/legal/). */
export const legalDocumentLabels = {
  /** 'Stand: 25.11.2026' */
  updated: 'Stand',
  contents: 'Inhalt',
  page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  /** The PDF's subject: 'Allgemeine Geschäftsbedingungen der CodingStars GmbH'. */
  subject: (title: string, company: string) => `${title} der ${company}`,
};
