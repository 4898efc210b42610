import type {
  Artist,
  AssignmentExplanation,
  OfferStats,
  OwnerSettings,
  OwnerSettingsUpdate,
} from '@mehendi/shared';
import { apiRequest } from '../../../lib/api-client';
import { useAdminAuth } from '../auth/admin-auth';
import { useResource } from '../hooks/use-resource';
import type { ListPage } from './admin-list-page';

/** One approved artist's offers this month, weight and automatic confirmation (GET /api/admin/offer-stats). */
export interface ArtistOfferFigures {
  artistId: string;
  weight: number;
  autoAccept: boolean;
  stats: OfferStats;
}

/** The owner's calls about offers to artists (docs/api.md#offers-to-artists, #settings). */
export function useOfferActions() {
  const { call } = useAdminAuth();
  return {
    /** Why an artist is (or would be) offered the booking: the candidates in order and every offer. */
    explanation: (bookingId: string) =>
      call((token) =>
        apiRequest<AssignmentExplanation>(`/api/customers/${encodeURIComponent(bookingId)}/assignment`, {
          token,
        }),
      ),
    settings: () => call((token) => apiRequest<OwnerSettings>('/api/admin/settings', { token })),
    /** The team times may be left out: they stay as they are. */
    saveSettings: (settings: OwnerSettingsUpdate) =>
      call((token) =>
        apiRequest<OwnerSettings>('/api/admin/settings', { method: 'PUT', token, body: settings }),
      ),
    offerStats: () => call((token) => apiRequest<ArtistOfferFigures[]>('/api/admin/offer-stats', { token })),
    saveWeight: (artistId: string, weight: number) =>
      call((token) =>
        apiRequest<{ weight: number }>(`/api/artists/${encodeURIComponent(artistId)}/offer-weight`, {
          method: 'PUT',
          token,
          body: { weight },
        }),
      ),
  };
}

/** Each approved artist's offer figures by id (reload() keeps the last ones shown meanwhile). */
export function useOfferFigures() {
  const actions = useOfferActions();
  return useResource('offer-stats', async () => {
    const figures = await actions.offerStats();
    return new Map(figures.map((figure) => [figure.artistId, figure]));
  });
}

/**
 * The approved artists' names by id, to say who a booking is offered to in the list without asking the
 * server why for every row; every page of 100 is read.
 */
export function useArtistNames() {
  const { call } = useAdminAuth();
  return useResource('artist-names', () =>
    call(async (token) => {
      const names = new Map<string, string>();
      for (let page = 1; ; page += 1) {
        const answer = await apiRequest<ListPage<Artist>>(
          `/api/artists/all?status=approved&pageSize=100&page=${page}`,
          { token },
        );
        for (const artist of answer.items) names.set(artist._id, artist.fullName);
        if (answer.items.length === 0 || page * answer.pageSize >= answer.total) return names;
      }
    }),
  );
}
