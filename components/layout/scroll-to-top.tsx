/** Floating link back to the top; CSS reveals it after the first screen where scroll timelines exist. */
export function ScrollToTop() {
  return (
    <a
      href="#top"
      className="scroll-to-top fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-ink text-white shadow-card ring-2 ring-white hover:bg-primary"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
      <span className="sr-only">Nach oben</span>
    </a>
  );
}
