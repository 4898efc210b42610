import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  apiErrorSchema,
  cloudinaryDeleteSchema,
  designCountSchema,
  designDeleteParamsSchema,
  designListParamsSchema,
  designSchema,
  designUploadFieldsSchema,
  idParamsSchema,
  messageResponseSchema,
  sidersDesignSchema,
  sidersTypeParamsSchema,
  sidersUploadFieldsSchema,
} from '@mehendi/shared';
import { requireRole } from '../../auth/require-role';
import { registerImageUploads } from '../../images/image-upload';
import { readUploadForm, uploadRouteSchema } from '../../images/upload-fields';
import { sendRefusal } from '../../http/outcome';
import { toCatalogueRecord } from './catalogue.repository';
import {
  DESIGN_COUNTS_KEY,
  deleteImage,
  deleteImageByPublicId,
  listRecords,
  readDesignCounts,
  uploadImage,
} from './catalogue.service';
import { sendCachedAnswer } from './in-memory/send-cached-answer';
import { shelfKey, type Shelf, type ShelfScope } from './shelves';

/**
 * One shelf's three calls (docs/api.md, "Public" and "Catalogue (admin)"), at its own paths and with its own messages; the
 * handlers are the same for both shelves.
 */
interface ShelfRoutes<
  Fields extends z.ZodType,
  ListParams extends z.ZodType,
  DeleteParams extends z.ZodType,
> {
  upload: {
    path: string;
    summary: string;
    fields: Fields;
    missing: string;
    shelf(fields: z.infer<Fields>): Shelf;
  };
  list: { path: string; summary: string; params: ListParams; shelf(params: z.infer<ListParams>): Shelf };
  remove: {
    path: string;
    summary: string;
    params: DeleteParams;
    scope(params: z.infer<DeleteParams>): ShelfScope;
  };
  record: z.ZodType;
  deleted: string;
}

const designRoutes: ShelfRoutes<
  typeof designUploadFieldsSchema,
  typeof designListParamsSchema,
  typeof designDeleteParamsSchema
> = {
  upload: {
    path: '/designs/upload',
    summary:
      'Adds one design photo (multipart: variety, priceRange, one image) to a variety and price range.',
    fields: designUploadFieldsSchema,
    missing: MESSAGES.uploadFieldsMissing,
    shelf: (fields) => ({ kind: 'designs', ...fields }),
  },
  list: {
    path: '/designs/:variety/:priceRange',
    summary: 'The designs of one variety and price range, newest first.',
    params: designListParamsSchema,
    shelf: (params) => ({ kind: 'designs', ...params }),
  },
  remove: {
    path: '/designs/:variety/:designId',
    summary: 'Deletes a design of that variety: the record, then both image sizes.',
    params: designDeleteParamsSchema,
    scope: (params) => ({ kind: 'designs', variety: params.variety }),
  },
  record: designSchema,
  deleted: MESSAGES.designDeleted,
};

const sidersDeleteParamsSchema = z.object({ designId: idParamsSchema.shape.id });

const sidersRoutes: ShelfRoutes<
  typeof sidersUploadFieldsSchema,
  typeof sidersTypeParamsSchema,
  typeof sidersDeleteParamsSchema
> = {
  upload: {
    path: '/siders-designs/upload',
    summary: 'Adds one siders design photo (multipart: sidersType, one image).',
    fields: sidersUploadFieldsSchema,
    missing: MESSAGES.sidersUploadFieldsMissing,
    shelf: (fields) => ({ kind: 'siders', sidersType: fields.sidersType }),
  },
  list: {
    path: '/siders-designs/:type',
    summary: 'The siders designs of one type, newest first.',
    params: sidersTypeParamsSchema,
    shelf: (params) => ({ kind: 'siders', sidersType: params.type }),
  },
  remove: {
    path: '/siders-designs/:designId',
    summary: 'Deletes a siders design: the record, then both image sizes.',
    params: sidersDeleteParamsSchema,
    scope: () => ({ kind: 'siders' }),
  },
  record: sidersDesignSchema,
  deleted: MESSAGES.sidersDeleted,
};

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerImageUploads(app);

  function registerShelf<F extends z.ZodType, L extends z.ZodType, D extends z.ZodType>(
    shelf: ShelfRoutes<F, L, D>,
  ): void {
    app.post(
      shelf.upload.path,
      {
        onRequest: requireRole('admin'),
        schema: {
          summary: shelf.upload.summary,
          ...uploadRouteSchema(messageResponseSchema.extend({ design: shelf.record })),
        },
      },
      async (request, reply) => {
        const form = await readUploadForm(request, shelf.upload.fields, shelf.upload.missing);
        if ('refusal' in form) return reply.code(400).send(form.refusal);
        const row = await uploadImage(app, shelf.upload.shelf(form.data), form.image);
        await app.catalogue.changed();
        return reply.code(201).send({ message: MESSAGES.uploadSuccess, design: toCatalogueRecord(row) });
      },
    );

    app.get(
      shelf.list.path,
      {
        config: {
          // The busiest public read: a log line per request would cost more than answering it.
          requestLog: false,
          // The answer is compressed once per catalogue change (sendCachedAnswer), and a GET has no body.
          compress: false,
          decompress: false,
        },
        schema: {
          summary: shelf.list.summary,
          params: shelf.list.params,
          response: { 200: z.array(shelf.record), 400: apiErrorSchema },
        },
      },
      // Not async: a list already in memory is sent without a promise turn (the common case).
      (request, reply) => {
        const group = shelf.list.shelf(request.params as z.infer<L>);
        const key = shelfKey(group);
        const ready = app.catalogue.ready(key);
        if (ready) {
          sendCachedAnswer(request, reply, ready);
          return;
        }
        return app.catalogue
          .answer(key, () => listRecords(app, group))
          .then((answer) => {
            sendCachedAnswer(request, reply, answer);
          });
      },
    );

    app.delete(
      shelf.remove.path,
      {
        onRequest: requireRole('admin'),
        schema: {
          summary: shelf.remove.summary,
          params: shelf.remove.params,
          response: { 200: messageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { designId } = request.params as { designId: string };
        const scope = shelf.remove.scope(request.params as z.infer<D>);
        const deps = { db: app.db, storage: app.storage, log: request.log };
        const deleted = await deleteImage(deps, scope, designId, () => app.catalogue.changed());
        if (!deleted.ok) return sendRefusal(reply, deleted);
        return { message: shelf.deleted };
      },
    );
  }

  registerShelf(designRoutes);
  registerShelf(sidersRoutes);

  // Which price ranges have designs, so the booking form never offers an empty one; served from memory
  // like the lists (its key is its path), and cleared with them on every catalogue change.
  app.get(
    `/${DESIGN_COUNTS_KEY}`,
    {
      config: { requestLog: false, compress: false, decompress: false },
      schema: {
        summary: 'How many designs each price range of each variety has (0 for none yet).',
        response: { 200: z.array(designCountSchema) },
      },
    },
    async (request, reply) => {
      const answer = await app.catalogue.answer(DESIGN_COUNTS_KEY, () => readDesignCounts(app));
      return sendCachedAnswer(request, reply, answer);
    },
  );

  // Kept for the old client, which asks for the image host's copy to be removed before DELETE.
  app.post(
    '/cloudinary-delete',
    {
      onRequest: requireRole('admin'),
      schema: {
        summary:
          'Removes a catalogue image by its public id (kept for the old client, which calls it before DELETE).',
        body: cloudinaryDeleteSchema,
        response: { 200: messageResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const deleted = await deleteImageByPublicId(app, request.body.publicId);
      if (!deleted.ok) return sendRefusal(reply, deleted);
      return { message: MESSAGES.designDeleted };
    },
  );
};

export default catalogueRoutes;
