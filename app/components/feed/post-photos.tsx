// A post's uploaded photos: one shown large, two to four in a 2x2 grid. Each opens full size (its largest
// stored size, served only to members). Width, height and srcset on every <img>, so nothing jumps while loading;
// a photo without a description has an empty alt (nothing misleading is read) and its link says which it is.
import type { PostImage } from "~/lib/types/feed";
import { useTranslation } from "react-i18next";
import { placeholderStyle } from "~/components/ui/placeholder-style";

export function PostPhotos({ images }: { images: PostImage[] }) {
  const { t } = useTranslation("feed");
  const single = images.length === 1;
  return (
    <ul
      className={`mt-3 grid gap-1 overflow-hidden rounded-lg ${single ? "grid-cols-1" : "grid-cols-2"}`}
      data-testid="post-photos"
    >
      {images.map((image, index) => (
        <li key={image.url} className={single ? "" : "aspect-square"}>
          <a
            href={image.url}
            className="block h-full focus-visible:ring-2 focus-visible:ring-brand-500"
            aria-label={image.alt ? undefined : t("photos.open", { index: index + 1, total: images.length })}
          >
            <img
              src={image.url}
              srcSet={image.srcset}
              sizes={single ? "(min-width: 768px) 640px, 100vw" : "(min-width: 768px) 320px, 50vw"}
              width={image.width}
              height={image.height}
              alt={image.alt ?? ""}
              loading="lazy"
              decoding="async"
              style={placeholderStyle(image.placeholder)}
              className={`w-full bg-gray-100 ${single ? "h-auto max-h-[32rem] object-contain" : "h-full object-cover"}`}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
