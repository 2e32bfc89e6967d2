import { courses } from '@/content/courses';
import { mainNav } from '@/content/navigation';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/ui/class-names';
import { Container } from '@/components/ui/container';
import { DisclosureMenu } from './disclosure-menu';
import { Logo } from './logo';
import { NavLink } from './nav-link';

/** Shared look of header links (globals.css); each use adds its display (no class merging, see lib/ui/class-names). */
const linkClass = 'nav-link';

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
      <path d="M5.2 7.5a1 1 0 0 1 1.4 0L10 10.9l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.9a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

/** Header of the (site) pages: Kurse dropdown, main links and the Quiz button; a collapsible menu below 768 px. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <Container className="flex h-[var(--header-height)] items-center justify-between gap-4">
        <Logo />
        <DisclosureMenu
          label={
            <>
              <MenuIcon />
              <span>Menü</span>
            </>
          }
          buttonClassName="menu-button"
          panelClassName="menu-panel"
          alwaysVisibleClassName="md:block"
          panelId="hauptmenue"
          fallbackHref="#hauptmenue"
        >
          <nav aria-label="Hauptnavigation">
            <ul className="flex flex-col gap-1 md:flex-row md:items-center md:gap-1">
              <li>
                <DisclosureMenu
                  label={
                    <>
                      {mainNav.coursesLabel}
                      <ChevronIcon />
                    </>
                  }
                  buttonClassName={cn(linkClass, 'inline-flex w-full items-center justify-between gap-1 md:w-auto')}
                  panelClassName="submenu-panel"
                  fallbackHref={mainNav.coursesOverview.href}
                >
                  <ul>
                    <li>
                      <NavLink href={mainNav.coursesOverview.href} className={cn(linkClass, 'block')}>
                        {mainNav.coursesOverview.label}
                      </NavLink>
                    </li>
                    {courses.map((course) => (
                      <li key={course.id}>
                        <NavLink href={`/courses/${course.id}`} className={cn(linkClass, 'block font-semibold')}>
                          {course.title}
                          <span className="ml-2 text-sm font-normal text-ink-soft">Level {course.courseId}</span>
                        </NavLink>
                      </li>
                    ))}
                    <li className="mt-1 border-t border-line pt-1">
                      <NavLink href={mainNav.generalInfo.href} className={cn(linkClass, 'block')}>
                        {mainNav.generalInfo.label}
                      </NavLink>
                    </li>
                  </ul>
                </DisclosureMenu>
              </li>
              {mainNav.links.map((link) => (
                <li key={link.href}>
                  <NavLink href={link.href} className={cn(linkClass, 'block md:inline-block')}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li className="mt-2 md:mt-0 md:ml-2">
                <NavLink
                  href={mainNav.quiz.href}
                  className={`${buttonClasses({ variant: 'star' })} w-full md:w-auto`}
                >
                  {mainNav.quiz.label}
                </NavLink>
              </li>
            </ul>
          </nav>
        </DisclosureMenu>
      </Container>
    </header>
  );
}
