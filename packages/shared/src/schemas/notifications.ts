// POST /api/notifications/read: the admin marks the given notifications read, or all without ids.
import { z } from 'zod';
import { MESSAGES } from '../messages';

export const markNotificationsReadSchema = z
  .object(
    {
      ids: z
        .array(z.uuid({ error: MESSAGES.notFound }), { error: MESSAGES.notFound })
        .max(500, MESSAGES.notFound)
        .optional(),
    },
    { error: MESSAGES.invalidRequest },
  )
  .optional();
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

export const markNotificationsReadResponseSchema = z.object({ updated: z.number().int().nonnegative() });
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>;
