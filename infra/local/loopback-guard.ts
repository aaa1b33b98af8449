import type { IncomingHttpHeaders, RequestListener, Server } from 'node:http';

/**
 * The stand-ins (dynalite, s3rver, cognito-local, the fake Stripe API) listen on 127.0.0.1 for the
 * server's own SDK calls only. A web page the developer happens to open could still reach them:
 * a cross-site request carries an Origin header, and a DNS-rebinding page a Host that is its own
 * name. Requests with either are refused; the SDKs send neither.
 */
export function isServerToServer(headers: IncomingHttpHeaders, port: number): boolean {
  if (headers.origin !== undefined) return false;
  return headers.host === `127.0.0.1:${port}` || headers.host === `localhost:${port}`;
}

/** Puts the check in front of every request listener of a stand-in's HTTP server. */
export function guardLoopbackServer(server: Server): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request, response) => {
    const { port } = server.address() as { port: number };
    if (!isServerToServer(request.headers, port)) {
      request.resume();
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Only the Inroom server may call this stand-in\n');
      return;
    }
    for (const listener of listeners) listener(request, response);
  });
}

/**
 * The Host names the site answers to: localhost, an IP address (the LAN address of a demo), or the
 * configured host. A DNS name that resolved to this machine (DNS rebinding: another site's page
 * made same-origin with ours) is refused, so such a page cannot sign in with the printed admin
 * password through /local/cognito or read /local/outbox.
 */
export function isOwnHost(host: string | undefined, configuredHost: string): boolean {
  if (!host) return false;
  const match = /^(\[[0-9A-Fa-f:.]+\]|[^:]+)(?::\d{1,5})?$/.exec(host);
  const name = match?.[1]?.toLowerCase();
  if (!name) return false;
  return (
    name === 'localhost' ||
    name === configuredHost.toLowerCase() ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(name) ||
    name.startsWith('[')
  );
}
