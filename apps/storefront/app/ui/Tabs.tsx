// Tabs that degrade to stacked sections: before hydration (and without JavaScript) every panel is
// shown under its own heading; with JavaScript a tablist shows one panel at a time (arrow keys move).
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated.ts';

export interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

export function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const hydrated = useHydrated();
  const base = useId();
  const [active, setActive] = useState(tabs[0]?.id ?? '');
  if (!hydrated || tabs.length < 2) {
    return (
      <div className="space-y-8">
        {tabs.map((tab) => (
          <section key={tab.id} aria-labelledby={`${base}-${tab.id}-h`}>
            <h2 id={`${base}-${tab.id}-h`} className="mb-3 text-2xl font-bold tracking-tight">
              {tab.label}
            </h2>
            {tab.content}
          </section>
        ))}
      </div>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next) {
      setActive(next.id);
      document.getElementById(`${base}-${next.id}-tab`)?.focus();
    }
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-6 overflow-x-auto border-b border-line">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${base}-${tab.id}-tab`}
            type="button"
            role="tab"
            aria-selected={tab.id === active}
            aria-controls={`${base}-${tab.id}-panel`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => setActive(tab.id)}
            onKeyDown={onKeyDown}
            className={`-mb-px whitespace-nowrap border-b-2 py-3 font-semibold ${tab.id === active ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} id={`${base}-${tab.id}-panel`} role="tabpanel" aria-labelledby={`${base}-${tab.id}-tab`} hidden={tab.id !== active} className="pt-6">
          {tab.content}
        </div>
      ))}
    </div>
  );
}
