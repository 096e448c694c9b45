import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabId = 'active' | 'past';
const tabs: { id: TabId; label: string }[] = [
  { id: 'active', label: 'Active Challenge' },
  { id: 'past', label: 'Past Reward' },
];

/** The two tabs, following the tabs pattern: one tab stop, arrows, Home and End move and select. */
export function ChallengeTabs({ selected, onSelect, panels }: { selected: TabId; onSelect: (id: TabId) => void; panels: Record<TabId, ReactNode> }) {
  const refs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    const at = tabs.findIndex((t) => t.id === selected);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab.id);
    refs.current[tab.id]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label="Leaderboard" onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-800">
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[tab.id] = el;
              }}
              type="button"
              role="tab"
              id={`leaderboard-tab-${tab.id}`}
              aria-controls={`leaderboard-panel-${tab.id}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`min-h-11 rounded-lg px-2 text-sm font-bold ${
                active ? 'bg-white text-brand-800 shadow-sm dark:bg-zinc-950 dark:text-brand-200' : 'text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`leaderboard-panel-${tab.id}`}
          aria-labelledby={`leaderboard-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="mt-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-zinc-200 sm:p-4 dark:bg-zinc-900 dark:ring-zinc-800"
        >
          {tab.id === selected && panels[tab.id]}
        </div>
      ))}
    </div>
  );
}
