import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHaproxy, type Balancer } from './haproxy';

/**
 * deploy/haproxy.cfg logs abnormal requests; a token or a reset key in their query string (or after
 * a `;` in their path) must not reach that log. Three "instances" that answer 500 to everything make
 * every request abnormal.
 */
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0b2tlbi1kby1sb2cifQ.c2VncmVkby1kby1sb2c';
const RESET_KEY = 'Zr4nd0mR3s3tK3yThatW0rksF0rAnH0ur';

let failing: http.Server;
let balancer: Balancer;

beforeAll(async () => {
  failing = http.createServer((request, response) => {
    if (request.url === '/api/ready') response.writeHead(200).end('ok');
    else response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
  const address = `127.0.0.1:${(failing.address() as AddressInfo).port}`;
  balancer = await startHaproxy([address, address, address]);
});

afterAll(async () => {
  await balancer.stop();
  await new Promise((resolve) => failing.close(resolve));
});

describe('the load balancer log', () => {
  it('keeps the path of an abnormal request and never a token or a reset key', async () => {
    const urls = [
      `/api/user/getUserByAcessToken/?accessToken=${TOKEN}`,
      `/api/user/getUserByAcessToken/?;accessToken=${TOKEN}`,
      `/api/user/getUserByAcessToken/?accessToken%00=${TOKEN}`,
      `/api/user/getUserByAcessToken/?accessToken[]=${TOKEN}`,
      `/api/user/getUserByAcessToken/;accessToken=${TOKEN}`,
      `/auth/change-password?key=${RESET_KEY}`,
    ];
    const before = balancer.log.length;
    for (const url of urls) expect((await fetch(`${balancer.url}${url}`)).status).toBe(500);
    // HAProxy writes a request's line once it has ended, through a pipe read as it comes.
    const requestLines = () => balancer.log.slice(before).filter((line) => / "[A-Z]+ \S+ HTTP\//.test(line));
    await vi.waitFor(() => expect(requestLines().length).toBeGreaterThanOrEqual(urls.length), { timeout: 10_000, interval: 50 });
    const lines = requestLines();
    expect(lines.join('\n')).toContain('"GET /api/user/getUserByAcessToken/ HTTP/1.1"');
    expect(lines.join('\n')).toContain('"GET /auth/change-password HTTP/1.1"');
    for (const line of balancer.log) {
      expect(line).not.toContain(TOKEN.split('.')[1]);
      expect(line).not.toContain(RESET_KEY);
    }
  });
});
