/**
 * IBAN check of ISO 13616: the country's length, then the mod-97 checksum. Spaces and lowercase are accepted, as
 * people copy IBANs from statements in groups of four.
 */

/** Lengths of the SEPA countries' IBANs; another country code is not a SEPA account. */
const SEPA_LENGTHS: Record<string, number> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22,
  GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18,
  NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

/** Upper case without spaces: ' de89 3704 ' becomes 'DE893704'. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** 'DE89370400440532013000' as 'DE89 3704 0044 0532 0130 00'. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The remainder of the IBAN's number (letters as 10 … 35, first four characters moved to the end) by 97. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

/** Why an IBAN is not valid, or null when it is. */
export function ibanProblem(value: string): IbanProblem | null {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'format';
  const length = SEPA_LENGTHS[iban.slice(0, 2)];
  if (!length) return 'country';
  if (iban.length !== length) return 'length';
  return mod97(iban) === 1 ? null : 'checksum';
}

export function isValidIban(value: string): boolean {
  return ibanProblem(value) === null;
}
