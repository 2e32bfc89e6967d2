import { Img } from '@/components/ui/img';
import { homeContent } from '@/content/home';
import { Container } from '@/components/ui/container';

export function TrustLabels() {
  return (
    <section aria-label="Auszeichnungen und Partner" className="border-y border-line bg-white">
      <Container>
        <ul className="grid grid-cols-2 gap-6 py-8 sm:grid-cols-4">
          {homeContent.trustLabels.map((label) => (
            <li key={label.src} className="flex flex-col items-center gap-2 text-center">
              <Img src={label.src} alt="" width={88} height={88} />
              <span className="text-sm font-bold text-ink-soft">{label.label}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
