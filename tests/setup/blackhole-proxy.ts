// A TCP proxy that can go silent, as a network that drops packets does: while blackholed it accepts
// connections and takes what either side sends, but delivers nothing, and answers no new connection.
// When it forwards again, the held bytes go through (TCP would retransmit them) and new connections
// reach the target: a partition ends, nothing is refused or reset along the way.
import { connect, createServer, type Socket } from "node:net";

export type BlackholeProxy = {
  port: number;
  /** The target's URL with the proxy's address in it ("redis://127.0.0.1:<port>"), when given a URL. */
  url: string;
  blackhole(): void;
  forward(): void;
  close(): Promise<void>;
};

export async function startBlackholeProxy(to: { host: string; port: number } | string): Promise<BlackholeProxy> {
  const url = typeof to === "string" ? new URL(to) : null;
  const target = url ? { host: url.hostname, port: Number(url.port) } : (to as { host: string; port: number });
  let silent = false;
  const links = new Set<() => void>();
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    return socket.on("close", () => sockets.delete(socket));
  };

  const server = createServer((client) => {
    track(client);
    let upstream: Socket | null = null;
    const toTarget: Buffer[] = [];
    const toClient: Buffer[] = [];
    const deliver = () => {
      if (silent || client.destroyed) return;
      upstream ??= track(connect(target.port, target.host))
        .on("data", (chunk: Buffer) => {
          toClient.push(chunk);
          deliver();
        })
        .on("close", () => client.destroy())
        .on("error", () => client.destroy());
      for (const chunk of toTarget.splice(0)) upstream.write(chunk);
      for (const chunk of toClient.splice(0)) client.write(chunk);
    };
    links.add(deliver);
    client
      .on("data", (chunk: Buffer) => {
        toTarget.push(chunk);
        deliver();
      })
      .on("close", () => {
        links.delete(deliver);
        upstream?.destroy();
      })
      .on("error", () => client.destroy());
    deliver();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  const port = (server.address() as { port: number }).port;
  return {
    port,
    url: `${url?.protocol ?? "tcp:"}//127.0.0.1:${port}`,
    blackhole: () => {
      silent = true;
    },
    forward: () => {
      silent = false;
      for (const deliver of links) deliver();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
