import { NextResponse, type NextRequest } from 'next/server';
import { courses } from '@/content/courses';
import { isOneClickPost, ONE_CLICK_ROUTE, STOP_PAGE } from '@/lib/trial/one-click';

const COURSE_IDS = new Set(courses.map((course) => String(course.id)));
const COURSE_NOT_FOUND_PATH = '/courses/nicht-gefunden';

/**
 * Any /courses/<id> that names no course ('0', '8', '01', '1.0', 3000 digits, encoded script) is answered with the
 * prerendered 'Course not found!' page and status 404. Next itself would render such ids on demand and, for a
 * dynamic param that calls notFound(), send an empty error shell whose text only appears once JavaScript runs
 * (vercel/next.js#95613); it would also store every distinct id on disk.
 */
function courseProxy(request: NextRequest) {
  const id = request.nextUrl.pathname.slice('/courses/'.length);
  if (COURSE_IDS.has(id)) return NextResponse.next();
  // The page itself, asked for directly or reached through the rewrite below: Next may hand a rewrite to its
  // own origin back through the proxy (it does when started with `-H <address>`), so this answer must not
  // rewrite again.
  if (id === COURSE_NOT_FOUND_PATH.slice('/courses/'.length)) return NextResponse.next({ status: 404 });
  const notFound = request.nextUrl.clone();
  notFound.pathname = COURSE_NOT_FOUND_PATH;
  notFound.search = '';
  return NextResponse.rewrite(notFound, { status: 404 });
}

/**
 * A mail program's one-click stop (RFC 8058) posts to the stop page's address: handed to its route handler with the
 * token. The page's own button stays with the page: with script it carries `next-action`, without script its form
 * carries an `$ACTION_…` field (Next keeps the body for the page after the proxy has read it).
 */
async function stopPageProxy(request: NextRequest) {
  if (request.method !== 'POST' || request.headers.has('next-action')) return NextResponse.next();
  const form = await request
    .clone()
    .formData()
    .catch(() => undefined);
  const post = { method: request.method, pathname: request.nextUrl.pathname, nextAction: false, fields: form ? [...form.keys()] : [] };
  if (!isOneClickPost(post)) return NextResponse.next();
  const route = request.nextUrl.clone();
  route.pathname = ONE_CLICK_ROUTE;
  return NextResponse.rewrite(route);
}

/** Only the paths of `config.matcher` run through the proxy; every other page is served straight from the static build. */
export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  return request.nextUrl.pathname === STOP_PAGE ? stopPageProxy(request) : courseProxy(request);
}

export const config = {
  // One path segment below /courses: the course pages' own files below it (/courses/1/opengraph-image-…) are not
  // affected. The stop page for the one-click stop.
  matcher: ['/courses/:id', '/start/signup/keine-emails'],
};
