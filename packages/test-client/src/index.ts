// The tests' one HTTP client (README "What is where"): server process tests, the browser tests' set-up and the
// screenshot scripts arrange data through it, over fetch or Fastify's inject.
export { ApiClient, ApiResponse, fetchTransport, type RequestOptions, type Transport } from './api-client';
export type { TransportRequest, TransportResponse } from './api-client';
export { encodeCaptcha, solvedCaptcha } from './captcha';
export { adminLogin, uploadToShelf } from './catalogue';
export { multipart, type FilePart, type MultipartRequest } from './multipart';
export { codeInText, serverLogCodes, type CodeSource } from './phone-codes';
export { phoneSession, randomMobile } from './phone-session';
export { samplePhoto } from './sample-photo';
export { bookingPayload, daysFromToday } from './booking-payload';
