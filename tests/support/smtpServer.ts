import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the server says to a recipient: accept (null) or an SMTP reply code and text. */
export type RecipientPolicy = (address: string) => { code: number; message: string } | null;

export interface TestSmtpServer {
  url: string;
  port: number;
  /** Every message accepted so far, parsed. */
  received: ParsedMail[];
  /** The same messages as they came over the wire, headers and all, in the same order. */
  sources: string[];
  /** Recipients the server refused, with the code it gave. */
  refused: { address: string; code: number }[];
  setPolicy(policy: RecipientPolicy): void;
  /** Each message is accepted only this long after it has all arrived (a slow mail server). */
  setAcceptDelay(ms: number): void;
  /** Resolves when the next message has all arrived (before any accept delay has passed). */
  nextArrival(): Promise<void>;
  waitForMessages(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** The first message to `address` (any case) that `match` accepts, once it has arrived. */
  waitForMessageTo(
    address: string,
    match?: (mail: ParsedMail) => boolean,
    timeoutMs?: number,
  ): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1, in the test process, that keeps what it receives; on `port`
 * when given (a mail server coming back where the app was told to find it), else on a free one.
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const sources: string[] = [];
  const refused: { address: string; code: number }[] = [];
  let policy: RecipientPolicy = () => null;
  let acceptDelayMs = 0;
  let arrivalWaits: (() => void)[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const answer = policy(address.address);
      if (!answer) return callback();
      refused.push({ address: address.address, code: answer.code });
      const error = Object.assign(new Error(answer.message), { responseCode: answer.code });
      return callback(error);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        for (const arrived of arrivalWaits) arrived();
        arrivalWaits = [];
        const source = Buffer.concat(chunks);
        simpleParser(source)
          .then(async (mail) => {
            if (acceptDelayMs > 0)
              await new Promise((resolve) => setTimeout(resolve, acceptDelayMs));
            received.push(mail);
            sources.push(source.toString('utf8'));
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${listening}`,
    port: listening,
    received,
    sources,
    refused,
    setPolicy(next) {
      policy = next;
    },
    setAcceptDelay(ms) {
      acceptDelayMs = ms;
    },
    nextArrival() {
      return new Promise<void>((arrived) => arrivalWaits.push(arrived));
    },
    async waitForMessages(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} e-mails, received ${received.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received.slice(0, count);
    },
    async waitForMessageTo(address, match = () => true, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      const wanted = address.toLowerCase();
      for (;;) {
        const found = received.find(
          (mail) =>
            [mail.to ?? []]
              .flat()
              .some((to) => to.value.some((v) => v.address?.toLowerCase() === wanted)) &&
            match(mail),
        );
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no e-mail to ${address} arrived in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
