/**
 * The small, safe Markdown the owner writes the park's texts in: headings (#, ##, ###),
 * paragraphs, bullet and numbered lists, links, **bold** and *italic*. It parses to a tree,
 * never to HTML, so whatever is typed (raw HTML included) can only ever show as text. Links go
 * only to https:, mailto:, tel: and the site's own /pages; anything else stays as typed.
 *
 * `{placeholders}` stand for the park's current settings ({maxDogs}, {phone}, …) and are
 * filled in as the text is read, so a changed setting changes every text at once.
 */

export type MarkdownInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: MarkdownInline[] }
  | { kind: 'emphasis'; children: MarkdownInline[] }
  | { kind: 'link'; href: string; children: MarkdownInline[] };

export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; children: MarkdownInline[] }
  | { kind: 'paragraph'; children: MarkdownInline[] }
  | { kind: 'list'; ordered: boolean; start: number; items: MarkdownInline[][] };

/** The values `{placeholders}` stand for, by name. */
export type PlaceholderValues = Readonly<Record<string, string | number>>;

// Placeholders

/** The park's figures the texts may name, as a page's settings hold them. */
export interface ParkFigures {
  name: string;
  phone: string;
  email: string;
  maxDogs: number;
  cancellationCutoffHours: number;
  arrivalMinutesBefore: number;
  reminderHours: number;
}

/** Every placeholder a text may use, with what it stands for (shown beside the editor). */
export const PLACEHOLDERS = {
  parkName: "the park's name",
  phone: 'the phone number',
  email: 'the e-mail address',
  maxDogs: 'the most dogs at once',
  cancellationCutoffHours: 'the hours before a booking up to which it is refunded',
  arrivalMinutes: 'how many minutes early a customer may arrive',
  reminderHours: 'how many hours before a booking the reminder goes',
} as const;
export type PlaceholderName = keyof typeof PLACEHOLDERS;

export function parkPlaceholders(park: ParkFigures): Record<PlaceholderName, string | number> {
  return {
    parkName: park.name,
    phone: park.phone,
    email: park.email,
    maxDogs: park.maxDogs,
    cancellationCutoffHours: park.cancellationCutoffHours,
    arrivalMinutes: park.arrivalMinutesBefore,
    reminderHours: park.reminderHours,
  };
}

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]{0,39})\}/y;

/** The value a placeholder at `at` stands for, and its length; null when it is none we know. */
function placeholderAt(
  text: string,
  at: number,
  values: PlaceholderValues,
): { value: string; length: number } | null {
  PLACEHOLDER.lastIndex = at;
  const match = PLACEHOLDER.exec(text);
  const name = match?.[1];
  if (!match || name === undefined || !Object.hasOwn(values, name)) return null;
  return { value: String(values[name]), length: match[0].length };
}

/** `{placeholders}` filled in; an unknown one stays as typed. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{([A-Za-z][A-Za-z0-9]{0,39})\}/g, (typed, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : typed,
  );
}

// Links

/**
 * Whether a link may go to `href`: the web (https), an e-mail, a phone, or one of our own
 * pages. '//host' and '/\host' are other sites to a browser, so they are not "our own".
 */
export function isSafeHref(href: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (href === '' || /[\s\u0000-\u001F\u007F<>"'`\\]/.test(href)) return false;
  if (/^https:\/\/[^/]/i.test(href)) return true;
  if (/^(mailto|tel):./i.test(href)) return true;
  return /^\/(?![/\\])/.test(href);
}

// Inline

/** How deep bold, italic and links may nest: deeper, the markers stay as typed. */
const DEEPEST = 6;

const LINK = /\[([^[\]\n]{1,500})\]\(([^()\s]{1,2000})\)/y;
const ESCAPABLE = /[!-/:-@[-`{-~]/;

interface InlineContext {
  values: PlaceholderValues;
  depth: number;
  links: boolean;
}

class InlineBuilder {
  readonly nodes: MarkdownInline[] = [];
  private text = '';

  add(text: string): void {
    this.text += text;
  }

  push(node: MarkdownInline): void {
    this.flush();
    this.nodes.push(node);
  }

  finish(): MarkdownInline[] {
    this.flush();
    return this.nodes;
  }

  private flush(): void {
    if (this.text !== '') this.nodes.push({ kind: 'text', text: this.text });
    this.text = '';
  }
}

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

/**
 * Where the `marker` closing one opened at `from` is, or -1. A closer follows a character that
 * is not a space; `*` alone never closes at a `**`. When there is none, none comes later
 * either: `missing` remembers, so a run of unclosed markers costs one search, not one each.
 */
function closerOf(text: string, marker: '**' | '*', from: number, missing: Set<string>): number {
  if (missing.has(marker)) return -1;
  let at = text.indexOf(marker, from);
  while (at !== -1) {
    // '***' closes '**' with its last two, leaving the first to close an inner '*'.
    if (marker === '**') while (text[at + 2] === '*') at += 1;
    const single = marker === '*' && (text[at + 1] === '*' || text[at - 1] === '*');
    if (!single && !isSpace(text[at - 1])) return at;
    at = text.indexOf(marker, at + (single ? 2 : 1));
  }
  missing.add(marker);
  return -1;
}

/** `**bold**` or `*italic*` opening at `at`: the node and where the text goes on, or null. */
function emphasisAt(
  text: string,
  at: number,
  context: InlineContext,
  missing: Set<string>,
): { node: MarkdownInline; next: number } | null {
  if (context.depth >= DEEPEST) return null;
  const marker = text.startsWith('**', at) ? '**' : '*';
  const start = at + marker.length;
  if (isSpace(text[start]) || (marker === '*' && text[start] === '*')) return null;
  const end = closerOf(text, marker, start + 1, missing);
  if (end === -1) return null;
  const children = parseInline(text.slice(start, end), { ...context, depth: context.depth + 1 });
  const kind = marker === '**' ? 'strong' : 'emphasis';
  return { node: { kind, children }, next: end + marker.length };
}

/** `[words](address)` at `at`; a link to anywhere unsafe stays as typed. */
function linkAt(
  text: string,
  at: number,
  context: InlineContext,
): { node: MarkdownInline; next: number } | null {
  if (!context.links || context.depth >= DEEPEST) return null;
  LINK.lastIndex = at;
  const match = LINK.exec(text);
  if (!match) return null;
  const [typed, words = '', address = ''] = match;
  // An address holds no spaces: a phone number's are dropped ({phone} in tel:{phone}).
  const href = fillPlaceholders(address, context.values).replace(/\s+/g, '');
  const next = at + typed.length;
  if (!isSafeHref(href)) return { node: { kind: 'text', text: typed }, next };
  const children = parseInline(words, { ...context, depth: context.depth + 1, links: false });
  return { node: { kind: 'link', href, children }, next };
}

function parseInline(text: string, context: InlineContext): MarkdownInline[] {
  const out = new InlineBuilder();
  const missing = new Set<string>();
  let at = 0;
  while (at < text.length) {
    const char = text[at] as string;
    if (char === '\\' && ESCAPABLE.test(text[at + 1] ?? '')) {
      out.add(text[at + 1] as string);
      at += 2;
      continue;
    }
    const found =
      char === '*'
        ? emphasisAt(text, at, context, missing)
        : char === '['
          ? linkAt(text, at, context)
          : null;
    if (found) {
      if (found.node.kind === 'text') out.add(found.node.text);
      else out.push(found.node);
      at = found.next;
      continue;
    }
    const placeholder = char === '{' ? placeholderAt(text, at, context.values) : null;
    if (placeholder) {
      out.add(placeholder.value);
      at += placeholder.length;
      continue;
    }
    // A run of `*` that opens nothing is text as a whole, so its tail can't open instead.
    const run = char === '*' ? /\*+/y : null;
    if (run) {
      run.lastIndex = at;
      const stars = run.exec(text)?.[0] ?? '*';
      out.add(stars);
      at += stars.length;
      continue;
    }
    out.add(char);
    at += 1;
  }
  return out.finish();
}

/** One line (or a paragraph's lines) of inline Markdown, placeholders filled in. */
export function parseMarkdownInline(
  text: string,
  values: PlaceholderValues = {},
): MarkdownInline[] {
  return parseInline(text, { values, depth: 0, links: true });
}

// Blocks

const HEADING = /^ {0,3}(#{1,3})[ \t]+(.*)$/;
const BULLET = /^ {0,3}[-*+][ \t]+(.*)$/;
const NUMBERED = /^ {0,3}(\d{1,9})[.)][ \t]+(.*)$/;

type Line =
  | { kind: 'blank' }
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'item'; ordered: boolean; number: number; text: string }
  | { kind: 'text'; text: string };

/** '## Rules ##' is the heading 'Rules'; '## C#' keeps its '#'. */
function withoutClosingHashes(text: string): string {
  const trimmed = text.trimEnd();
  let end = trimmed.length;
  while (end > 0 && trimmed[end - 1] === '#') end -= 1;
  if (end === trimmed.length || (end > 0 && !isSpace(trimmed[end - 1]))) return trimmed;
  return trimmed.slice(0, end).trimEnd();
}

function classify(line: string): Line {
  if (line.trim() === '') return { kind: 'blank' };
  const heading = HEADING.exec(line);
  if (heading) {
    const level = (heading[1]?.length ?? 1) as 1 | 2 | 3;
    return { kind: 'heading', level, text: withoutClosingHashes(heading[2] ?? '') };
  }
  const bullet = BULLET.exec(line);
  if (bullet) return { kind: 'item', ordered: false, number: 1, text: bullet[1] ?? '' };
  const numbered = NUMBERED.exec(line);
  if (numbered) {
    return { kind: 'item', ordered: true, number: Number(numbered[1]), text: numbered[2] ?? '' };
  }
  return { kind: 'text', text: line.trim() };
}

interface OpenList {
  ordered: boolean;
  start: number;
  items: string[];
}

/** Reads the lines into blocks; a block's text is read inline once it is whole. */
class BlockBuilder {
  readonly blocks: MarkdownBlock[] = [];
  private paragraph: string[] = [];
  private list: OpenList | null = null;

  constructor(private readonly values: PlaceholderValues) {}

  read(line: Line): void {
    if (line.kind === 'blank') this.close();
    else if (line.kind === 'heading') this.heading(line);
    else if (line.kind === 'item') this.item(line);
    else if (this.list) {
      // A line straight after an item carries on that item.
      const last = this.list.items.length - 1;
      this.list.items[last] = `${this.list.items[last]} ${line.text}`;
    } else this.paragraph.push(line.text);
  }

  close(): void {
    if (this.paragraph.length > 0) {
      const children = this.inline(this.paragraph.join(' '));
      this.blocks.push({ kind: 'paragraph', children });
    }
    if (this.list) {
      const { ordered, start, items } = this.list;
      this.blocks.push({ kind: 'list', ordered, start, items: items.map((i) => this.inline(i)) });
    }
    this.paragraph = [];
    this.list = null;
  }

  private heading(line: Extract<Line, { kind: 'heading' }>): void {
    this.close();
    if (line.text === '') return;
    this.blocks.push({ kind: 'heading', level: line.level, children: this.inline(line.text) });
  }

  private item(line: Extract<Line, { kind: 'item' }>): void {
    if (this.list?.ordered !== line.ordered) {
      this.close();
      this.list = { ordered: line.ordered, start: line.number, items: [] };
    }
    this.list?.items.push(line.text);
  }

  private inline(text: string): MarkdownInline[] {
    return parseMarkdownInline(text.trim(), this.values);
  }
}

/** The owner's text as a tree of blocks, `{placeholders}` filled in from `values`. */
export function parseMarkdown(source: string, values: PlaceholderValues = {}): MarkdownBlock[] {
  const builder = new BlockBuilder(values);
  for (const line of source.split(/\r\n|\r|\n/)) builder.read(classify(line));
  builder.close();
  return builder.blocks;
}
