// The visits module's public entry: what other modules may use (README: "Where to change what").
export { bookingCalendar } from './booking-calendar';
export { endFeed as endCalendarFeed } from './calendar-feeds.service';
