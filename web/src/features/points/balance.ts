// The points balance the shell and the cart refresh after a session change; loaded on demand.
export { refreshPointBalance } from './lib/points-balance';
