'use client';

import { useId, useState, type ReactNode } from 'react';
import { useClientValue } from '@/lib/hooks/use-client-value';

export interface AccordionEntry {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionEntry[];
  headingLevel?: 'h2' | 'h3';
}

const chevron = (
  <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor" className="accordion-chevron">
    <path d="M5.2 7.5a1 1 0 0 1 1.4 0L10 10.9l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.9a1 1 0 0 1 0-1.4Z" />
  </svg>
);

// Looks in app/globals.css: the FAQ repeats them on every entry.
const itemClass = 'group accordion-item';
const triggerClass = 'accordion-trigger';

/**
 * Server HTML uses <details>, so every answer opens without JavaScript. Once hydrated it becomes the WAI-ARIA
 * accordion pattern: heading buttons with aria-expanded controlling their panels.
 */
export function Accordion({ items, headingLevel: Heading = 'h2' }: AccordionProps) {
  const scripted = useClientValue(() => true, false);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();

  if (!scripted) {
    return (
      <div className="space-y-3">
        {items.map((item) => (
          <details key={item.id} id={item.id} className={itemClass}>
            <summary className={`${triggerClass} list-none [&::-webkit-details-marker]:hidden`}>
              {item.title}
              {chevron}
            </summary>
            <div className="accordion-panel">{item.content}</div>
          </details>
        ))}
      </div>
    );
  }

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="space-y-3">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} id={item.id} className={itemClass} data-open={expanded}>
            <Heading className="text-lg">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className={triggerClass}
              >
                {item.title}
                {chevron}
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="accordion-panel">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
