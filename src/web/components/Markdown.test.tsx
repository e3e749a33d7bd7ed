import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../testing/renderWithApi';
import { Markdown, ParkMarkdown } from './Markdown';

describe('Markdown', () => {
  it('shows headings, paragraphs, lists, bold and links as the page elements they are', () => {
    renderWithApi(
      <Markdown
        source={[
          '# Welcome',
          '### Small print',
          'A **firm** rule and a *gentle* one.',
          '',
          '- one',
          '- two',
          '',
          '2. second',
          '3. third',
          '',
          'See [the FAQ](/faq), [our site](https://example.com) or [write](mailto:a@example.com).',
        ].join('\n')}
      />,
    );
    // The page's own title is its h1: a text's top heading sits under it.
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Small print' })).toBeInTheDocument();
    expect(screen.getByText('firm').tagName).toBe('STRONG');
    expect(screen.getByText('gentle').tagName).toBe('EM');
    const [bullets, numbered] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(bullets?.textContent).toBe('onetwo');
    expect(numbered?.tagName).toBe('OL');
    expect(numbered).toHaveAttribute('start', '2');
    expect(screen.getByRole('link', { name: 'the FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'our site' })).toHaveAttribute(
      'href',
      'https://example.com',
    );
    expect(screen.getByRole('link', { name: 'write' })).toHaveAttribute(
      'href',
      'mailto:a@example.com',
    );
  });

  it('shows raw HTML as the characters typed and never adds a script or an element from it', () => {
    const typed = '<script>window.hacked = true</script><img src=x onerror="window.hacked=1">';
    const { container } = renderAlone(`Hello ${typed} <b>bold?</b>`);
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container.textContent).toBe(`Hello ${typed} <b>bold?</b>`);
    expect((window as unknown as { hacked?: unknown }).hacked).toBeUndefined();
  });

  it('makes no link of a javascript:, data: or other-site address: the words stay as typed', () => {
    const typed = [
      '[a](javascript:alert(1))',
      '[b](JAVASCRIPT:alert)',
      '[c](data:text/html,hi)',
      '[d](//evil.example)',
      '[e](/\\evil.example)',
    ].join(' ');
    const { container } = renderAlone(typed);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container.querySelector('a, [href]')).toBeNull();
    expect(container.textContent).toBe(typed);
  });

  it("fills in the park's figures, links included", () => {
    renderWithApi(
      <ParkMarkdown source="Up to {maxDogs} dogs at {parkName}. Call [{phone}](tel:{phone}). {unknown} stays." />,
      { park: { maxDogs: 6, name: 'Test Field', phone: '01632 960000' } },
    );
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && /^Up to 6 dogs/.test(element.textContent ?? ''),
      ),
    ).toHaveTextContent('Up to 6 dogs at Test Field. Call 01632 960000. {unknown} stays.');
    expect(screen.getByRole('link', { name: '01632 960000' })).toHaveAttribute(
      'href',
      'tel:01632960000',
    );
  });
});

function renderAlone(source: string) {
  renderWithApi(
    <div data-testid="text">
      <Markdown source={source} />
    </div>,
  );
  return { container: screen.getByTestId('text') };
}
