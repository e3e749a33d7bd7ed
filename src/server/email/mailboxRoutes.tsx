import type { FastifyRequest } from 'fastify';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import type { Database } from '../db/database';
import type { Api } from '../http/api';
import { listRecentEmails, type OutboxMessage } from './outboxSql';

const PAGE_SIZE = 25;
const querySchema = z.object({ before: z.coerce.number().int().positive().optional() });

const css = `
body{font-family:system-ui,sans-serif;margin:0;padding:16px;background:#f5f7f2;color:#1f2933}
h1{font-size:1.4rem}article{background:#fff;border:1px solid #d9e2ec;border-radius:8px;margin:0 0 16px;padding:16px}
h2{font-size:1.1rem;margin:0 0 8px}dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 12px}
dt{color:#52606d}dd{margin:0}iframe{width:100%;height:420px;border:1px solid #d9e2ec;background:#fff}
pre{white-space:pre-wrap;background:#f0f4f8;padding:12px;border-radius:4px}
.status-failed{color:#b42318}`;

function Message({ message }: { message: OutboxMessage }) {
  return (
    <article>
      <h2>{message.subject}</h2>
      <dl>
        <dt>To</dt>
        <dd>{message.to}</dd>
        <dt>Written</dt>
        <dd>{message.createdAt.toISOString()}</dd>
        <dt>Status</dt>
        <dd className={`status-${message.status}`}>
          {message.status}
          {message.lastError ? ` (${message.lastError})` : ''}
        </dd>
        {message.attachments.length > 0 && (
          <>
            <dt>Attachments</dt>
            <dd>{message.attachments.map((file) => file.filename).join(', ')}</dd>
          </>
        )}
      </dl>
      <details open>
        <summary>HTML</summary>
        {/* An empty sandbox: the message's markup can't run scripts or reach this page. */}
        <iframe title={`HTML of ${message.subject}`} sandbox="" srcDoc={message.html} />
      </details>
      <details>
        <summary>Text</summary>
        <pre>{message.text}</pre>
      </details>
    </article>
  );
}

function MailboxPage({ messages }: { messages: OutboxMessage[] }) {
  const oldest = messages.at(-1);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Dev mailbox</title>
        <style>{css}</style>
      </head>
      <body>
        <h1>Dev mailbox</h1>
        <p>No SMTP_URL is set, so e-mails stay here instead of being sent. Newest first.</p>
        <p>
          This page is shown only to this machine (a browser on the loopback address, not through a
          proxy), and never in production: its messages hold sign-in and reset links.
        </p>
        {messages.length === 0 && <p>No e-mails yet.</p>}
        {messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
        {oldest && messages.length === PAGE_SIZE && (
          <a href={`/dev/mailbox?before=${oldest.id}`}>Older</a>
        )}
      </body>
    </html>
  );
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Whether the request comes from this machine itself: the socket's own address, never one a
 * header claims, and not relayed by a proxy on this machine (which would connect from loopback
 * on behalf of anyone).
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^127\./.test(address) || /^::ffff:127\./i.test(address);
  return loopback && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** Only registered when no mail server is configured outside production. */
export function registerMailboxRoutes(app: Api, db: Database): void {
  app.get('/dev/mailbox', { schema: { querystring: querySchema } }, async (request, reply) => {
    if (!fromThisMachine(request)) {
      return reply
        .status(403)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(
          'The dev mailbox is shown only to a browser on this machine (the loopback address, not through a proxy).',
        );
    }
    const messages = await listRecentEmails(db, PAGE_SIZE, request.query.before ?? null);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(`<!DOCTYPE html>${renderToStaticMarkup(<MailboxPage messages={messages} />)}`);
  });
}
