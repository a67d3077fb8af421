/** Liveness of the web server, for launchers and load balancers. */
export function GET(): Response {
  return Response.json({ status: 'ok' });
}
