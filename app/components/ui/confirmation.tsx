// What a destructive action asks before it runs (decision 036): the same words on the confirmation page
// (without JS) and in the dialog (with JS).
import type { ReactNode } from "react";

export type Confirmation = {
  /** The question, e.g. "Block Ana Lopez?" */
  title: string;
  /** What will happen, e.g. "You will not see each other anywhere." */
  body: string;
  /** The confirm button, e.g. "Block". */
  confirm: string;
  /** The way out; "Cancel" unless the action is itself called Cancel. */
  cancel?: string;
  /** The item itself, quoted (a post's first lines). */
  preview?: string;
  /** A member's name or an item's title inside `title` (members' data): shown in its own direction. */
  subject?: string;
};

/** The title, with its subject (members' data) in an element of its own direction (dir="auto"). */
function TitleText({ title, subject }: { title: string; subject?: string }) {
  const at = subject ? title.indexOf(subject) : -1;
  if (!subject || at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <span dir="auto">{subject}</span>
      {title.slice(at + subject.length)}
    </>
  );
}

/** The question, the quoted item and what will happen (`id` prefixes their ids, for the dialog's aria attributes). */
export function ConfirmationText({
  confirmation,
  id,
  heading: Heading = "h2",
}: {
  confirmation: Confirmation;
  id: string;
  heading?: "h1" | "h2";
}) {
  return (
    <>
      <Heading id={`${id}-title`} className="text-xl font-bold text-gray-900 [overflow-wrap:anywhere]">
        <TitleText title={confirmation.title} subject={confirmation.subject} />
      </Heading>
      {confirmation.preview ? (
        <blockquote
          dir="auto"
          className="mt-3 line-clamp-6 whitespace-pre-wrap border-s-4 border-gray-200 ps-3 text-gray-700 [overflow-wrap:anywhere]"
        >
          {confirmation.preview}
        </blockquote>
      ) : null}
      <p id={`${id}-body`} className="mt-3 text-sm text-gray-700">
        {confirmation.body}
      </p>
    </>
  );
}

/** The row of buttons: the way out first (the safe default a dialog focuses), then the action. */
export function ConfirmationButtons({ children }: { children: ReactNode }) {
  return <div className="mt-5 flex flex-wrap justify-end gap-3">{children}</div>;
}
