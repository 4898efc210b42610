// The catalogue module's public entry (README: "Where to change what"): designs and siders designs, their
// routes of the original API (docs/api.md#catalogue-admin), the in-memory copy of their lists, and the one
// question a booking asks.
export { chosenFiles, designCounts, type CatalogueChoice, type ChosenFiles } from './catalogue.service';
export type { Catalogue } from './in-memory/catalogue.plugin';
// Answers kept in memory and cleared across processes on every change, which the bookings' availability
// keeps the same way (docs/speed.md#the-catalogue-from-memory).
export { keepAnswers, type KeptAnswers } from './in-memory/kept-answers';
export { sendCachedAnswer } from './in-memory/send-cached-answer';
export { writeKeptAnswer } from './in-memory/list-from-memory';
