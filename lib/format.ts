/**
 * Whole-euro prices the way German readers expect them: '1.296 €', with a no-break space so the sign never
 * wraps onto its own line. Same output as Intl.NumberFormat('de-DE', EUR, no decimals), without loading
 * ICU's locale data on the client (the booking summary formats prices while the page hydrates).
 */
export function formatEuro(amount: number): string {
  const digits = String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${digits}\u00a0€`;
}
