import { describe, expect, it } from 'vitest';
import { startSmtp } from '../../../server/src/test/smtp';
import { candidateInput } from '../records';
import { startTcpProxy } from './tcp-proxy';
import { poll, report, serverEnv, startHub, tempDataDir } from './support';

const RECIPIENTS = 60;
const OUTAGE_MS = 4000;

type Recipient = { email: string | null; deliveries: { status: string; attempts: number }[] };

const smtp = await startSmtp();

describe('SMTP down while a message is being sent', () => {
  it('retries until the server is back: every delivery sent, each recipient mailed once', async () => {
    const smtpPort = Number(new URL(smtp.url).port);
    const proxy = await startTcpProxy(smtpPort);
    const dir = tempDataDir();
    const server = await startHub(
      serverEnv(dir, {
        SMTP_URL: `smtp://127.0.0.1:${proxy.port}?ignoreTLS=true`,
        OUTBOX_POLL_MS: '100',
        OUTBOX_BACKOFF_SECONDS: '1',
      }),
    );
    const { headers } = server.session;
    try {
      const ids: string[] = [];
      for (let index = 0; index < RECIPIENTS; index += 1) {
        const response = await fetch(`${server.url}/api/candidates`, { method: 'POST', headers, body: JSON.stringify(candidateInput()) });
        ids.push(((await response.json()) as { id: string }).id);
      }
      const composed = await fetch(`${server.url}/api/messages`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ typeUser: 1, audience: { kind: 'chosen', ids }, subject: 'Aviso de teste', body: '<p>Olá</p>', channels: ['email'] }),
      });
      expect(composed.status).toBe(201);
      const messageId = ((await composed.json()) as { id: string }).id;

      // The SMTP server goes away a third of the way through the sending, connections in flight cut.
      await poll(() => smtp.received.length >= RECIPIENTS / 3, 30_000);
      await proxy.set('down');
      const receivedBeforeOutage = smtp.received.length;
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      await proxy.set('up');

      const recipients = async (): Promise<Recipient[]> => {
        const response = await fetch(`${server.url}/api/messages/${messageId}/recipients?limit=100`, { headers });
        return ((await response.json()) as { rows: Recipient[] }).rows;
      };
      await poll(async () => (await recipients()).every((row) => row.deliveries.every((delivery) => delivery.status === 'sent')), 60_000, 250);
      const rows = await recipients();
      const attemptsLog = await fetch(`${server.url}/api/logs/email-sending-errors?limit=1`, { headers });
      const failedAttempts = ((await attemptsLog.json()) as { totalItens: number }).totalItens;

      const copies = new Map<string, { count: number; firstPort: number }>();
      for (const mail of smtp.received) {
        const key = mail.messageId ?? '';
        const seen = copies.get(key);
        copies.set(key, { count: (seen?.count ?? 0) + 1, firstPort: seen?.firstPort ?? mail.remotePort });
      }
      const mailedTo = new Set(smtp.received.flatMap((mail) => mail.to));
      const duplicates = [...copies.values()].filter((copy) => copy.count > 1);
      report('SMTP down', {
        deliveries: rows.length,
        sent: rows.filter((row) => row.deliveries[0]?.status === 'sent').length,
        receivedBeforeOutage,
        outageMs: OUTAGE_MS,
        connectionsCut: proxy.cutPorts.size,
        failedAttemptsRetried: failedAttempts,
        deliveriesRetried: rows.filter((row) => (row.deliveries[0]?.attempts ?? 0) > 1).length,
        maxAttempts: Math.max(...rows.map((row) => row.deliveries[0]?.attempts ?? 0)),
        mailsReceived: smtp.received.length,
        recipientsLost: rows.filter((row) => !mailedTo.has(row.email ?? '')).length,
        recipientsMailedTwice: duplicates.length,
      });

      expect(rows).toHaveLength(RECIPIENTS);
      expect(rows.every((row) => row.deliveries.length === 1 && row.deliveries[0]?.status === 'sent')).toBe(true);
      expect(failedAttempts).toBeGreaterThan(0);
      expect(rows.filter((row) => !mailedTo.has(row.email ?? ''))).toEqual([]);
      // One Message-ID per delivery. A second copy is possible only for a mail the SMTP server had
      // accepted on a connection the outage cut before its reply arrived: SMTP gives at-least-once.
      expect(copies.size).toBe(RECIPIENTS);
      for (const copy of duplicates) expect(proxy.cutPorts.has(copy.firstPort)).toBe(true);
    } finally {
      await server.stop();
      await proxy.close();
      dir.remove();
    }
  });
});
