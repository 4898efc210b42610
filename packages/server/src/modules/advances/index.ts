// The advances module's public entry: what other modules may use (README: "Where to change what").
export { bookingAdvances } from './advances.schema';
export { advanceFigures, advancesOf, toAdvance, type AdvanceRow } from './advances.repository';
export { openAdvance, settleOnCancel } from './advances.service';
