// The reviews module's public entry: what other modules may use (README: "Where to change what").
export { reviews } from './reviews.schema';
export { deleteReviewsOf, publishedRatings } from './reviews.repository';
export { publishedReviewsOf, toPublicReview } from './reviews.repository';
