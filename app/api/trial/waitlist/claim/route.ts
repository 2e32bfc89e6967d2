import { claimSeat, claimView } from '@/lib/trial/link-actions';
import { linkRoute } from '@/lib/trial/link-route';

/** The offer link of a waitlist mail: the seat held for the family until when; POST takes it. */
export const dynamic = 'force-dynamic';

export const { GET, POST } = linkRoute({ scope: 'waitlist', view: claimView, act: (deps, token) => claimSeat(deps, token) });
