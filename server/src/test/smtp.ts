import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll } from 'vitest';

/** remotePort: the client's port, to tell which connection brought a mail (fault tests cut connections). */
export type ReceivedMail = { from: string; to: string[]; messageId: string | null; raw: string; remotePort: number };

export type TestSmtp = {
  url: string;
  received: ReceivedMail[];
  /** Recipients matching this are refused: 4xx (temporary) or 5xx (permanent). */
  refuse: (pattern: RegExp, code: 450 | 550) => void;
};

/** A real SMTP server in this process, so mail goes through nodemailer and the network for real. */
export const startSmtp = async (listenPort = 0): Promise<TestSmtp> => {
  const received: ReceivedMail[] = [];
  const refusals: { pattern: RegExp; code: number }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refusals.find(({ pattern }) => pattern.test(address.address));
      if (!refusal) return callback();
      const error = Object.assign(new Error(`Mailbox ${address.address} refused`), { responseCode: refusal.code });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? null,
          raw,
          remotePort: session.remotePort,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    refuse: (pattern, code) => refusals.push({ pattern, code }),
  };
};

/** The quoted-printable soft line breaks of a raw mail undone, so links can be searched. */
export const mailText = (raw: string): string => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
