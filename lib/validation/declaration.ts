import * as z from 'zod/mini';
import { declarationPageCopy } from '@/content/membership';
import { normalizeBookingNumber } from '@/lib/membership/number';

/**
 * The one schema of each declaration form (STYLE.md habit 13): "Vertrag widerrufen" (§ 356a BGB) and "Verträge hier
 * kündigen" (§ 312k BGB), used by their server actions (lib/membership/declaration-action.ts). A family identifies
 * itself by name and address and names the contract by its booking number, or by the child's name where it has none.
 */
const { messages, fields } = declarationPageCopy;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 120;
const REASON_MAX = 2000;

const text = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, messages.tooLong(label, max)));

const common = {
  name: text(NAME_MAX, fields.name).check(z.minLength(1, messages.name)),
  email: text(NAME_MAX, fields.email).check(z.refine((value) => EMAIL.test(value), messages.email)),
  bookingNumber: text(40, fields.number).check(z.refine((value) => value === '' || normalizeBookingNumber(value) !== '', messages.number)),
  childName: text(NAME_MAX, fields.child),
};

/** A contract named by its number or, failing that, by the child's name: the message stands at the number. */
const namesContract = (value: { bookingNumber: string; childName: string }, ctx: z.core.$RefinementCtx) => {
  if (!value.bookingNumber && !value.childName) ctx.addIssue({ code: 'custom', path: ['bookingNumber'], message: messages.contract, input: value.bookingNumber });
};

export const withdrawalSchema = z.object(common).check(z.superRefine(namesContract));

/** `today`: the Berlin date the form is posted on; an end date before it is refused. */
export const cancellationSchema = (today: string) =>
  z
    .object({
      ...common,
      cancellationType: z.enum(['ordinary', 'extraordinary']),
      reason: text(REASON_MAX, fields.reason),
      when: z.enum(['earliest', 'date']),
      date: z.string().check(z.trim()),
    })
    .check(
      z.superRefine((value, ctx) => {
        namesContract(value, ctx);
        if (value.cancellationType === 'extraordinary' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: messages.reason, input: value.reason });
        if (value.when !== 'date') return;
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value.date) || Number.isNaN(Date.parse(`${value.date}T00:00:00Z`))) {
          ctx.addIssue({ code: 'custom', path: ['date'], message: messages.date, input: value.date });
        } else if (value.date < today) ctx.addIssue({ code: 'custom', path: ['date'], message: messages.datePast, input: value.date });
      }),
    );

export type WithdrawalFields = z.infer<typeof withdrawalSchema>;
export type CancellationFields = z.infer<ReturnType<typeof cancellationSchema>>;
