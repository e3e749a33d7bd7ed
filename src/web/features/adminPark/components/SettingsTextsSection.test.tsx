import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsApi } from '../../../../contract/api/owner';
import { siteApi } from '../../../../contract/api/site';
import type { AdminSettings, SaveResult } from '../../../../contract/settings';
import type { TextsSection } from '../../../../contract/texts';
import { addressOf } from '../../../api/call';
import { answer, api, refusal } from '../../../testing/fakeApi';
import { renderWithApi } from '../../../testing/renderWithApi';
import { parkAnswer } from '../../../testing/testPark';
import { SettingsTextsSection } from './SettingsTextsSection';
import { testSettings } from './settingsTestData';

const texts: TextsSection = {
  about: 'About {parkName}.',
  siteRules: '## Rules\n\n- Up to {maxDogs} dogs.',
  cancellationPolicy: 'Cancel {cancellationCutoffHours} hours ahead.',
  privacy: 'We keep little.',
  faq: [
    { question: 'First?', answer: 'One.' },
    { question: 'Second?', answer: 'Two.' },
    { question: 'Third?', answer: 'Three.' },
  ],
};

function settingsWith(change: Partial<TextsSection> = {}): AdminSettings {
  return { ...testSettings(), texts: { ...texts, ...change } };
}

const saved = (value: TextsSection): SaveResult => ({
  saved: true,
  settings: settingsWith(value),
});

function renderSection() {
  return renderWithApi(<SettingsTextsSection settings={settingsWith()} />);
}

const save = () => screen.getByRole('button', { name: 'Save texts' });

describe('the Texts section', () => {
  it("When a text is typed, then its preview shows it as the page will, with the park's figures and HTML as typed", async () => {
    const { user } = renderSection();
    const rules = screen.getByRole('region', { name: 'Preview: Site rules' });
    expect(within(rules).getByRole('heading', { level: 2, name: 'Rules' })).toBeInTheDocument();
    expect(within(rules).getByRole('listitem')).toHaveTextContent('Up to 8 dogs.');

    const about = screen.getByLabelText('About page');
    await user.clear(about);
    // user-event reads '[[' as one typed '['.
    await user.type(about, '**Welcome** to <b>our</b> field, [[book](/booking)');
    const preview = screen.getByRole('region', { name: 'Preview: About page' });
    expect(within(preview).getByText('Welcome').tagName).toBe('STRONG');
    expect(preview).toHaveTextContent('Welcome to <b>our</b> field, book');
    expect(preview.querySelector('b')).toBeNull();
    expect(within(preview).getByRole('link', { name: 'book' })).toHaveAttribute('href', '/booking');
  });

  it('When questions are moved, removed and added, then they are saved in the order shown', async () => {
    api.post.mockImplementation(async (_path, value) => saved(value as TextsSection));
    // A saved section reads the park afresh, as every page shows it.
    answer(siteApi.park, parkAnswer());
    const { user } = renderSection();
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move question 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    // The focus stays with the question that moved, on the button just pressed.
    expect(screen.getByRole('button', { name: 'Move question 2 up' })).toHaveFocus();
    expect(screen.getByLabelText('Question 2')).toHaveValue('Third?');

    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(screen.getByLabelText('Question 3')).toHaveFocus();
    await user.keyboard('Is there parking?');
    await user.type(screen.getByLabelText('Answer 3'), 'For two cars.');
    await user.click(screen.getByRole('button', { name: 'Move question 2 down' }));
    await user.click(save());

    expect(api.post).toHaveBeenCalledWith(addressOf(settingsApi.save.texts), {
      ...texts,
      faq: [
        { question: 'Third?', answer: 'Three.' },
        { question: 'Is there parking?', answer: 'For two cars.' },
        { question: 'Second?', answer: 'Two.' },
      ],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });

  it('When a question is left without an answer, then the reason is beside it and nothing is sent', async () => {
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.keyboard('Half a question?');
    await user.click(save());

    expect(api.post).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Answer 4')).toHaveAccessibleDescription('Write the answer.');
    expect(screen.getByLabelText('Answer 4')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Question 4')).not.toHaveAttribute('aria-invalid');
  });

  it('When the server refuses a field, then its words are beside that field', async () => {
    api.post.mockRejectedValue(
      refusal('request/invalid', { privacy: 'Use ordinary characters only.' }),
    );
    const { user } = renderSection();
    await user.click(save());
    expect(await screen.findByLabelText('Privacy notice')).toHaveAccessibleDescription(
      'Use ordinary characters only.',
    );
  });
});
