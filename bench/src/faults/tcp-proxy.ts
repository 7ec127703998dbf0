import net from 'node:net';

export type ProxyState = 'up' | 'down' | 'silent';

export type TcpProxy = {
  port: number;
  /**
   * up: forwards to the target. down: the port refuses connections and every open one is cut,
   * as when the service's process dies. silent: connections are accepted and never answered, as
   * behind a dead network path.
   */
  set: (state: ProxyState) => Promise<void>;
  /** Local ports (as the target sees them) of the forwarded connections that a cut destroyed. */
  cutPorts: Set<number>;
  close: () => Promise<void>;
};

/** A TCP proxy in front of a shared service, so a test can take "the service" down without touching it. */
export const startTcpProxy = async (targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> => {
  let state: ProxyState = 'up';
  const open = new Set<net.Socket>();
  const upstreams = new Set<net.Socket>();
  const cutPorts = new Set<number>();

  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (state === 'silent') return;
    const upstream = net.connect(targetPort, targetHost);
    upstreams.add(upstream);
    upstream.on('close', () => {
      upstreams.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;

  const cut = () => {
    for (const upstream of upstreams) {
      if (upstream.localPort !== undefined) cutPorts.add(upstream.localPort);
      upstream.destroy();
    }
    for (const socket of open) socket.destroy();
  };

  return {
    port,
    cutPorts,
    set: async (next) => {
      if (next === state) return;
      const wasListening = state !== 'down';
      state = next;
      cut();
      if (next === 'down') await new Promise<void>((resolve) => server.close(() => resolve()));
      else if (!wasListening) await listen(port);
    },
    close: async () => {
      cut();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
