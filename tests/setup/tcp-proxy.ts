// A TCP proxy in the test process that can play a network partition: `cut()` stops forwarding without closing
// anything (connections stay open, bytes wait unread, as when packets stop arriving; a new connection is
// accepted and gets no answer), `mend()` lets the held bytes through again. Used for Redis outages.
import net from "node:net";

export type TcpProxy = { url: string; cut(): void; mend(): void; close(): Promise<void> };

/** Listens on a free port and forwards to `target` ("redis://host:port"); the URL it returns has the same scheme. */
export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { protocol, hostname, port } = new URL(target);
  let cut = false;
  const pairs = new Set<[net.Socket, net.Socket]>();
  const forward = ([client, upstream]: [net.Socket, net.Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ([client, upstream]: [net.Socket, net.Socket]) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    // Either side going away ends the pair: the app's client gave up on it, or Redis closed it.
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) socket.on("error", end).on("close", end);
    if (cut) hold(pair);
    else forward(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: listening } = server.address() as net.AddressInfo;
  return {
    url: `${protocol}//127.0.0.1:${listening}`,
    cut() {
      cut = true;
      for (const pair of pairs) hold(pair);
    },
    mend() {
      cut = false;
      for (const pair of pairs) forward(pair);
    },
    close() {
      for (const pair of pairs) for (const socket of pair) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
