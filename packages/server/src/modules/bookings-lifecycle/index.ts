// The booking lifecycle's public entry: other modules (customers' and artists' own pages) change a
// booking's status only through these.
export {
  assignArtist,
  cancelBooking,
  completeBooking,
  releaseBooking,
  type LifecycleDeps,
  type LifecycleResult,
  type Owner,
} from './lifecycle.service';
