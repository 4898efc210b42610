// The push module's public entry: what other modules may use (README: "Where to change what").
export { artistHasSubscription, enqueuePush, type OutgoingPush, type PushRecipient } from './push.repository';
export { offerPush, ownerPush, pushOfArtistText, textFailedPush } from './push-messages';
