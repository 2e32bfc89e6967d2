import { formatEuroCents } from '@/content/format';

/** '1.296,00 €' from cents, and '-1.296,00 €' on a Stornorechnung. */
export const euro = (cents: number) => `${cents < 0 ? '-' : ''}${formatEuroCents(Math.abs(cents) / 100)}`;
