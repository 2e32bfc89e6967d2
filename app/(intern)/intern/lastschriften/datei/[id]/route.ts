import { siteConfig } from '@/content/site';
import { requireStaff } from '@/lib/auth/session';
import { sepaCollectionFile, sepaFileName } from '@/lib/billing/sepa-file';
import { deliveryService } from '@/lib/outbox/service';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const text = (status: number, body: string) => new Response(`${body}\n`, { status, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * /intern/lastschriften/datei/<id>: an exported collection's SEPA file (pain.008.001.08), made again from its records,
 * the same each time. The session first; the file holds the families' IBANs and is never cached.
 */
export async function GET(_request: Request, { params }: RouteContext<'/intern/lastschriften/datei/[id]'>) {
  await requireStaff();
  const { id } = await params;
  const { billing, creditor } = await deliveryService();
  if (!billing || !creditor.id || !creditor.iban) return text(503, 'Ohne SEPA_CREDITOR_ID und SEPA_CREDITOR_IBAN gibt es keine Datei für die Bank.');
  const collection = await billing.collection(id.slice(0, 64));
  if (!collection) return text(404, 'Diese Datei gibt es nicht.');
  const xml = sepaCollectionFile(collection, await billing.debitsOf(collection.id), { name: siteConfig.company.legalName, id: creditor.id, iban: creditor.iban, ...(creditor.bic ? { bic: creditor.bic } : {}) });
  return new Response(xml, { headers: { ...PRIVATE, 'Content-Type': 'application/xml; charset=utf-8', 'Content-Disposition': `attachment; filename="${sepaFileName(collection)}"` } });
}
