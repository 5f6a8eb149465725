// The parts of a post the feed, a post's page, a circle and a profile share: its language, photos, delete
// control and the outbox's waiting line (the comment form and the post's language form have files of their own:
// they are not part of the feed's first load). One module, so one script file (decision 090).
import { useTranslation } from "~/i18n/react";
import { placeholderStyle, ConfirmAction } from "~/components/ui/kit";
import { baseLanguage, useLanguageNames } from "~/lib/languages";
import { useLocale } from "~/lib/page-context";
import { type PostImage } from "~/lib/types/feed";
import { type Confirmation } from "~/components/ui/confirmation";
import { type OutboxItem } from "~/lib/outbox/queue";

// A post's language (decision 069): "In Spanish" on its card when it is not the reader's, and its author's form to
// correct it (a plain form: it works without scripts).

/** "In Spanish", when the post's language is known and not the page's. */
export function PostLanguageNote({ language }: { language: string | null }) {
  const { t } = useTranslation("feed");
  const locale = useLocale();
  const names = useLanguageNames();
  if (language === null || baseLanguage(language) === baseLanguage(locale)) return null;
  return (
    <p className="mt-2 text-xs font-medium text-gray-500" data-testid="post-language">
      {t("language.writtenIn", { language: names.name(language) })}
    </p>
  );
}

/** The options of a language select: "Detect automatically", then every language (or `only` those) by its name. */
export function LanguageOptions({ only }: { only?: readonly string[] }) {
  const { t } = useTranslation("feed");
  const { byName } = useLanguageNames();
  const shown = only ? byName.filter(({ code }) => only.includes(code)) : byName;
  return (
    <>
      <option value="">{t("language.detect")}</option>
      {shown.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}

// A post's uploaded photos: one shown large, two to four in a 2x2 grid. Each opens full size (its largest
// stored size, served only to members). Width, height and srcset on every <img>, so nothing jumps while loading;
// a photo without a description has an empty alt (nothing misleading is read) and its link says which it is.

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

// Delete on one's own post or comment: it asks first (decision 036), in a dialog with JS, on the post's or
// comment's delete page without.

export type Deletable = "post" | "comment" | "service";

/** How much of the item the question quotes. */
export const PREVIEW_LENGTH = 280;

/** A t of the feed's messages (useTranslation("feed") or pageT(..., "feed")). */
type FeedT = (key: string) => string;

/** The question; in English when no t is given (the feed's messages deleteConfirmation.*). */
export const deleteConfirmation = (what: Deletable, preview: string, t?: FeedT): Confirmation => ({
  title: t ? t(`deleteConfirmation.title.${what}`) : `Delete this ${what}?`,
  body: t ? t("deleteConfirmation.body") : "This cannot be undone.",
  confirm: t ? t("deleteConfirmation.confirm") : "Delete",
  preview: preview.slice(0, PREVIEW_LENGTH),
});

export function DeleteControl({
  action,
  what,
  preview,
  returnTo,
}: {
  action: string;
  what: "post" | "comment";
  preview: string;
  returnTo: string;
}) {
  const { t } = useTranslation("feed");
  return (
    <ConfirmAction
      page={action}
      returnTo={returnTo}
      confirmation={deleteConfirmation(what, preview, t)}
      className="act text-red-700"
      aria-label={t(`deleteControl.label.${what}`)}
    >
      {t("deleteControl.delete")}
    </ConfirmAction>
  );
}

// What the member wrote without a connection, kept on the device (decision 084): shown in place as "Waiting to
// send" until the connection returns, with a way to take it back. Only with scripts: without them nothing queues.

export function WaitingToSend({
  items,
  onRemove,
  align = "start",
}: {
  items: OutboxItem[];
  onRemove?: (id: string) => void;
  /** "end": a thread's own messages sit on the right (the left in right-to-left languages). */
  align?: "start" | "end";
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className={`mt-2 space-y-2 ${align === "end" ? "flex flex-col items-end" : ""}`} aria-label={t("outbox.label")}>
      {items.map((item) => (
        <li
          key={item.id}
          data-testid="waiting"
          className="max-w-[80%] rounded-2xl border border-dashed border-gray-300 bg-gray-50 px-3 py-2 text-gray-900"
        >
          <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]" dir="auto">
            {item.content}
          </p>
          <p className="mt-1 flex flex-wrap items-center justify-end gap-x-2 text-xs text-gray-600">
            <span role="status">{t("outbox.waiting")}</span>
            {onRemove ? (
              <button type="button" className="font-semibold underline" onClick={() => onRemove(item.id)}>
                {t("outbox.remove")}
              </button>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
