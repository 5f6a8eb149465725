// Share: a link to the permalink without JS; with JS it copies the permalink.
import { useState } from "react";
import { useShowToast } from "~/components/ui/toaster";
import { useHydrated } from "~/lib/use-hydrated";

export function ShareButton({ postId }: { postId: string }) {
  const hydrated = useHydrated();
  const showToast = useShowToast();
  const [copied, setCopied] = useState(false);
  const href = `/posts/${postId}`;
  if (!hydrated) {
    return (
      <a href={href} className="btn-ghost px-3" aria-label="Share (open the post's link)">
        Share
      </a>
    );
  }
  async function copy() {
    const url = new URL(href, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      showToast({ id: crypto.randomUUID(), type: "success", title: "Link copied", description: url });
    } catch {
      showToast({ id: crypto.randomUUID(), type: "info", title: "Copy this link", description: url });
    }
  }
  return (
    <button type="button" onClick={copy} className="btn-ghost px-3" data-permalink={href}>
      {copied ? "Copied" : "Share"}
    </button>
  );
}
