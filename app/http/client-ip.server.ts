/**
 * server.ts overwrites this header with Express's view of the peer address on every request,
 * so a client cannot choose the IP its failed sign-ins are counted under.
 */
export const CLIENT_IP_HEADER = "x-melee-client-ip";

export function clientIp(request: Request) {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
