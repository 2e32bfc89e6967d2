/**
 * Room lib/validation: one zod schema per form, shared by the browser and the server, and the IBAN check.
 * Used by the forms in components/, the server actions, the enquiry API and lib/server/env.ts.
 */

import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';

type SchemaLoader<Values> = () => Promise<z.ZodMiniType<Values, Values>>;

/**
 * react-hook-form resolver for a zod/mini schema that is loaded on first use. zod is about 20 KB gzip once bundled
 * (Turbopack keeps all of its core), so pages load it only when the visitor starts filling in a form: call
 * `preload` on first focus, and the first validation waits for it at most once. Errors carry the first message per
 * field, nested with the field's ref as react-hook-form expects, so focus moves to the first invalid field.
 */
export function lazySchemaResolver<Values extends FieldValues>(
  load: SchemaLoader<Values>,
): { resolver: Resolver<Values>; preload: () => void } {
  let schema: Promise<z.ZodMiniType<Values, Values>> | undefined;
  const loaded = () => {
    schema ??= load().catch((error: unknown) => {
      schema = undefined; // a failed chunk load is retried on the next attempt
      throw error;
    });
    return schema;
  };
  const resolver: Resolver<Values> = async (values, _context, options) => {
    const result = (await loaded()).safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors as FieldErrors, options) as FieldErrors<Values> };
  };
  return { resolver, preload: () => void loaded().catch(() => {}) };
}
