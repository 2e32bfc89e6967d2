import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, type AccordionEntry } from '@/components/ui/accordion';
import { faqItems } from '@/content/faq';

const items: AccordionEntry[] = faqItems.slice(0, 3).map((item) => ({
  id: item.id,
  title: item.question,
  content: <p>{item.answer[0]}</p>,
}));
const [first, second, third] = items as [AccordionEntry, AccordionEntry, AccordionEntry];

function answerText(item: AccordionEntry): string {
  return (faqItems.find((f) => f.id === item.id)?.answer[0] ?? '').replace(/\u00a0/g, ' ');
}

describe('Accordion (hydrated in the browser)', () => {
  it('renders one collapsed heading button per entry and no visible panel', () => {
    render(<Accordion items={items} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(items.map((i) => i.title));
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.queryByText(answerText(first))).not.toBeVisible();
  });

  it.each([
    ['h2 by default', undefined, 2],
    ['h3 on request', 'h3', 3],
  ] as const)('wraps each button in a heading (%s)', (_case, headingLevel, level) => {
    render(<Accordion items={items} headingLevel={headingLevel} />);
    const headings = screen.getAllByRole('heading', { level });
    expect(headings).toHaveLength(items.length);
    expect(headings[0]).toContainElement(screen.getByRole('button', { name: first.title }));
  });

  it('opens a panel on click, labelled by its button, and closes it again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: second.title });

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: second.title });
    expect(region).toBeVisible();
    expect(region).toHaveTextContent(answerText(second));
    expect(button).toHaveAttribute('aria-controls', region.id);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: second.title })).not.toBeInTheDocument();
  });

  it('keeps entries independent: several can be open at once', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(screen.getByRole('button', { name: first.title }));
    await user.click(screen.getByRole('button', { name: third.title }));

    expect(screen.getAllByRole('region').map((r) => r.textContent?.replace(/\u00a0/g, ' '))).toEqual([answerText(first), answerText(third)]);
    expect(screen.getByRole('button', { name: second.title })).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    const button = screen.getByRole('button', { name: first.title });
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the entry id on each item so /faq#id links still land', () => {
    render(<Accordion items={items} />);
    for (const item of items) {
      expect(document.getElementById(item.id)).toContainElement(screen.getByRole('button', { name: item.title }));
    }
  });
});
