// The artist profile bench:web measures (issue 27): an approved artist with her profile public, two sample
// designs and a published review with a stain photo, made through the API as a phone would make them.
import { daysFromToday, samplePhoto } from '@mehendi/test-client';
import { adminSession, apiOf, postApplication, postBooking } from './shots-records.mjs';

/** Answers the profile's path ('/artists/priya-…'). */
export async function publicProfile(product) {
  const api = apiOf(product);
  const admin = await adminSession(product);
  const artist = await postApplication(product, 'Priya Deshmukh', ['Bridal', 'Engagement'], 30);
  await api.ok('PATCH', `/api/artists/${artist.id}/review`, { token: admin, json: { status: 'approved' } });
  const { slug } = await api.ok('PATCH', '/api/my/profile', { token: artist.token, json: { public: true } });
  // Booked for today: a booking is completed on or after its first day.
  const booking = await postBooking(product, 'Lata Kulkarni', { dates: [daysFromToday(0)] });
  await api.ok('POST', `/api/customers/${booking.id}/assign`, {
    token: admin,
    json: { artistId: artist.id },
  });
  await api.ok('POST', `/api/customers/${booking.id}/status`, {
    token: admin,
    json: { status: 'completed' },
  });
  const review = await api.ok('POST', `/api/my/bookings/${booking.id}/review`, {
    token: booking.token,
    form: {
      fields: { stars: '5', text: 'Deep maroon by the second morning, and so neat.' },
      files: [{ field: 'photos', name: 'stain.jpg', type: 'image/jpeg', bytes: await samplePhoto(35) }],
    },
  });
  await api.ok('PATCH', `/api/reviews/${review._id}`, { token: admin, json: { status: 'published' } });
  return `/artists/${slug}`;
}
