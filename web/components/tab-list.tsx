// A row of tabs with the WAI-ARIA tabs pattern: one tab in the Tab order, arrow keys, Home and End move
// between the enabled ones and select them; a row too wide for the screen scrolls sideways. The caller
// renders the panels with tabPanelProps, or TabbedSection does.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tab-list.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  disabled?: boolean;
}

interface TabListProps<Id extends string> {
  /** Prefix of the tab and panel element ids (useId()). */
  idBase: string;
  label: string;
  tabs: TabItem<Id>[];
  active: Id;
  onSelect: (id: Id) => void;
}

export const tabId = (idBase: string, id: string) => `${idBase}-${id}-tab`;
export const panelId = (idBase: string, id: string) => `${idBase}-${id}-panel`;

/** The attributes of the panel that belongs to tab `id`. */
export function tabPanelProps(idBase: string, id: string, active: string) {
  return { role: 'tabpanel', id: panelId(idBase, id), 'aria-labelledby': tabId(idBase, id), hidden: id !== active, tabIndex: 0, className: 'tab-panel' } as const;
}

export function TabList<Id extends string>({ idBase, label, tabs, active, onSelect }: TabListProps<Id>) {
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = tabs.filter((tab) => !tab.disabled);

  // On a phone the row scrolls sideways: bring the selected tab into it (only sideways, never the page).
  useEffect(() => {
    const list = listRef.current;
    const selected = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !selected) return;
    const start = selected.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    const end = start + selected.offsetWidth;
    if (start < list.scrollLeft) list.scrollTo({ left: start });
    else if (end > list.scrollLeft + list.clientWidth) list.scrollTo({ left: end - list.clientWidth });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: enabled.length - 1 };
    const target = moves[event.key];
    if (target === undefined || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[(target + enabled.length) % enabled.length]!;
    onSelect(next.id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idBase, next.id))}`)?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={label} className="tab-list" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(idBase, tab.id)}
          aria-controls={panelId(idBase, tab.id)}
          aria-selected={tab.id === active}
          tabIndex={tab.id === active ? 0 : -1}
          disabled={tab.disabled}
          className="tab-list__tab"
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

interface TabbedSectionProps<Id extends string> {
  /** Names the section and its row of tabs. */
  label: string;
  className: string;
  tabs: TabItem<Id>[];
  /** The chosen tab's panel: only that one is mounted, so a list loads when its tab is opened. */
  panel: (id: Id) => ReactNode;
}

/** A section of tabs that starts on the first one. */
export function TabbedSection<Id extends string>({ label, className, tabs, panel }: TabbedSectionProps<Id>) {
  const idBase = useId();
  const [active, setActive] = useState<Id>(tabs[0]!.id);
  return (
    <section className={className} aria-label={label}>
      <TabList idBase={idBase} label={label} tabs={tabs} active={active} onSelect={setActive} />
      {tabs.map((tab) => (
        <div key={tab.id} {...tabPanelProps(idBase, tab.id, active)}>
          {tab.id === active ? panel(tab.id) : null}
        </div>
      ))}
    </section>
  );
}
