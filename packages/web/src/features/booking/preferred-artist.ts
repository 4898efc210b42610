import { useMemo, useSyncExternalStore } from 'react';
import type { PublicProfile } from '@mehendi/shared';
import { ApiRequestError, apiRequest } from '../../lib/api-client';
import { readItem, readJson, removeItem, writeJson } from '../../lib/storage';

/** The artist asked for from a profile's "Book with …": sent as the booking's `preferredArtistId`. */
export interface PreferredArtist {
  id: string;
  slug: string;
  firstName: string;
}

/** The asked-for artist kept in this browser (it outlives the phone login), or null. */
export function readPreferredArtist(): PreferredArtist | null {
  const stored = readJson('preferredArtist');
  if (typeof stored !== 'object' || stored === null) return null;
  const { id, slug, firstName } = stored as Record<string, unknown>;
  return typeof id === 'string' && typeof slug === 'string' && typeof firstName === 'string'
    ? { id, slug, firstName }
    : null;
}

// The form's parts that show the wish (the note, the calendar's marks) follow each keep and forget.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function keepPreferredArtist(artist: PreferredArtist): void {
  writeJson('preferredArtist', artist);
  listeners.forEach((listener) => listener());
}

export function forgetPreferredArtist(): void {
  removeItem('preferredArtist');
  listeners.forEach((listener) => listener());
}

/** The asked-for artist kept in this browser, as it changes; null on the server's prerender. */
export function usePreferredArtist(): PreferredArtist | null {
  // The stored text is the snapshot: a string compares equal while nothing changed.
  const stored = useSyncExternalStore(
    subscribe,
    () => readItem('preferredArtist'),
    () => null,
  );
  return useMemo(() => (stored === null ? null : readPreferredArtist()), [stored]);
}

/** GET /api/artists/public/{slug}: the profile's id and first name; null when it is not public (404). */
export async function fetchPreferredArtist(
  slug: string,
  signal?: AbortSignal,
): Promise<PreferredArtist | null> {
  try {
    const profile = await apiRequest<PublicProfile>(`/api/artists/public/${encodeURIComponent(slug)}`, {
      signal,
    });
    return { id: profile.id, slug: profile.slug, firstName: profile.firstName };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
