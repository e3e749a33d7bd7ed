import { Link } from 'react-router';
import {
  type MarkdownBlock,
  type MarkdownInline,
  type PlaceholderValues,
  parkPlaceholders,
  parseMarkdown,
} from '../../domain/markdown';
import { usePark } from '../api/park';

// The tree is only ever turned into React elements, so nothing the owner types can become
// markup: raw HTML shows as the characters typed. The tree never reorders, so a node's place
// is its identity, which is why the keys below are positions.

function Inline({ nodes }: { nodes: MarkdownInline[] }) {
  return nodes.map((node, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a parsed text's nodes never move
    <InlineNode key={index} node={node} />
  ));
}

function InlineNode({ node }: { node: MarkdownInline }) {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'strong':
      return (
        <strong>
          <Inline nodes={node.children} />
        </strong>
      );
    case 'emphasis':
      return (
        <em>
          <Inline nodes={node.children} />
        </em>
      );
    case 'link':
      // Our own pages open in the app, without a reload.
      return node.href.startsWith('/') ? (
        <Link to={node.href}>
          <Inline nodes={node.children} />
        </Link>
      ) : (
        <a href={node.href} rel="noreferrer">
          <Inline nodes={node.children} />
        </a>
      );
  }
}

function Block({ block }: { block: MarkdownBlock }) {
  switch (block.kind) {
    case 'heading': {
      // The page's title is its one h1: a text's top headings sit under it.
      const Heading = block.level === 3 ? 'h3' : 'h2';
      return (
        <Heading>
          <Inline nodes={block.children} />
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p>
          <Inline nodes={block.children} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a parsed text's items never move
        <li key={index}>
          <Inline nodes={item} />
        </li>
      ));
      if (!block.ordered) return <ul>{items}</ul>;
      return <ol start={block.start === 1 ? undefined : block.start}>{items}</ol>;
    }
  }
}

/** Text in the park's small safe Markdown, `{placeholders}` filled in from `values`. */
export function Markdown({ source, values = {} }: { source: string; values?: PlaceholderValues }) {
  return parseMarkdown(source, values).map((block, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a parsed text's blocks never move
    <Block key={index} block={block} />
  ));
}

/** The park's current figures, for `{placeholders}`; none while the park is not yet known. */
export function useParkPlaceholders(): PlaceholderValues {
  const park = usePark().data?.park;
  return park ? parkPlaceholders(park) : {};
}

/** One of the park's texts, with the park's current figures filled in. */
export function ParkMarkdown({ source }: { source: string }) {
  return <Markdown source={source} values={useParkPlaceholders()} />;
}
