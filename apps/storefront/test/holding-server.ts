// A real express server for middleware tests: the middleware under test in front, and a handler that
// holds every request it gets until the test releases it (`held`), counting arrivals.
import express, { type RequestHandler } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HoldingServer {
  base: string;
  /** One release per request that reached the handler and waits for its answer. */
  held: Array<() => void>;
  arrived(): number;
  close(): Promise<void>;
}

export async function holdingServer(...middleware: RequestHandler[]): Promise<HoldingServer> {
  const app = express();
  for (const handler of middleware) app.use(handler);
  const held: Array<() => void> = [];
  let arrived = 0;
  app.all(/.*/, (_request, response) => {
    arrived += 1;
    held.push(() => response.type('html').send('<h1>rendered</h1>'));
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held,
    arrived: () => arrived,
    close: async () => {
      for (const release of held.splice(0)) release();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Waits (polling every 5 ms) until the condition holds. */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
