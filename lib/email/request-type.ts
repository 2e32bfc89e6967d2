import type { ContactFields } from '@/lib/validation/contact';

/** Form modes of spec §7 and the pages that use them (issue 3). */
export const FORM_MODES = ['default', 'ContactFunnel0', 'Trial', 'contact', 'ferienkurse', 'python'] as const;
export type FormMode = (typeof FORM_MODES)[number];

export type TemplateKind = 'default' | 'trial';

export interface ModeRoute {
  template: TemplateKind;
  requestType: string;
  /** Fixed course, or null when the visitor chooses one. */
  fixedCourse: string | null;
  /** The form has the optional message field and sends `message` (DECISIONS.md: /contact and /ferienkurse). */
  message?: true;
}

/** Spec §7; the old lowercase and numbered names of the funnel modes are accepted too. */
const ROUTES: Record<string, ModeRoute> = {
  default: { template: 'default', requestType: '/start funnel', fixedCourse: '' },
  contactfunnel0: { template: 'default', requestType: '/start funnel', fixedCourse: '' },
  trial: { template: 'trial', requestType: '/signup schnupper-funnel', fixedCourse: '' },
  contactfunnel1: { template: 'trial', requestType: '/signup schnupper-funnel', fixedCourse: '' },
  contact: { template: 'default', requestType: '/contact', fixedCourse: '', message: true },
  ferienkurse: { template: 'default', requestType: 'Ferienkurs', fixedCourse: null, message: true },
  python: { template: 'default', requestType: '/start funnel', fixedCourse: 'python_basic' },
};

export const NO_COURSE_CHOSEN = '(nicht angegeben)';

/** Template and request type of a form mode, or null (logged) for a mode the site does not know. */
export function requestTypeFor(mode: string): ModeRoute | null {
  const route = ROUTES[mode.toLowerCase()];
  if (!route) {
    console.error(`Unbekannter Formularmodus „${mode}“: Es wird nichts gesendet.`);
    return null;
  }
  return route;
}

/** The contact payload of spec §3 as EmailJS template_params. */
export interface TemplateParams {
  reply_to: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  child_name: string;
  from_name?: string;
  selected_course: string;
  request_type: string;
  /** Only from forms with a message field; '' when left blank. */
  message?: string;
}

/** Builds template_params for a mode; null when the mode is unknown. */
export function templateParamsFor(
  mode: string,
  fields: ContactFields,
  chosenCourse = '',
  message = '',
): { template: TemplateKind; params: TemplateParams } | null {
  const route = requestTypeFor(mode);
  if (!route) return null;
  const selectedCourse = route.fixedCourse ?? (chosenCourse.trim() || NO_COURSE_CHOSEN);
  const params: TemplateParams = {
    reply_to: fields.email,
    first_name: fields.firstName,
    last_name: fields.lastName,
    email: fields.email,
    phone: fields.phone,
    child_name: fields.childName,
    selected_course: selectedCourse,
    request_type: route.requestType,
  };
  if (route.template === 'trial') params.from_name = `${fields.firstName} ${fields.lastName}`;
  if (route.message) params.message = message.trim();
  return { template: route.template, params };
}
