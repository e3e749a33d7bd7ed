import { useEffect, useRef, useState } from 'react';
import type { AdminSettings } from '../../../../contract/settings';
import { PLACEHOLDERS } from '../../../../domain/markdown';
import { formStyles } from '../../../components/Field';
import { Markdown, useParkPlaceholders } from '../../../components/Markdown';
import type { SectionInput } from '../api/settingsApi';
import { SettingsField, SettingsTextArea } from './SettingsFields';
import { SettingsSectionFrame } from './SettingsSectionFrame';
import styles from './SettingsTextsSection.module.css';
import settingsStyles from './settings.module.css';
import { type SectionForm, useSectionForm } from './useSectionForm';

type Texts = SectionInput<'texts'>;
type FaqItem = Texts['faq'][number];
type PageTextField = Exclude<keyof Texts, 'faq'>;

const PAGE_TEXTS: { field: PageTextField; label: string; rows: number }[] = [
  { field: 'about', label: 'About page', rows: 8 },
  { field: 'siteRules', label: 'Site rules', rows: 16 },
  { field: 'cancellationPolicy', label: 'Cancellation policy', rows: 16 },
  { field: 'privacy', label: 'Privacy notice', rows: 16 },
];

/** The most questions the FAQ holds (the contract's limit). */
const MOST_QUESTIONS = 50;

function WritingHelp() {
  return (
    <details className={styles.help}>
      <summary>How to format the texts, and the park's figures you can use</summary>
      <ul>
        <li>
          <code>## Heading</code> starts a heading (<code>###</code> a smaller one).
        </li>
        <li>
          <code>- item</code> starts a bullet list, <code>1. item</code> a numbered list.
        </li>
        <li>
          <code>**bold**</code>, <code>*italic*</code>, and a blank line starts a new paragraph.
        </li>
        <li>
          <code>[words](https://…)</code> makes a link; it may also go to <code>mailto:</code>,{' '}
          <code>tel:</code> or one of our pages such as <code>/site-rules</code>.
        </li>
        <li>HTML is shown as typed, never run.</li>
      </ul>
      <p>These are replaced by the park's current settings wherever they are written:</p>
      <ul>
        {Object.entries(PLACEHOLDERS).map(([name, meaning]) => (
          <li key={name}>
            <code>{`{${name}}`}</code>: {meaning}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** What a text will look like on its page, as it is typed. */
function Preview({ label, source }: { label: string; source: string }) {
  const values = useParkPlaceholders();
  return (
    <section aria-label={`Preview: ${label}`} className={styles.preview}>
      <p className={styles.previewLabel} aria-hidden="true">
        Preview
      </p>
      {source.trim() === '' ? (
        <p className={settingsStyles.note}>Nothing written yet.</p>
      ) : (
        <Markdown source={source} values={values} />
      )}
    </section>
  );
}

function PageTextEditor({
  form,
  field,
  label,
  rows,
}: {
  form: SectionForm<'texts'>;
  field: PageTextField;
  label: string;
  rows: number;
}) {
  return (
    <div className={styles.editor}>
      <SettingsTextArea
        label={label}
        rows={rows}
        value={form.value[field]}
        onChange={(text) => form.patch({ [field]: text })}
        error={form.errors[field]}
      />
      <Preview label={label} source={form.value[field]} />
    </div>
  );
}

/**
 * Keys for the FAQ's rows that follow each question when it moves, so the focus stays on the
 * button just pressed and each box keeps what it was typing.
 */
function useMovableKeys(count: number) {
  const next = useRef(count);
  const [keys, setKeys] = useState(() => Array.from({ length: count }, (_, index) => index));
  return {
    keyOf: (index: number) => keys[index] ?? `row-${index}`,
    added: () => {
      next.current += 1;
      const key = next.current;
      setKeys((current) => [...current, key]);
    },
    removed: (index: number) => setKeys((current) => current.filter((_, at) => at !== index)),
    swapped: (a: number, b: number) => setKeys((current) => swap(current, a, b)),
  };
}

function swap<T>(items: readonly T[], a: number, b: number): T[] {
  const copy = [...items];
  const [first, second] = [copy[a], copy[b]];
  if (first === undefined || second === undefined) return copy;
  copy[a] = second;
  copy[b] = first;
  return copy;
}

interface QuestionProps {
  form: SectionForm<'texts'>;
  item: FaqItem;
  index: number;
  count: number;
  change: (item: FaqItem) => void;
  move: (to: number) => void;
  remove: () => void;
}

function QuestionEditor({ form, item, index, count, change, move, remove }: QuestionProps) {
  const number = index + 1;
  return (
    <fieldset className={settingsStyles.group}>
      <legend>FAQ item {number}</legend>
      <SettingsField
        label={`Question ${number}`}
        value={item.question}
        onChange={(question) => change({ ...item, question })}
        error={form.errors[`faq.${index}.question`]}
        data-faq-question={index}
      />
      <SettingsTextArea
        label={`Answer ${number}`}
        rows={4}
        value={item.answer}
        onChange={(answer) => change({ ...item, answer })}
        error={form.errors[`faq.${index}.answer`]}
      />
      <Preview label={`Answer ${number}`} source={item.answer} />
      <div className={styles.rowActions}>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => move(index - 1)}
          disabled={index === 0}
        >
          Move question {number} up
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => move(index + 1)}
          disabled={index === count - 1}
        >
          Move question {number} down
        </button>
        <button type="button" className="button button--quiet" onClick={remove}>
          Remove question {number}
        </button>
      </div>
    </fieldset>
  );
}

function FaqEditor({ form }: { form: SectionForm<'texts'> }) {
  const faq = form.value.faq;
  const rows = useMovableKeys(faq.length);
  const list = useRef<HTMLDivElement>(null);
  const [added, setAdded] = useState<number | null>(null);
  const setFaq = (change: (items: FaqItem[]) => FaqItem[]) =>
    form.setValue((texts) => ({ ...texts, faq: change(texts.faq) }));

  // A new question's box takes the focus, ready to type in.
  useEffect(() => {
    if (added === null) return;
    list.current?.querySelector<HTMLInputElement>(`[data-faq-question="${added}"]`)?.focus();
    setAdded(null);
  }, [added]);

  const add = () => {
    rows.added();
    setAdded(faq.length);
    setFaq((items) => [...items, { question: '', answer: '' }]);
  };

  return (
    <fieldset className={settingsStyles.group}>
      <legend>FAQ</legend>
      <p className={settingsStyles.note}>
        Questions and answers for the FAQ page, in the order shown there.
      </p>
      {form.errors.faq && <p className={formStyles.error}>{form.errors.faq}</p>}
      <div ref={list} className={styles.questions}>
        {faq.length === 0 && <p className={settingsStyles.note}>No questions yet.</p>}
        {faq.map((item, index) => (
          <QuestionEditor
            key={rows.keyOf(index)}
            form={form}
            item={item}
            index={index}
            count={faq.length}
            change={(changed) =>
              setFaq((items) => items.map((old, at) => (at === index ? changed : old)))
            }
            move={(to) => {
              rows.swapped(index, to);
              setFaq((items) => swap(items, index, to));
            }}
            remove={() => {
              rows.removed(index);
              setFaq((items) => items.filter((_, at) => at !== index));
            }}
          />
        ))}
      </div>
      {faq.length < MOST_QUESTIONS && (
        <div>
          <button type="button" className="button button--quiet" onClick={add}>
            Add a question
          </button>
        </div>
      )}
    </fieldset>
  );
}

/**
 * The Texts section: the About page, site rules, cancellation policy, privacy notice and FAQ,
 * each in the park's small safe Markdown, with a preview as it is typed.
 */
export function SettingsTextsSection({ settings }: { settings: AdminSettings }) {
  const form = useSectionForm('texts', settings.texts);
  return (
    <SettingsSectionFrame title="Texts" section="texts" form={form} changed={settings.changed}>
      <WritingHelp />
      {PAGE_TEXTS.map((text) => (
        <PageTextEditor key={text.field} form={form} {...text} />
      ))}
      <FaqEditor form={form} />
    </SettingsSectionFrame>
  );
}
