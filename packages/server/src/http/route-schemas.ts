// Route schema parts several modules declare alike, so each is written once.
import { apiErrorSchema, idParamsSchema, messageResponseSchema } from '@mehendi/shared';

/**
 * The refusals of a step in a record's life (docs/api.md#errors): bad input, no such record (or not the
 * session's), and a state that does not allow the step.
 */
export const STEP_REFUSALS = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** An admin's DELETE of one record by its id: the message, or 404 when there is no such record. */
export function deleteByIdSchema(summary: string) {
  return { summary, params: idParamsSchema, response: { 200: messageResponseSchema, 404: apiErrorSchema } };
}
