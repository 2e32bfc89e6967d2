import { moveSeat, moveView } from '@/lib/trial/link-actions';
import { linkRoute } from '@/lib/trial/link-route';

/** The move link of a parent's mail: the next four trial dates with free seats; POST { token, date } moves the seat. */
export const dynamic = 'force-dynamic';

export const { GET, POST } = linkRoute({ scope: 'move', view: moveView, act: (deps, token, body) => moveSeat(deps, token, String(body.date ?? '')) });
