/** The queue row of a member's sign-in link (lib/auth/server.ts queues it, lib/auth/sign-in-mail.ts builds its mail). */
export const SIGN_IN_TEMPLATE = 'staff_sign_in';
