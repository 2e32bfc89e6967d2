import { GOOGLE_HOSTS } from '@/lib/security/headers.mjs';

/**
 * Every other host the tracking talks to, by CSP directive. One list with the Content-Security-Policy
 * (lib/security/headers.mjs), so the policy and the tracking never disagree. Nothing here is contacted before
 * 'Alle Akzeptieren'.
 */
export const TRACKING_HOSTS = GOOGLE_HOSTS;
