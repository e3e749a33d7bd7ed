import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
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

/**
 * A real tab list: one tab in the Tab order, arrow keys (and Home, End) move between tabs and
 * open them, each panel labelled by its tab.
 */
export function Tabs({ label, tabs, selected, onSelect }: Props) {
  const base = useId();
  const buttons = useRef<Map<string, HTMLButtonElement>>(new Map());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

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
