// Records the screenshot scripts photograph, made through the API the way a phone makes them (captcha
// solved, code read from the server log), with the tests' one client (packages/test-client).
import {
  adminLogin,
  ApiClient,
  bookingPayload,
  daysFromToday,
  fetchTransport,
  phoneSession as verifiedPhone,
  randomMobile,
  samplePhoto,
  serverLogCodes,
} from '@mehendi/test-client';
import { SHOTS_ADMIN } from './start-product.mjs';

export const apiOf = (product) => new ApiClient(fetchTransport(product.baseUrl));

/** A verified phone session for the 10-digit `phone`; answers its token. */
export function phoneSession(product, role, phone) {
  return verifiedPhone(apiOf(product), serverLogCodes(product.logFile), { role, phone });
}

/** The admin's session token on the screenshot product. */
export function adminSession(product) {
  return adminLogin(apiOf(product), SHOTS_ADMIN);
}

/**
 * A booking of Bridal 2000-3000 in 12 and 13 days (or on `dates`), from `phone` (a new number by default)
 * with its session `token` (a new one by default).
 */
export async function postBooking(
  product,
  fullName,
  { siders = false, phone = randomMobile(), token, dates = [daysFromToday(12), daysFromToday(13)] } = {},
) {
  const api = apiOf(product);
  const [design] = await api.ok('GET', '/api/designs/Bridal/2000-3000');
  const [sidersDesign] = siders ? await api.ok('GET', '/api/siders-designs/arabic') : [];
  token ??= await phoneSession(product, 'customer', phone);
  const booking = await api.ok('POST', '/api/customers/add', {
    token,
    json: bookingPayload(design, {
      fullName,
      contactNumber: phone,
      selectedDates: dates,
      selectedTime: 'Afternoon to Evening (4:00 PM to 9:00 PM)',
      venueAddress: 'Flat 7, Gulmohar Apartments, Karve Road, Pune',
      venuePincode: '411004',
      guestCount: 4,
      ...(siders
        ? {
            includeSiders: true,
            sidersType: 'arabic',
            sidersLength: 'wrist',
            sidersDesigns: [sidersDesign.imagePath],
          }
        : {}),
    }),
  });
  return { id: booking._id, phone, token };
}

/** An artist application with two sample photos; answers its id, number and session token. */
export async function postApplication(product, fullName, varieties, hue) {
  const whatsappNumber = randomMobile();
  const token = await phoneSession(product, 'artist', whatsappNumber);
  const photo = async (name, photoHue) => ({
    field: 'uploadedDesigns',
    name,
    type: 'image/jpeg',
    bytes: await samplePhoto(photoHue),
  });
  const { artist } = await apiOf(product).ok('POST', '/api/artists/add', {
    token,
    form: {
      fields: {
        fullName,
        whatsappNumber,
        address: 'Flat 4, Shanti Niwas, Karve Road, Pune',
        pincode: '411004',
        jobTerm: 'Full-time',
        mehendiVarieties: JSON.stringify(varieties),
        availability: JSON.stringify({ timeRange: 'Any Time From Morning Till Night' }),
      },
      files: [await photo('bridal-hands.jpg', hue), await photo('arabic-feet.jpg', hue + 40)],
    },
  });
  return { id: artist._id, phone: whatsappNumber, token };
}
