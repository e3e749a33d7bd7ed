import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { SharedPageData } from '../../contract/initialData';
import type { PublicPark } from '../../contract/park';
import { readSettings, type Sql } from '../db/database';
import { preferredEncoding } from '../http/preparedAnswer';
import { readPublicPark } from '../park/parkSql';
import { readText, textKeyOfUrl } from '../texts/textsSql';
import { type PageShell, renderShell } from './htmlShell';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** One page as the settings make it, with its bytes for a signed-out visitor in each encoding. */
export interface RenderedPage {
  shell: PageShell;
  park: PublicPark;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type PageRenderer = (pagePath: string | undefined, url: string) => Promise<RenderedPage>;

async function sharedData(tables: Sql, url: string): Promise<SharedPageData> {
  const key = textKeyOfUrl(url);
  return {
    park: await readPublicPark(tables),
    text: key ? { key, markdown: await readText(tables, key) } : null,
  };
}

/**
 * Pages rendered and compressed once per settings version (the database's settings memory
 * keeps them), at the highest settings, as that cost is paid once and not per visit.
 */
export function pageRenderer(db: Sql, template: string): PageRenderer {
  return (pagePath, url) =>
    readSettings(
      db,
      `page ${pagePath ?? 'not found'} ${textKeyOfUrl(url) ?? ''}`,
      async (tables) => {
        const data = await sharedData(tables, url);
        const shell = renderShell(template, data, pagePath);
        const html = Buffer.from(shell.head + shell.rest);
        const [br, gzip] = await Promise.all([
          brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzipped(html, { level: 9 }),
        ]);
        return { shell, park: data.park, html, br, gzip };
      },
    );
}

/** The encoding to send a kept page in, from the request's Accept-Encoding. */
export const pageEncoding = preferredEncoding;
