/**
 * Runs once when the server starts: opens the outbox and resumes every pending delivery, so a restart loses nothing.
 * Not during `next build`, which loads this file too while it prerenders.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { deliveryService } = await import('./lib/outbox/service');
    await deliveryService();
  }
}
