import { Link } from '@/components/ui/link';
import { Img } from '@/components/ui/img';

export function Logo() {
  return (
    <Link href="/" className="flex shrink-0 items-center gap-2 rounded-md text-lg font-extrabold tracking-tight min-[22.5rem]:text-xl">
      <Img src="/images/logo.svg" alt="" width={36} height={36} loading="eager" />
      <span>
        Coding<span className="text-primary">Stars</span>
      </span>
      <span className="sr-only">, zur Startseite</span>
    </Link>
  );
}

