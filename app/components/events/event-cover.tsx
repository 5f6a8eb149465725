// An event's cover photo: a 16:9 frame on the card, the whole picture on the event page. Width, height and
// srcset on the <img>, so nothing jumps while it loads; its description, else an alt naming the event.
import { useTranslation } from "~/i18n/react";
import type { PostImage } from "~/lib/types/feed";
import { placeholderStyle } from "~/components/ui/kit";

export function EventCover({ cover, title, large = false }: { cover: PostImage; title: string; large?: boolean }) {
  const { t } = useTranslation("events");
  return (
    <img
      src={cover.url}
      srcSet={cover.srcset}
      sizes={large ? "(min-width: 1024px) 640px, 100vw" : "(min-width: 768px) 360px, 100vw"}
      width={cover.width}
      height={cover.height}
      alt={cover.alt ?? t("cover.alt", { title })}
      loading={large ? "eager" : "lazy"}
      decoding="async"
      style={placeholderStyle(cover.placeholder)}
      data-testid="event-cover"
      className={`w-full rounded-lg bg-gray-100 ${large ? "h-auto max-h-[28rem] object-contain" : "aspect-video h-auto object-cover"}`}
    />
  );
}
