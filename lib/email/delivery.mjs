// Which of the three enquiry paths a set of variables selects (DECISIONS.md, "Enquiry delivery on the operator's own
// server"). Plain ESM so next.config.mjs can stamp the build with it before any bundler runs.

const isSet = (value) => typeof value === 'string' && value.trim() !== '';

/**
 * 'emailjs' when any EmailJS key is set (the browser sends there, the embedded endpoint answers 404); otherwise
 * 'relay' when the server has SMTP_URL and MAIL_TO, else 'store' (enquiries are kept in OUTBOX_PATH only).
 */
export function enquiryDelivery(vars) {
  const emailjs = ['NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', 'NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'];
  if (emailjs.some((name) => isSet(vars[name]))) return 'emailjs';
  return isSet(vars.SMTP_URL) && isSet(vars.MAIL_TO) ? 'relay' : 'store';
}
