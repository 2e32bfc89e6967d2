import { leaveView, leaveWaitlist } from '@/lib/trial/link-actions';
import { linkRoute } from '@/lib/trial/link-route';

/** The leave link of a waitlist mail: where the family stands; POST takes it off the list. */
export const dynamic = 'force-dynamic';

export const { GET, POST } = linkRoute({ scope: 'waitlist', view: leaveView, act: (deps, token) => leaveWaitlist(deps, token) });
