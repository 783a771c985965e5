// The shopper's IP travels from the express server (server.ts, which knows the socket and the
// trusted proxies) to the request handlers in this header. server.ts always overwrites it, so a
// value sent by the client itself never survives.
export const CLIENT_IP_HEADER = 'x-aisle-client-ip';
