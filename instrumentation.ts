/**
 * Runs once when the server starts: opens the database (migrating it), imports an old outbox file, starts this
 * instance's delivery worker, so a restart loses nothing, and loads the offer's records and watches them (lib/offer/). Not during `next build`, which loads this file too.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { deliveryService } = await import('./lib/outbox/service');
    const { beforeShutdown } = await import('./lib/server/shutdown');
    const { watchOffer } = await import('./lib/offer/watch');
    const start = async () => {
      try {
        const service = await deliveryService();
        // The offer's records, before the first request: the pages and the date rules read them from memory.
        await watchOffer();
        // On SIGTERM/SIGINT the mail being sent finishes and is recorded, then Next closes the server and exits as usual.
        beforeShutdown(async () => {
          await service.drain();
          console.log('Anfragen: Versand angehalten, der Server wird beendet; was noch wartet, schickt eine andere Instanz oder der nächste Start.');
        });
      } catch (error) {
        // The database is not there yet (PostgreSQL still starting): pages are served meanwhile, the forms answer 503,
        // and the worker starts as soon as it can.
        console.error('Anfragen: Datenbank nicht erreichbar, neuer Versuch in 5 s', error);
        setTimeout(start, 5000).unref();
      }
    };
    await start();
  }
}
