// The orders feature's public face for other areas (the merchant's order pages): the status
// timeline and the one-line address of an order.
export { StatusTimeline } from './components/status-timeline';
export { partyText } from './lib/party-text';
