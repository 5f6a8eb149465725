import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageShell } from "~/components/layout/page";
import { Avatar } from "~/components/ui/avatar";
import { CountryFlag } from "~/components/ui/country-flag";
import { requireUser } from "~/web/guards.server";
import { titleMeta } from "~/lib/page-title";

export const meta = titleMeta("Profile");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { user };
}

export default function ProfilePage() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <PageShell title="Profile">
      <section className="card flex flex-col gap-6 sm:flex-row">
        <Avatar user={user} size={96} />
        <div className="space-y-2">
          <h2 className="text-xl font-bold">
            {user.firstName} {user.lastName}
          </h2>
          <p className="text-gray-600">
            <CountryFlag country={user.countryOfOrigin} nameShown /> {user.countryOfOrigin ?? "Homeland not set"}
            {user.currentLocation ? ` · Lives in ${user.currentLocation}` : ""}
          </p>
          <p className="text-gray-800">{user.bio || "No bio yet."}</p>
          <TagList label="Skills" items={user.skills} />
          <TagList label="Interests" items={user.interests} />
        </div>
      </section>
      <form method="post" action="/logout" className="mt-6">
        <button type="submit" className="btn-secondary">
          Log out
        </button>
      </form>
    </PageShell>
  );
}

function TagList({ label, items }: { label: string; items: string[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-gray-700">{label}</h3>
      {items.length ? (
        <ul className="mt-1 flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-500">None added yet.</p>
      )}
    </div>
  );
}
