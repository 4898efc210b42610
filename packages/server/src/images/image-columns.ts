import { integer, text } from 'drizzle-orm/pg-core';

// Columns of a stored photo (both sizes), the same in both catalogue tables; fresh builders per table.
export const imageColumns = () => ({
  publicId: text('public_id').unique(),
  imageKey: text('image_key').notNull(),
  imagePath: text('image_path').notNull().unique(),
  thumbKey: text('thumb_key').notNull(),
  thumbPath: text('thumb_path').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  thumbWidth: integer('thumb_width').notNull(),
  thumbHeight: integer('thumb_height').notNull(),
});
