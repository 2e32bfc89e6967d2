/**
 * The two links German law asks for on every page and in every mail about a contract (§ 356a Abs. 1, § 312k Abs. 2 BGB)
 * and where they lead; small on purpose, since every page's footer and the booking wizard carry them.
 */

/** The paths of the two pages and of their confirmations (each confirmation opens from a link with a token). */
export const DECLARATION_PATHS = {
  withdrawal: '/vertrag-widerrufen',
  cancellation: '/vertraege-kuendigen',
} as const;

/** The footer's and the mails' link texts (§ 356a Abs. 1, § 312k Abs. 2 BGB): exactly these words. */
export const declarationLinks = {
  withdrawal: 'Vertrag widerrufen',
  cancellation: 'Verträge hier kündigen',
} as const;
