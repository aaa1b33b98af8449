import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
  /** Marks the tab when a field on it has a message. */
  invalid?: boolean;
  content: ReactNode;
}

/**
 * An accessible tab set (WAI-ARIA tabs): arrow keys, Home and End move between tabs and select them;
 * only the selected tab is in the tab order. Every panel stays mounted (hidden), so nothing typed on
 * one tab is lost when another is shown.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: TabDefinition<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.id === selected);
    let next: number;
    if (event.key === 'ArrowRight') next = (current + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (current - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current[next]?.focus();
  }

  return (
    <div className="item-tabs">
      <div className="item-tabs__list" role="tablist" aria-label={label} onKeyDown={keyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            className={`item-tabs__tab${tab.invalid ? ' item-tabs__tab--invalid' : ''}`}
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          className="item-tabs__panel"
          hidden={tab.id !== selected}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
