/**
 * A TCP proxy in front of the Chronicle server, so the session can break real connections: drop every open one
 * (a network failure under a live feed), stall them (half-open: nothing arrives, nothing closes), refuse new ones
 * for a while, or cut the next answer before it reaches
 * the client (a command whose answer is lost after the server applied it).
 */
import net from "node:net";

export interface Proxy {
  url: string;
  /** Destroy every open connection, both ways. */
  dropAll(): void;
  /** While refusing, new connections are closed at once. */
  refuse(on: boolean): void;
  /** Stop forwarding what the server sends on the open connections, leaving them open: a half-open connection. */
  stallAll(): void;
  /** The next bytes the server sends are not forwarded: that connection is destroyed instead. */
  cutNextAnswer(): void;
  /** Answers cut so far. */
  cut: number;
  close(): Promise<void>;
}

export async function startProxy(target: URL): Promise<Proxy> {
  const open = new Set<net.Socket>();
  const upstreams = new Set<net.Socket>();
  let refusing = false;
  let cutting = false;
  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port), target.hostname);
    open.add(client).add(upstream);
    upstreams.add(upstream);
    const forget = (): void => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
      upstreams.delete(upstream);
    };
    client.on("close", forget).on("error", forget);
    upstream.on("close", forget).on("error", forget);
    client.on("data", (chunk: Buffer) => upstream.write(chunk));
    upstream.on("data", (chunk: Buffer) => {
      if (cutting) {
        cutting = false;
        proxy.cut += 1;
        forget();
        return;
      }
      client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;
  const proxy: Proxy = {
    url: `http://127.0.0.1:${address.port}`,
    dropAll: () => {
      for (const socket of open) socket.destroy();
      open.clear();
    },
    stallAll: () => {
      for (const upstream of upstreams) upstream.pause();
    },
    refuse: (on) => {
      refusing = on;
    },
    cutNextAnswer: () => {
      cutting = true;
    },
    cut: 0,
    close: () => {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
