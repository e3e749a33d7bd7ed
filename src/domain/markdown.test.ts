import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  isSafeHref,
  type MarkdownBlock,
  type MarkdownInline,
  parkPlaceholders,
  parseMarkdown,
  parseMarkdownInline,
} from './markdown';

const text = (value: string): MarkdownInline => ({ kind: 'text', text: value });
const paragraph = (...children: MarkdownInline[]): MarkdownBlock => ({
  kind: 'paragraph',
  children,
});

/** Every piece of text in the tree, in order: what a reader would see. */
function shown(blocks: MarkdownBlock[]): string {
  const inline = (nodes: MarkdownInline[]): string =>
    nodes.map((node) => (node.kind === 'text' ? node.text : inline(node.children))).join('');
  return blocks
    .map((block) =>
      block.kind === 'list' ? block.items.map(inline).join('\n') : inline(block.children),
    )
    .join('\n');
}

function links(blocks: MarkdownBlock[]): string[] {
  const found: string[] = [];
  const visit = (nodes: MarkdownInline[]) => {
    for (const node of nodes) {
      if (node.kind === 'link') found.push(node.href);
      if (node.kind !== 'text') visit(node.children);
    }
  };
  for (const block of blocks) {
    if (block.kind === 'list') block.items.forEach(visit);
    else visit(block.children);
  }
  return found;
}

describe('parseMarkdown: blocks', () => {
  it('reads headings of three levels, and a fourth # as text', () => {
    expect(parseMarkdown('# One\n## Two ##\n### Three\n#### Four')).toEqual([
      { kind: 'heading', level: 1, children: [text('One')] },
      { kind: 'heading', level: 2, children: [text('Two')] },
      { kind: 'heading', level: 3, children: [text('Three')] },
      paragraph(text('#### Four')),
    ]);
  });

  it('keeps a # that is part of the words, and needs a space after the marks', () => {
    expect(parseMarkdown('## Learn C#\n#hashtag')).toEqual([
      { kind: 'heading', level: 2, children: [text('Learn C#')] },
      paragraph(text('#hashtag')),
    ]);
  });

  it('joins the lines of a paragraph and splits paragraphs at blank lines', () => {
    expect(parseMarkdown('First line\n  second line\n\n\nNext one\r\nstill next')).toEqual([
      paragraph(text('First line second line')),
      paragraph(text('Next one still next')),
    ]);
  });

  it('reads bullet lists with -, * or +, and a line straight after an item carries it on', () => {
    expect(parseMarkdown('Bring:\n- water\n* a towel,\n  and a lead\n+ bags')).toEqual([
      paragraph(text('Bring:')),
      {
        kind: 'list',
        ordered: false,
        start: 1,
        items: [[text('water')], [text('a towel, and a lead')], [text('bags')]],
      },
    ]);
  });

  it('reads numbered lists from the number they start at, and a new kind starts a new list', () => {
    expect(parseMarkdown('3. three\n4) four\n- bullet')).toEqual([
      { kind: 'list', ordered: true, start: 3, items: [[text('three')], [text('four')]] },
      { kind: 'list', ordered: false, start: 1, items: [[text('bullet')]] },
    ]);
  });

  it('gives nothing for nothing', () => {
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('  \n\t\n')).toEqual([]);
    expect(parseMarkdown('#  \n')).toEqual([]);
  });
});

describe('parseMarkdown: inline', () => {
  it('reads bold and italic, nested either way', () => {
    expect(parseMarkdownInline('a **bold** and *soft* word')).toEqual([
      text('a '),
      { kind: 'strong', children: [text('bold')] },
      text(' and '),
      { kind: 'emphasis', children: [text('soft')] },
      text(' word'),
    ]);
    expect(parseMarkdownInline('*an **inner** one*')).toEqual([
      {
        kind: 'emphasis',
        children: [text('an '), { kind: 'strong', children: [text('inner')] }, text(' one')],
      },
    ]);
    expect(parseMarkdownInline('***both***')).toEqual([
      { kind: 'strong', children: [{ kind: 'emphasis', children: [text('both')] }] },
    ]);
  });

  it('leaves stars that open or close nothing as typed', () => {
    for (const typed of ['2 * 3 * 4', '**not closed', 'a ** b ** c', '*', '****', 'x*']) {
      expect(parseMarkdownInline(typed)).toEqual([text(typed)]);
    }
  });

  it('reads a link to the web, an e-mail, a phone or one of our pages', () => {
    expect(parseMarkdownInline('See [the rules](/site-rules).')).toEqual([
      text('See '),
      { kind: 'link', href: '/site-rules', children: [text('the rules')] },
      text('.'),
    ]);
    for (const href of [
      'https://example.com/a?b=c#d',
      'mailto:hello@example.com',
      'tel:01632960123',
      '/faq',
    ]) {
      expect(links(parseMarkdown(`[here](${href})`))).toEqual([href]);
    }
  });

  it('keeps a link with **bold** words, but never a link inside a link', () => {
    expect(parseMarkdownInline('[**Book** now](/booking)')).toEqual([
      {
        kind: 'link',
        href: '/booking',
        children: [{ kind: 'strong', children: [text('Book')] }, text(' now')],
      },
    ]);
  });

  it('takes a backslash to mean the next mark is just a character', () => {
    expect(
      parseMarkdownInline('\\*not italic\\* and \\{maxDogs} and a \\ alone', { maxDogs: 8 }),
    ).toEqual([text('*not italic* and {maxDogs} and a \\ alone')]);
  });
});

describe('parseMarkdown: hostile input', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'http://example.com',
    '//evil.example/path',
    '/\\evil.example',
    'https:///nohost',
    'ftp://example.com',
    'file:///etc/passwd',
    'mailto:',
    'relative/page',
    '#top',
  ])('keeps [words](%s) as typed, not a link', (href) => {
    const typed = `[click me](${href})`;
    const blocks = parseMarkdown(typed);
    expect(links(blocks)).toEqual([]);
    expect(shown(blocks)).toBe(typed);
  });

  it('keeps raw HTML as the characters typed', () => {
    const typed =
      '<script>alert("x")</script> <img src=x onerror=alert(1)> <a href="javascript:x">y</a>';
    expect(parseMarkdown(typed)).toEqual([paragraph(text(typed))]);
  });

  it('refuses an address that a placeholder would turn into something unsafe', () => {
    const blocks = parseMarkdown('[site]({where})', { where: 'javascript:alert(1)' });
    expect(links(blocks)).toEqual([]);
  });

  it('never reads markup inside a filled-in value', () => {
    const values = { parkName: '**Bold** [x](https://evil.example) <b>hi</b>' };
    expect(parseMarkdown('Welcome to {parkName}!', values)).toEqual([
      paragraph(text(`Welcome to ${values.parkName}!`)),
    ]);
  });

  it('stops nesting at a sane depth and reads deeply nested marks as text', () => {
    const deep = `${'*a '.repeat(400)}x${' a*'.repeat(400)}`;
    const blocks = parseMarkdown(deep);
    expect(shown(blocks).replace(/[*\s]/g, '')).toBe(`${'a'.repeat(400)}x${'a'.repeat(400)}`);
  });

  it('reads the longest text the settings allow, built to be slow, quickly', () => {
    const patterns = [
      '**'.repeat(10_000),
      '*a'.repeat(10_000),
      '['.repeat(20_000),
      '[a]('.repeat(5_000),
      `# ${' '.repeat(19_990)}x`,
      `${'{'.repeat(10_000)}${'a'.repeat(10_000)}`,
      '- \n'.repeat(6_000),
      `**${' *'.repeat(9_000)}`,
    ];
    for (const typed of patterns) {
      const started = performance.now();
      parseMarkdown(typed, { a: 'value' });
      expect(performance.now() - started, typed.slice(0, 20)).toBeLessThan(500);
    }
  });
});

describe('placeholders', () => {
  const values = parkPlaceholders({
    name: 'Meadow Paddock',
    phone: '01632 960123',
    email: 'hello@meadowpaddock.example',
    maxDogs: 8,
    cancellationCutoffHours: 12,
    arrivalMinutesBefore: 10,
    reminderHours: 24,
  });

  it("fills in the park's figures, in text, bold and links alike", () => {
    const blocks = parseMarkdown(
      'Up to **{maxDogs} dogs**; cancel {cancellationCutoffHours} hours ahead; arrive {arrivalMinutes} minutes early.\n\nCall [{phone}](tel:{phone}) or write to [{email}](mailto:{email}).',
      values,
    );
    expect(shown(blocks)).toBe(
      'Up to 8 dogs; cancel 12 hours ahead; arrive 10 minutes early.\nCall 01632 960123 or write to hello@meadowpaddock.example.',
    );
    expect(links(blocks)).toEqual(['tel:01632960123', 'mailto:hello@meadowpaddock.example']);
  });

  it('leaves an unknown placeholder, or a brace that is none, as typed', () => {
    expect(fillPlaceholders('{nope} {maxDogs} {} { maxDogs } {toString}', values)).toBe(
      '{nope} 8 {} { maxDogs } {toString}',
    );
    expect(shown(parseMarkdown('{constructor} {__proto__} {parkName}', values))).toBe(
      '{constructor} {__proto__} Meadow Paddock',
    );
  });
});

describe('isSafeHref', () => {
  it('refuses addresses with spaces, quotes, control characters or angle brackets', () => {
    for (const href of [
      'https://a.example/ b',
      'https://a.example/"onmouseover',
      'https://a.example/\u0000',
      '/page<script>',
      '',
    ]) {
      expect(isSafeHref(href), href).toBe(false);
    }
  });
});
