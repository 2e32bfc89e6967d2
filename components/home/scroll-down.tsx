/** Round button that glides to the next section (CSS smooth scroll). */
export function ScrollDown({ to, label }: { to: string; label: string }) {
  return (
    <div className="flex justify-center py-4">
      <a
        href={`#${to}`}
        className="inline-flex size-12 items-center justify-center rounded-full border-2 border-line bg-white text-primary shadow-card hover:border-primary"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 5v14M5 12l7 7 7-7" />
        </svg>
        <span className="sr-only">Weiter zu: {label}</span>
      </a>
    </div>
  );
}
