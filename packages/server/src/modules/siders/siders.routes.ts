import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  apiErrorSchema,
  idParamsSchema,
  messageResponseSchema,
  sidersDesignSchema,
  sidersTypeParamsSchema,
  sidersUploadFieldsSchema,
} from '@mehendi/shared';
import { requireRole } from '../../auth/require-role';
import { sendCachedAnswer } from '../../catalogue/send-cached-answer';
import { registerImageUploads } from '../../images/image-upload';
import { readUploadForm, uploadRouteSchema } from '../../images/upload-fields';
import { listSidersDesigns } from './siders.repository';
import { deleteSidersDesign, toSidersDesign, uploadSidersDesign } from './siders.service';

const uploadResponseSchema = messageResponseSchema.extend({ design: sidersDesignSchema });
const deleteParamsSchema = z.object({ designId: idParamsSchema.shape.id });

const sidersRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerImageUploads(app);

  app.post(
    '/siders-designs/upload',
    {
      onRequest: requireRole('admin'),
      schema: uploadRouteSchema(uploadResponseSchema),
    },
    async (request, reply) => {
      const form = await readUploadForm(
        request,
        sidersUploadFieldsSchema,
        MESSAGES.sidersUploadFieldsMissing,
      );
      if ('refusal' in form) return reply.code(400).send(form.refusal);
      const row = await uploadSidersDesign(app.db, app.storage, form.data.sidersType, form.image);
      await app.catalogue.changed();
      return reply.code(201).send({ message: MESSAGES.uploadSuccess, design: toSidersDesign(row) });
    },
  );

  app.get(
    '/siders-designs/:type',
    {
      // The busiest public read: two log lines per request would cost more than answering it.
      logLevel: 'warn',
      schema: {
        params: sidersTypeParamsSchema,
        response: { 200: z.array(sidersDesignSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { type } = request.params;
      const answer = await app.catalogue.answer(`siders/${type}`, async () =>
        (await listSidersDesigns(app.db, type)).map(toSidersDesign),
      );
      return sendCachedAnswer(request, reply, answer);
    },
  );

  app.delete(
    '/siders-designs/:designId',
    {
      onRequest: requireRole('admin'),
      schema: {
        params: deleteParamsSchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const deleted = await deleteSidersDesign(
        app.db,
        app.storage,
        request.log,
        request.params.designId,
        () => app.catalogue.changed(),
      );
      if (!deleted) return reply.code(404).send({ error: MESSAGES.notFound });
      return { message: MESSAGES.sidersDeleted };
    },
  );
};

export default sidersRoutes;
