import Link from 'next/link';
import Image from 'next/image';

export function Logo() {
  return (
    <Link href="/" className="flex shrink-0 items-center gap-2 rounded-md text-xl font-extrabold tracking-tight">
      <Image src="/images/logo.svg" alt="" width={36} height={36} priority unoptimized />
      <span>
        Coding<span className="text-primary">Stars</span>
      </span>
      <span className="sr-only">, zur Startseite</span>
    </Link>
  );
}

