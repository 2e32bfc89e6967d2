import { cancelSeat, cancelView } from '@/lib/trial/link-actions';
import { linkRoute } from '@/lib/trial/link-route';

/** The cancel link of a parent's mail (and of the staff mail about the signup): frees the seat on the button's click. */
export const dynamic = 'force-dynamic';

export const { GET, POST } = linkRoute({ scope: 'cancel', view: cancelView, act: (deps, token) => cancelSeat(deps, token) });
