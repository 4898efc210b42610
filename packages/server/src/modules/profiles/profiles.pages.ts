import type { FastifyPluginAsync } from 'fastify';
import { isProfileSlug } from '@mehendi/shared';
import { serverRenderedPages } from '../../http/server-rendered-pages';
import { findPublicProfile, listPublicProfiles } from './profiles.repository';

// The query keys of the web's profile pages (packages/web/src/features/profiles/api/get-profiles.ts).
const LIST_KEY = 'artist-profiles';
const profileKey = (slug: string) => `artist-profile:${slug}`;

/**
 * The address part as the web's router reads it, for the page's query key. Not the path parameter: one
 * holding a NUL was replaced by a marker before the handler (../../http/unstorable-text.ts).
 */
function slugOf(url: string): string {
  const part = url.slice('/artists/'.length).split('?')[0] ?? '';
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * "Our artists" and a profile as HTML with their data in it (docs/pages.md#artist-profiles): they paint
 * before any script runs and a shared link's preview (WhatsApp reads the Open Graph tags) shows the artist.
 * Without the web build's renderer the pages fall to the web app's own answer (the app fetches the data).
 */
const profilePages: FastifyPluginAsync = async (app) => {
  const send = serverRenderedPages(app.config.webDistDir, app.config.origin);

  app.get('/artists', async (request, reply) => {
    const data = { [LIST_KEY]: await listPublicProfiles(app.db) };
    if (!(await send(request, reply, { page: 'artists', data }))) return reply.callNotFound();
    return reply;
  });

  app.get('/artists/:slug', async (request, reply) => {
    const slug = slugOf(request.url);
    // An address that cannot be a profile's (a NUL, capitals, any length) is unknown without a look-up.
    const profile = isProfileSlug(slug) ? await findPublicProfile(app.db, slug) : null;
    // A hidden or unknown profile is the same page saying so, with 404.
    const page = {
      page: 'artist-profile',
      data: { [profileKey(slug)]: profile },
      status: profile ? 200 : 404,
    };
    if (!(await send(request, reply, page))) return reply.callNotFound();
    return reply;
  });
};

export default profilePages;
