// Discover: people suggestions with Connect (member search comes with its own issue).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyState, PageShell } from "~/components/layout/page";
import { PersonCard } from "~/components/people/person-card";
import { revalidateUnlessHandled } from "~/lib/revalidate";
import { suggestPeopleWithState } from "~/models/people.server";
import { requireUser } from "~/web/guards.server";
import { titleMeta } from "~/lib/page-title";

export const meta = titleMeta("Discover");

// A request updates its card in place; a reload would swap the person for another.
export const shouldRevalidate = revalidateUnlessHandled;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { people: await suggestPeopleWithState(user, 24) };
}

export default function DiscoverPage() {
  const { people } = useLoaderData<typeof loader>();
  return (
    <PageShell title="Discover" subtitle="Find and connect with members from your homeland.">
      {people.length === 0 ? (
        <EmptyState title="No suggestions available" />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {people.map((person) => (
            <PersonCard key={person.id} person={person} returnTo="/discover" />
          ))}
        </ul>
      )}
    </PageShell>
  );
}
