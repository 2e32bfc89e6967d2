import { priceBannerItems } from '@/content/packages';

/** Scrolling banner of the prices page; pauses on hover and stands still for reduced motion. */
export function PriceBanner() {
  const row = (hidden: boolean) => (
    <ul aria-hidden={hidden || undefined} className="flex shrink-0 items-center gap-10 pr-10">
      {priceBannerItems.map((item) => (
        <li key={item} className="flex items-center gap-10 font-extrabold whitespace-nowrap">
          {item}
          <span aria-hidden="true" className="text-star">
            ★
          </span>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="marquee overflow-hidden bg-ink py-4 text-white">
      <div className="marquee-track flex w-max">
        {row(false)}
        {row(true)}
      </div>
    </div>
  );
}
