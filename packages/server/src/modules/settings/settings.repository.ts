// The owner's settings (docs/api.md#settings): read where they decide something, so every process sees a
// change at once; a missing row is the default.
import { sql } from 'drizzle-orm';
import {
  TEAM_TIMES,
  ownerSettingsSchema,
  type OwnerSettings,
  type OwnerSettingsUpdate,
} from '@mehendi/shared';
import type { Db } from '../../db/database';
import { ownerSettings } from './settings.schema';

export const OWNER_SETTING_DEFAULTS: OwnerSettings = { autoOffers: true, teamTimes: TEAM_TIMES };

export async function readOwnerSettings(db: Db): Promise<OwnerSettings> {
  const rows = await db.select().from(ownerSettings);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  // A value of an older shape falls back to its default rather than failing every booking.
  const parsed = ownerSettingsSchema.partial().safeParse(stored);
  return { ...OWNER_SETTING_DEFAULTS, ...(parsed.success ? parsed.data : {}) };
}

export async function saveOwnerSettings(db: Db, settings: OwnerSettingsUpdate): Promise<OwnerSettings> {
  for (const [key, value] of Object.entries(settings).filter(([, value]) => value !== undefined))
    await db
      .insert(ownerSettings)
      .values({ key, value })
      .onConflictDoUpdate({
        target: ownerSettings.key,
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
  return readOwnerSettings(db);
}
