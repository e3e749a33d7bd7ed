import type { SharedPageData } from '../../contract/initialData';
import type { PublicPark } from '../../contract/park';
import { readSettings, type Sql } from '../db/database';
import { type PreparedAnswer, prepareAnswer } from '../http/preparedAnswer';
import { readPublicPark } from '../park/parkSql';
import { readText, textKeyOfUrl } from '../texts/textsSql';
import { type PageShell, renderShell } from './htmlShell';

/** One page as the settings make it, with its bytes for a signed-out visitor in each encoding. */
export interface RenderedPage {
  shell: PageShell;
  park: PublicPark;
  /** A signed-out visitor's page, compressed and tagged. */
  shared: PreparedAnswer;
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
        const shared = await prepareAnswer(shell.head + shell.rest, 'text/html; charset=utf-8');
        return { shell, park: data.park, shared };
      },
    );
}
