import { renderToStaticMarkup } from 'react-dom/server';

/** What an e-mail says, once; the HTML and the plain-text parts are both drawn from it. */
export type EmailBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'details'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { type: 'links'; links: ReadonlyArray<{ label: string; url: string }> }
  | {
      type: 'table';
      head: readonly [string, string];
      rows: ReadonlyArray<readonly [item: string, amount: string]>;
      total: readonly [label: string, amount: string];
    };

export interface EmailContent {
  subject: string;
  blocks: readonly EmailBlock[];
}

/** Who signs and who to contact: the park's own details. */
export interface EmailSender {
  parkName: string;
  phone: string;
  email: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const colours = { ink: '#1f2933', muted: '#52606d', brand: '#2f6b3a', line: '#d9e2ec' };

/** An address or a long code breaks rather than pushing a 320 px screen sideways. */
const wrapAnywhere = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

function Block({ block }: { block: EmailBlock }) {
  switch (block.type) {
    case 'heading':
      return (
        <h1 style={{ fontSize: '22px', margin: '0 0 16px', color: colours.brand }}>{block.text}</h1>
      );
    case 'paragraph':
      return <p style={{ margin: '0 0 16px', lineHeight: '1.5', ...wrapAnywhere }}>{block.text}</p>;
    case 'details':
      return (
        <table
          cellPadding={6}
          style={{ borderCollapse: 'collapse', width: '100%', margin: '0 0 16px' }}
        >
          <tbody>
            {block.rows.map(([label, value]) => (
              <tr key={label} style={{ borderBottom: `1px solid ${colours.line}` }}>
                <th
                  style={{
                    textAlign: 'left',
                    verticalAlign: 'top',
                    color: colours.muted,
                    fontWeight: 'normal',
                  }}
                >
                  {label}
                </th>
                <td style={{ fontWeight: 'bold', ...wrapAnywhere }}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'table':
      return (
        <table
          cellPadding={8}
          style={{ borderCollapse: 'collapse', width: '100%', margin: '0 0 16px' }}
        >
          <thead>
            <tr style={{ borderBottom: `2px solid ${colours.ink}` }}>
              <th style={{ textAlign: 'left' }}>{block.head[0]}</th>
              <th style={{ textAlign: 'right' }}>{block.head[1]}</th>
            </tr>
          </thead>
          <tbody>
            {block.rows.map(([item, amount]) => (
              <tr key={item} style={{ borderBottom: `1px solid ${colours.line}` }}>
                <td style={wrapAnywhere}>{item}</td>
                <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{amount}</td>
              </tr>
            ))}
            <tr>
              <th style={{ textAlign: 'left' }}>{block.total[0]}</th>
              <th style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{block.total[1]}</th>
            </tr>
          </tbody>
        </table>
      );
    case 'links':
      return (
        <ul style={{ margin: '0 0 16px', paddingLeft: '20px' }}>
          {block.links.map((link) => (
            <li key={link.url} style={{ margin: '0 0 8px' }}>
              <a href={link.url} style={{ color: colours.brand, ...wrapAnywhere }}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      );
  }
}

function textOf(block: EmailBlock): string {
  switch (block.type) {
    case 'heading':
      return `${block.text}\n${'='.repeat(block.text.length)}`;
    case 'paragraph':
      return block.text;
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'links':
      return block.links.map((link) => `${link.label}: ${link.url}`).join('\n');
    case 'table':
      return [block.head, ...block.rows, block.total]
        .map(([item, amount]) => `${item}: ${amount}`)
        .join('\n');
  }
}

function signature(sender: EmailSender): string[] {
  return ['Best wishes,', `The ${sender.parkName} team`];
}

function contactLine(sender: EmailSender): string {
  return `${sender.parkName} · ${sender.phone} · ${sender.email}`;
}

/** Renders both parts of an e-mail, signed by the park's team. */
export function renderEmail(content: EmailContent, sender: EmailSender): RenderedEmail {
  const markup = renderToStaticMarkup(
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={{ margin: 0, padding: '16px 8px', background: '#f5f7f2', color: colours.ink }}>
        <div
          style={{
            maxWidth: '560px',
            margin: '0 auto',
            background: '#ffffff',
            padding: '20px 16px',
            borderRadius: '8px',
            fontFamily: 'Helvetica, Arial, sans-serif',
            fontSize: '16px',
          }}
        >
          {content.blocks.map((block, index) => (
            // Blocks are a fixed list per message; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Block key={index} block={block} />
          ))}
          <p style={{ margin: '24px 0 0', lineHeight: '1.5' }}>
            {signature(sender)[0]}
            <br />
            {signature(sender)[1]}
          </p>
          <p
            style={{ margin: '24px 0 0', fontSize: '13px', color: colours.muted, ...wrapAnywhere }}
          >
            {contactLine(sender)}
          </p>
        </div>
      </body>
    </html>,
  );
  const text = [
    ...content.blocks.map(textOf),
    signature(sender).join('\n'),
    `--\n${contactLine(sender)}`,
  ].join('\n\n');
  return { subject: content.subject, html: `<!DOCTYPE html>${markup}`, text: `${text}\n` };
}
