import { Img } from '@/components/ui/img';
import { pagesReviewCopy as copy } from '@/content/pages-review';
import type { PageReview } from '@/lib/pages-review/report';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/metadata';

/*
 * A shared link as messengers show it (WhatsApp, Signal, Telegram, LinkedIn all lay it out alike): the share picture
 * over the full width in 1200 × 630, the domain, the title in bold and two lines of the description. The picture is
 * loaded from the site itself by its path, so the team sees the picture the site serves now.
 */
export function ShareCardPreview({ share }: { share: PageReview['share'] }) {
  const { image } = share;
  const picture = image?.status === 200 && image.width && image.height ? image : undefined;
  return (
    <div className="max-w-[360px] overflow-hidden rounded-[12px] border border-line bg-paper">
      {picture ? (
        <Img
          src={picture.path ?? picture.url}
          alt={picture.alt ?? ''}
          width={picture.width ?? SHARE_IMAGE_SIZE.width}
          height={picture.height ?? SHARE_IMAGE_SIZE.height}
          className="aspect-[1200/630] h-auto w-full bg-primary-tint object-cover"
        />
      ) : (
        <p className="grid aspect-[1200/630] place-items-center bg-primary-tint px-4 text-center text-sm font-bold text-ink-soft">{copy.noImage}</p>
      )}
      <div className="px-3 py-2 text-sm">
        <p className="truncate text-xs text-ink-soft">{share.domain}</p>
        <p className="line-clamp-2 font-bold text-ink">{share.title ?? copy.noTitle}</p>
        <p className="line-clamp-2 text-ink-soft">{share.description ?? copy.noDescription}</p>
      </div>
    </div>
  );
}
