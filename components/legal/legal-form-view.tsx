import type { LegalForm } from '@/content/schema';

/** A form to print and fill in by hand (the Muster-Widerrufsformular): each label with a line to write on. */
export function LegalFormView({ form }: { form: LegalForm }) {
  return (
    <div className="mt-6 space-y-3 rounded-card border border-line p-5 sm:p-6">
      <h3 className="text-lg font-extrabold">{form.title}</h3>
      <p>{form.instruction}</p>
      <p>{form.addressee}</p>
      <ul className="space-y-4">
        {form.fields.map((field) => (
          <li key={field}>
            {field}
            {/* The line to write on is drawn, not read out. */}
            <span aria-hidden="true" className="mt-8 block border-b border-ink-soft" />
          </li>
        ))}
      </ul>
      {form.footnote && <p className="pt-2 text-sm">{form.footnote}</p>}
    </div>
  );
}
