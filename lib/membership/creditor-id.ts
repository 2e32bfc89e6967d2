/**
 * The SEPA creditor identifier (Gläubiger-Identifikationsnummer, e.g. DE98ZZZ09999999999): country code, two check
 * digits, a three-character business code the check ignores, then the national identifier (ISO 7064 MOD 97-10 over the
 * identifier, the country code and '00', as for an IBAN).
 */
export function isValidCreditorId(value: string): boolean {
  const id = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(id)) return false;
  const digits = [...`${id.slice(7)}${id.slice(0, 2)}00`].map((char) => String(parseInt(char, 36))).join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return 98 - remainder === Number(id.slice(2, 4));
}
