import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './Tabs.module.css';

export interface Tab {
  id: string;
  label: string;
  content: () => ReactNode;
}

interface Props {
  label: string;
  tabs: readonly Tab[];
  selected: string;
  onSelect: (id: string) => void;
}

/** The tab a key moves to from tab `index` of `count`, or null for any other key. */
function tabAfterKey(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A real tab list: one tab in the Tab order, arrow keys (and Home, End) move between tabs and
 * open them, each panel labelled by its tab.
 */
export function Tabs({ label, tabs, selected, onSelect }: Props) {
  const base = useId();
  const buttons = useRef<Map<string, HTMLButtonElement>>(new Map());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const move = (event: KeyboardEvent, index: number) => {
    const next = tabAfterKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  // In a row that scrolls, the open tab is brought into sight (on a phone it may start off screen).
  const currentId = current?.id;
  useEffect(() => {
    if (!currentId) return;
    buttons.current.get(currentId)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [currentId]);

  return (
    <>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.id}-tab`}
            aria-selected={tab.id === current?.id}
            aria-controls={`${base}-${tab.id}-panel`}
            tabIndex={tab.id === current?.id ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${base}-${current.id}-panel`}
          aria-labelledby={`${base}-${current.id}-tab`}
          className={styles.panel}
        >
          {current.content()}
        </div>
      )}
    </>
  );
}
