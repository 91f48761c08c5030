// The points feature's public face (lazy: the shell imports it on use).
export { refreshPointBalance } from './lib/points-balance';
export { isPointMode, POINT_MODE_EVENT, switchPointMode } from './lib/switch-mode';
export { ModeSwitchButton } from './components/mode-switch-button';
