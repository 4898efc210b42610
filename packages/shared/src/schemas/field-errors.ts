// Turns a validation failure into the per-field map of ApiError.fields and of the forms.
import type { z } from 'zod';

/**
 * The first message of each top-level field, e.g. { fullName: '...', availability: '...' }. Issues about
 * the payload as a whole (empty path) have no field and are left out.
 */
export function fieldErrors(error: Pick<z.core.$ZodError, 'issues'>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const head = issue.path[0];
    if (head === undefined || typeof head === 'symbol') continue;
    const field = String(head);
    if (field === '__proto__' || Object.hasOwn(fields, field)) continue;
    fields[field] = issue.message;
  }
  return fields;
}
