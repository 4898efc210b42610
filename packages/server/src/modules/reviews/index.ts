// The reviews module's public entry: what other modules may use (README: "Where to change what").
export { reviews } from './reviews.schema';
export { deleteReviewRowOfBooking, publishedRatings } from './reviews.repository';
export { deleteReviewsOf } from './reviews.service';
export { publishedReviewsOf, toPublicReview } from './reviews.repository';
