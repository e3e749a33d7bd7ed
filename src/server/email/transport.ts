import type { OutboxMessage } from './outboxSql';

/** How the outbox worker hands a message on; 'kept' means it stays in the dev mailbox. */
export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox';
  deliver(message: OutboxMessage): Promise<'sent' | 'kept'>;
  close(): void;
}

/** Keeps every message where /dev/mailbox shows it; nothing leaves the machine. */
export function mailboxTransport(): MailTransport {
  return { kind: 'mailbox', deliver: async () => 'kept', close: () => {} };
}

function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'paddock.invalid';
}

/**
 * Sends through the mail server at `url` (smtp:// or smtps://, credentials in the URL).
 * nodemailer is loaded only here: a park without a mail server never pays its start-up time
 * and memory.
 */
export async function smtpTransport(url: string, from: string): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  const messageDomain = domainOf(from);
  return {
    kind: 'smtp',
    async deliver(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
        })),
        // Stable across retries, so a copy delivered twice after a crash reads as one message.
        messageId: `<outbox-${message.id}-${message.createdAt.getTime()}@${messageDomain}>`,
      });
      return 'sent';
    },
    close: () => transporter.close(),
  };
}
