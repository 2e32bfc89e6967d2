import type { ReactNode } from 'react';

/** The list (children) with the course popup slot above it: /ferienkurse/{slug} opens there from a card. */
export default function HolidayCoursesLayout({ children, modal }: { children: ReactNode; modal: ReactNode }) {
  return (
    <>
      {children}
      {modal}
    </>
  );
}
