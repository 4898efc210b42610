// The booking lifecycle's public entry: other modules (customers' and artists' own pages) change a
// booking's status only through these.
export {
  assignArtist,
  cancelBooking,
  clashingBooking,
  completeBooking,
  releaseBooking,
  type LifecycleDeps,
  type LifecycleResult,
  type Owner,
} from './lifecycle.service';
export { rankCandidates } from './candidates';
