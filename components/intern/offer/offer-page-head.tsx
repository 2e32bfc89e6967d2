import { Link } from '@/components/ui/link';
import { offerCopy } from '@/content/intern-offer';

/** The head of each page of /intern/angebot: the way back, the title, what the page is for and what it changes. */
export function OfferPageHead({ title, intro, effects }: { title: string; intro: string; effects: string }) {
  return (
    <>
      <p>
        <Link href="/intern/angebot" className="font-bold text-primary underline underline-offset-4">
          {offerCopy.back}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold">{title}</h1>
      <p className="mt-2 max-w-prose">{intro}</p>
      <p className="mt-2 max-w-prose text-ink-soft">{effects}</p>
    </>
  );
}
