import { createServer } from 'node:net';

/** A port that was free a moment ago on 127.0.0.1 (for a process that must be told its port). */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
