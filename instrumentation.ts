/**
 * Runs once when the server starts: opens the outbox and resumes every pending delivery, so a restart loses nothing.
 * Not during `next build`, which loads this file too while it prerenders.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { deliveryService } = await import('./lib/outbox/service');
    const { beforeShutdown } = await import('./lib/shutdown');
    const service = await deliveryService();
    // On SIGTERM/SIGINT the mail being sent finishes and is recorded, then Next closes the server and exits as usual.
    beforeShutdown(async () => {
      await service.drain();
      console.log('Anfragen: Versand angehalten, der Server wird beendet; was noch wartet, schickt der nächste Start.');
    });
  }
}
