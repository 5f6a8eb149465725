// "More" in the phone's bottom bar: what the bar has no room for, one tap further (decision 033).
// Without scripts it is a <details> the browser opens over the bar; with them a modal sheet (<dialog>)
// that keeps focus inside, closes on Escape, a tap outside, Close or a link followed, and gives focus back.
import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/lib/page-context";
import { MoreIcon } from "./icons";
import { unreadBadge } from "./unread-badge";

const LINKS = [
  { to: "/services", label: "nav.services" },
  { to: "/advice", label: "nav.advice" },
  { to: "/circles", label: "nav.circles" },
  { to: "/notifications", label: "nav.notifications" },
  { to: "/connections", label: "nav.connections" },
  { to: "/profile", label: "nav.profileAndSettings" },
] as const;
const ADMIN_LINK = { to: "/admin", label: "nav.admin" } as const;

function MoreLinks({ isAdmin, unreadNotifications }: { isAdmin: boolean; unreadNotifications: number }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-gray-100">
      {[...LINKS, ...(isAdmin ? [ADMIN_LINK] : [])].map(({ to, label }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === "/admin"}
            className={({ isActive }) => (isActive ? "menu-row on" : "menu-row")}
            aria-label={
              label === "nav.notifications"
                ? t("nav.unreadCount", { label: t(label), unread: unreadBadge(unreadNotifications) })
                : undefined
            }
          >
            {t(label)}
            {label === "nav.notifications" && unreadNotifications > 0 ? (
              <span className="rounded-full bg-brand-700 px-2 text-xs font-bold leading-5 text-white">
                {unreadBadge(unreadNotifications)}
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
      <li>
        <a href="/api/logout" className="menu-row">
          {t("nav.logout")}
        </a>
      </li>
    </ul>
  );
}

/** Tab and Shift+Tab go round the sheet's controls instead of leaving it. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button")];
  const first = controls[0];
  const last = controls.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

export function MoreMenu({ isAdmin, unreadNotifications }: { isAdmin: boolean; unreadNotifications: number }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const sheet = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { key } = useLocation();
  // Back and forward while it is open.
  useEffect(() => {
    sheet.current?.close();
  }, [key]);
  const links = <MoreLinks isAdmin={isAdmin} unreadNotifications={unreadNotifications} />;
  if (!hydrated) {
    return (
      <details>
        <summary className="bar-item">
          <MoreIcon />
          {t("nav.more")}
        </summary>
        <div className="more-sheet">{links}</div>
      </details>
    );
  }
  // A tap on the backdrop (the dialog itself) or on a link closes the sheet.
  const closeOnTap = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    if (target === event.currentTarget || target.closest("a")) event.currentTarget.close();
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={open ? "bar-item on" : "bar-item"}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          sheet.current?.showModal();
          setOpen(true);
        }}
      >
        <MoreIcon />
        {t("nav.more")}
      </button>
      <dialog
        ref={sheet}
        aria-label={t("nav.more")}
        className="mx-0 mb-0 mt-auto w-full max-w-full rounded-t-2xl bg-white p-0 pb-[env(safe-area-inset-bottom)] shadow-xl backdrop:bg-black/40"
        onKeyDown={keepFocusInside}
        onClick={closeOnTap}
        onClose={() => {
          setOpen(false);
          trigger.current?.focus();
        }}
      >
        <div className="flex items-center justify-between border-b border-gray-100 px-4 py-2">
          <h2 className="font-semibold text-gray-900">{t("nav.more")}</h2>
          <button type="button" className="btn-ghost" onClick={() => sheet.current?.close()}>
            {t("nav.close")}
          </button>
        </div>
        {links}
      </dialog>
    </>
  );
}
