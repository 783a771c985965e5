export { DEVICE_TOKEN_HEADER, DEVICE_TOKEN_SECONDS, isDeviceToken, randomSecret, signDeviceToken, verifyDeviceToken } from './device-token.ts';
export { Lane, LaneFull, type LaneLimits } from './lane.ts';
