import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** What an e-mail says, once; the HTML and the plain-text parts are both drawn from it. */
export type EmailBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'details'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { type: 'links'; links: ReadonlyArray<{ label: string; url: string }> }
  /** The e-mail's main action: a button in the HTML, its address written out in the text. */
  | { type: 'action'; label: string; url: string }
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

/** A picture at an absolute address, with its size as the e-mail shows it. */
export interface EmailPicture {
  src: string;
  width: number;
  height: number;
}

/** Who signs and who to contact: the park's own details, and its picture for the top. */
export interface EmailSender {
  parkName: string;
  phone: string;
  email: string;
  /** Where the park is, for the foot of every e-mail. */
  address: string;
  /** The park's site (its public address), named at the foot. */
  website: string;
  /** The park's photo (decision 120); with none, its name stands at the top. */
  picture: EmailPicture | null;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const colours = {
  ink: '#1f2933',
  muted: '#52606d',
  brand: '#2f6b3a',
  brandDark: '#1f4a28',
  line: '#d9e2ec',
  page: '#f5f7f2',
};

/** An address or a long code breaks rather than pushing a 320 px screen sideways. */
const wrapAnywhere = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

/**
 * A link drawn as the site's button that survives mail clients: the table's bgcolor colours it where CSS
 * is dropped, and the whole padded link is what is clicked, not just its words.
 */
function ActionButton({ label, url }: { label: string; url: string }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      bgcolor={colours.brand}
      className="action"
      style={{ margin: '4px 0 20px', borderCollapse: 'separate', borderRadius: '999px' }}
    >
      <tbody>
        <tr>
          <td style={{ borderRadius: '999px', background: colours.brand }}>
            <a
              href={url}
              style={{
                display: 'inline-block',
                padding: '12px 24px',
                border: `1px solid ${colours.brand}`,
                borderRadius: '999px',
                color: '#ffffff',
                fontSize: '16px',
                fontWeight: 'bold',
                lineHeight: '20px',
                textDecoration: 'none',
                ...wrapAnywhere,
              }}
            >
              {label}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The top of every e-mail: the park's photo, or its name where it has none. */
function ParkHeader({ sender }: { sender: EmailSender }) {
  const { picture } = sender;
  if (!picture) {
    return (
      <p style={{ margin: '0 0 20px', fontSize: '18px', fontWeight: 'bold', color: colours.brand }}>
        {sender.parkName}
      </p>
    );
  }
  return (
    <img
      // Not preloaded: React would put a <link rel=preload> for it in the head.
      loading="lazy"
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={sender.parkName}
      style={{
        display: 'block',
        // A table cell grows to its picture's width attribute; at 100% it fits a narrow screen.
        width: '100%',
        maxWidth: `${picture.width}px`,
        height: 'auto',
        margin: '0 0 20px',
        border: 0,
        borderRadius: '6px',
      }}
    />
  );
}

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
    case 'action':
      return <ActionButton label={block.label} url={block.url} />;
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
    case 'action':
      return `${block.label}: ${block.url}`;
    case 'table':
      return [block.head, ...block.rows, block.total]
        .map(([item, amount]) => `${item}: ${amount}`)
        .join('\n');
  }
}

/**
 * What mail clients add undone: Apple Mail's blue links on dates, addresses and phone numbers,
 * Outlook's gaps beside tables and its blurry scaled pictures, iOS's enlarged text. Clients
 * that drop a <style> (some webmail) still get the inline styles, so nothing depends on it.
 */
const CLIENT_FIXES = [
  'body{margin:0;padding:0;width:100%;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%}',
  'table,td{mso-table-lspace:0pt;mso-table-rspace:0pt}',
  'img{border:0;outline:none;text-decoration:none;-ms-interpolation-mode:bicubic}',
  'a[x-apple-data-detectors]{color:inherit!important;text-decoration:none!important;font-size:inherit!important;font-family:inherit!important;font-weight:inherit!important;line-height:inherit!important}',
  `.action a:hover,.action a:focus{background:${colours.brandDark}!important;border-color:${colours.brandDark}!important}`,
  // On a phone the action is a bar across the sheet, easy to tap; the sheet's margins shrink.
  '@media screen and (max-width:480px){.sheet{padding:16px 12px!important}.action{width:100%!important}.action a{display:block!important;text-align:center!important}}',
].join('\n');

/**
 * The white sheet on the page's green, as tables: Outlook's Word engine ignores a div's width
 * and background, so a div-built layout spreads across its window.
 */
function Sheet({ children }: { children: ReactNode }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      bgcolor={colours.page}
      style={{ background: colours.page }}
    >
      <tbody>
        <tr>
          <td align="center" style={{ padding: '16px 8px' }}>
            <table
              role="presentation"
              width="100%"
              cellPadding={0}
              cellSpacing={0}
              border={0}
              bgcolor="#ffffff"
              style={{ maxWidth: '560px', background: '#ffffff', borderRadius: '8px' }}
            >
              <tbody>
                <tr>
                  <td
                    className="sheet"
                    style={{
                      padding: '20px 16px',
                      textAlign: 'left',
                      fontFamily: 'Helvetica, Arial, sans-serif',
                      fontSize: '16px',
                      color: colours.ink,
                    }}
                  >
                    {children}
                  </td>
                </tr>
              </tbody>
            </table>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function signature(sender: EmailSender): string[] {
  return ['Best wishes,', `The ${sender.parkName} team`];
}

/** Who and where the park is, and how to reach it: a business's details, on every e-mail. */
function contactLine(sender: EmailSender): string {
  return `${sender.parkName} · ${sender.address} · ${sender.phone} · ${sender.email}`;
}

/** Renders both parts of an e-mail, signed by the park's team. */
export function renderEmail(content: EmailContent, sender: EmailSender): RenderedEmail {
  const markup = renderToStaticMarkup(
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Apple Mail otherwise rescales the layout, and dark modes repaint its colours. */}
        <meta name="x-apple-disable-message-reformatting" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{content.subject}</title>
        {/* Trusted constant CSS; React would escape its quotes. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: see above */}
        <style dangerouslySetInnerHTML={{ __html: CLIENT_FIXES }} />
      </head>
      <body style={{ margin: 0, padding: 0, background: colours.page, color: colours.ink }}>
        <Sheet>
          <ParkHeader sender={sender} />
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
            <br />
            <a href={sender.website} style={{ color: colours.muted }}>
              {new URL(sender.website).host}
            </a>
          </p>
        </Sheet>
      </body>
    </html>,
  );
  const text = [
    ...content.blocks.map(textOf),
    signature(sender).join('\n'),
    `--\n${contactLine(sender)}\n${sender.website}`,
  ].join('\n\n');
  return { subject: content.subject, html: `<!DOCTYPE html>${markup}`, text: `${text}\n` };
}
