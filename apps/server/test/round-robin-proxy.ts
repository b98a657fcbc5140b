import http from 'node:http';
import net from 'node:net';

/**
 * A load balancer in miniature, standing in for nginx's upstream (deploy/nginx/atrium.conf): each
 * request, and each WebSocket upgrade, goes to the next server in turn. No sticky sessions, as in
 * a deployment, so whatever works through it works on any process. Used by the process-cluster
 * test and the cluster bench.
 */
export interface RoundRobinProxy {
  url: string;
  /** Requests (and upgrades) sent to each target so far, in the targets' order. */
  served: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(targets: readonly string[]): Promise<RoundRobinProxy> {
  const upstreams = targets.map((target) => new URL(target));
  const served = upstreams.map(() => 0);
  // Kept-alive connections to the targets, as nginx's `keepalive` does: a fresh connection per
  // request would measure the proxy's connection set-up rather than the servers.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  // Upgraded sockets leave the HTTP server's bookkeeping: closing must end them itself.
  const tunnels = new Set<net.Socket>();
  let turn = 0;
  const next = () => {
    const index = turn++ % upstreams.length;
    served[index]! += 1;
    return upstreams[index]!;
  };

  const server = http.createServer((request, response) => {
    const upstream = next();
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });

  // A WebSocket: replay the upgrade request to the chosen target and splice the two sockets.
  server.on('upgrade', (request, client: net.Socket, head: Buffer) => {
    const upstream = next();
    const target = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      }
      target.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) target.write(head);
      target.pipe(client);
      client.pipe(target);
    });
    for (const socket of [client, target]) {
      tunnels.add(socket);
      socket.on('close', () => tunnels.delete(socket));
    }
    target.on('error', () => client.destroy());
    client.on('error', () => target.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        for (const socket of tunnels) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
