import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminSettings } from '../../../../contract/settings';
import { QueryWaiting } from '../../../components/PageState';
import { useSettings } from '../api/settingsApi';
import styles from './settings.module.css';
import { SETTINGS_PAGES, type SettingsPage, settingsPageOf } from './settingsPages';

/** The pages' list, the open one marked; each is a link, so it can be opened in a new tab too. */
function PageList({
  current,
  params,
  onMove,
}: {
  current: SettingsPage;
  params: URLSearchParams;
  onMove: (id: string) => void;
}) {
  const addressOf = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('page', id);
    return `?${next}`;
  };
  return (
    <nav aria-label="Settings pages" className={styles.pages}>
      <ul>
        {SETTINGS_PAGES.map((page) => (
          <li key={page.id}>
            <Link
              to={addressOf(page.id)}
              aria-current={page.id === current.id ? 'page' : undefined}
              onClick={() => onMove(page.id)}
            >
              {page.label}
              {page.holds !== page.label && <span className={styles.pageHolds}>{page.holds}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The pages opened so far stay mounted, hidden, so what was typed on one and not yet saved is
 * still there on coming back; a page not yet opened loads nothing.
 */
function Pages({ settings, current }: { settings: AdminSettings; current: SettingsPage }) {
  const [opened, setOpened] = useState<readonly string[]>([current.id]);
  if (!opened.includes(current.id)) setOpened([...opened, current.id]);
  return SETTINGS_PAGES.filter((page) => opened.includes(page.id)).map((page) => (
    <div key={page.id} hidden={page.id !== current.id}>
      {page.render(settings)}
    </div>
  ));
}

/**
 * Everything about the park, for super admins, a page at a time: each section saves on its own
 * and is live on every page (and every instance) at once.
 */
export function SettingsTab() {
  const settings = useSettings();
  const [params] = useSearchParams();
  const current = settingsPageOf(params.get('page'));
  const top = useRef<HTMLDivElement>(null);
  // The page a click on the list is going to, until it shows.
  const goingTo = useRef<string | null>(null);
  // After a move the new page is read from its top, not from wherever the list was.
  useEffect(() => {
    if (goingTo.current !== current.id) return;
    goingTo.current = null;
    top.current?.focus();
    top.current?.scrollIntoView?.({ block: 'start' });
  });
  if (!settings.isSuccess)
    return (
      <QueryWaiting
        query={settings}
        loading="Loading the settings…"
        failed="We can't load the settings right now."
      />
    );
  return (
    <div>
      <PageList
        current={current}
        params={params}
        onMove={(id) => {
          goingTo.current = id;
        }}
      />
      <div ref={top} tabIndex={-1} className={styles.page}>
        <Pages settings={settings.data} current={current} />
      </div>
    </div>
  );
}
