import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DisclosureMenu } from '@/components/layout/disclosure-menu';
import { NavLink } from '@/components/layout/nav-link';
import { SiteHeader } from '@/components/layout/site-header';
import { courses } from '@/content/courses';

let mockPathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
}));

/*
 * The panel is shown and hidden with Tailwind's `hidden` utility, and jsdom loads no CSS. Add that rule, and the
 * two of app/globals.css that show either the stand-in link or the button, so visibility (and with it the
 * accessibility tree that getByRole sees, and the tab order) behaves as in the browser below 768 px. <html> carries
 * data-audience as the boot script sets it when JavaScript runs.
 */
let pageRules: HTMLStyleElement;
beforeAll(() => {
  pageRules = document.createElement('style');
  pageRules.textContent = [
    '.hidden { display: none; }',
    'html:not([data-audience]) [data-requires-js] { display: none; }',
    'html[data-audience] [data-without-js] { display: none; }',
  ].join('\n');
  document.head.append(pageRules);
});
afterAll(() => pageRules.remove());

beforeEach(() => {
  mockPathname = '/';
  document.documentElement.dataset.audience = 'parent';
});
afterEach(() => {
  delete document.documentElement.dataset.audience;
});

function panelOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error('button controls no panel');
  return panel;
}

function Menu() {
  return (
    <>
      <DisclosureMenu label="Kurse" fallbackHref="/courses">
        <ul>
          <li>
            <a href="#grundlagen">CS Grundlagen</a>
          </li>
          <li>
            <a href="#webdesign">CS Webdesign</a>
          </li>
        </ul>
      </DisclosureMenu>
      <p>Außerhalb des Menüs</p>
    </>
  );
}

function renderMenu() {
  const view = render(<Menu />);
  const button = screen.getByRole('button', { name: 'Kurse' });
  return { ...view, button, panel: panelOf(button) };
}

describe('DisclosureMenu', () => {
  it('shows the button with JavaScript and the stand-in link without it; both stay in the DOM', () => {
    renderMenu();
    const standIn = screen.getByText('Kurse', { selector: 'a[data-without-js]' });
    expect(standIn).toHaveAttribute('href', '/courses');
    expect(standIn).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Kurse' })).toBeVisible();

    delete document.documentElement.dataset.audience;
    expect(standIn).toBeVisible();
    expect(screen.getByText('Kurse', { selector: 'button' })).not.toBeVisible();
  });

  it('starts closed: aria-expanded=false, panel and its links hidden', () => {
    const { button, panel } = renderMenu();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'CS Grundlagen' })).not.toBeInTheDocument();
  });

  it('opens on click and closes on a second click', async () => {
    const user = userEvent.setup();
    const { button, panel } = renderMenu();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(screen.getByRole('link', { name: 'CS Grundlagen' })).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    const { button, panel } = renderMenu();
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'CS Grundlagen' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('closes when keyboard focus moves on past its last link, and stays open while focus is inside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Menu />
        <a href="#danach">Danach</a>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Kurse' });
    await user.click(button);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'CS Webdesign' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    expect(screen.getByRole('link', { name: 'Danach' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a pointer press outside', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);

    fireEvent.pointerDown(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open on a pointer press inside', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);

    fireEvent.pointerDown(screen.getByRole('link', { name: 'CS Webdesign' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when a link inside is chosen', async () => {
    const user = userEvent.setup();
    const { button } = renderMenu();
    await user.click(button);

    await user.click(screen.getByRole('link', { name: 'CS Webdesign' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the route changes', async () => {
    const user = userEvent.setup();
    const { button, panel, rerender } = renderMenu();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    mockPathname = '/courses/2';
    rerender(<Menu />);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('opens and closes from the keyboard with %s', async (_key, keys) => {
    const user = userEvent.setup();
    const { button } = renderMenu();

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard(keys);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'CS Grundlagen' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard(keys);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses ariaLabel as the accessible name of an icon button', () => {
    render(
      <DisclosureMenu label={<svg aria-hidden="true" />} ariaLabel="Menü öffnen" fallbackHref="#menue">
        <a href="#x">X</a>
      </DisclosureMenu>,
    );
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('NavLink', () => {
  const links = [
    { href: '/courses', label: 'Kursübersicht' },
    { href: '/courses/1', label: 'CS Grundlagen' },
    { href: '/preise', label: 'Preise' },
  ] as const;

  function renderLinks() {
    render(
      <nav>
        {links.map((l) => (
          <NavLink key={l.href} href={l.href}>
            {l.label}
          </NavLink>
        ))}
      </nav>,
    );
  }

  it.each([
    ['/courses', 'Kursübersicht'],
    ['/courses/1', 'CS Grundlagen'],
    ['/preise', 'Preise'],
    ['/', 'no link'],
    ['/courses/2', 'no link'],
    ['/preise/', 'no link'],
  ])('on %s, %s carries aria-current="page"', (pathname, current) => {
    mockPathname = pathname;
    renderLinks();
    for (const { href, label } of links) {
      const link = screen.getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', href);
      if (label === current) expect(link).toHaveAttribute('aria-current', 'page');
      else expect(link).not.toHaveAttribute('aria-current');
    }
  });
});

describe('SiteHeader', () => {
  async function openHeader() {
    const user = userEvent.setup();
    render(<SiteHeader />);
    // Below 768 px the main navigation sits behind the 'Menü' button.
    await user.click(screen.getByRole('button', { name: 'Menü' }));
    return { user, nav: screen.getByRole('navigation', { name: 'Hauptnavigation' }) };
  }

  it('links the logo to the home page', () => {
    render(<SiteHeader />);
    expect(screen.getByRole('link', { name: /zur Startseite/ })).toHaveAttribute('href', '/');
  });

  it('hides the main navigation behind the Menü button on small screens', async () => {
    const user = userEvent.setup();
    render(<SiteHeader />);
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menü' }));
    expect(screen.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  });

  it.each([
    ['Preise', '/preise'],
    ['Über uns', '/info'],
    ['Kontakt', '/contact'],
    ['Ferienkurse', '/ferienkurse'],
    ['Quiz', '/quizcarousel'],
  ])('has the main link %s → %s', async (name, href) => {
    const { nav } = await openHeader();
    expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('opens the Kurse menu with the overview, all seven courses and the FAQ', async () => {
    const { user, nav } = await openHeader();
    const kurse = within(nav).getByRole('button', { name: 'Kurse' });
    expect(kurse).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Kursübersicht' })).not.toBeInTheDocument();

    await user.click(kurse);
    expect(kurse).toHaveAttribute('aria-expanded', 'true');
    const panel = panelOf(kurse);

    expect(within(panel).getByRole('link', { name: 'Kursübersicht' })).toHaveAttribute('href', '/courses');
    expect(within(panel).getByRole('link', { name: /FAQ/ })).toHaveAttribute('href', '/faq');

    const courseLinks = within(panel)
      .getAllByRole('link')
      .filter((a) => /^\/courses\/\d$/.test(a.getAttribute('href') ?? ''));
    expect(courseLinks.map((a) => a.getAttribute('href'))).toEqual(courses.map((c) => `/courses/${c.id}`));
    courseLinks.forEach((a, i) => {
      const course = courses[i];
      expect(a).toHaveTextContent(course?.title ?? '');
      expect(a).toHaveTextContent(`Level ${course?.courseId}`);
    });
  });

  it('marks the current course page in the Kurse menu', async () => {
    mockPathname = '/courses/3';
    const { user, nav } = await openHeader();
    await user.click(within(nav).getByRole('button', { name: 'Kurse' }));
    const current = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.getAttribute('href'))).toEqual(['/courses/3']);
  });
});
