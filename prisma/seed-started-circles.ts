// The seed's started circles (issue 47 part B, decision 088): one public and one by request, each with its starter
// as host, a few members and a few posts, so /circles, Discover's suggestions and the by-request rule have
// something to show. The demo member is in the public one and not in the one by request (they see its name,
// description and member count, and "Ask to join"). A handful of rows: the seed stays fast.
import type { Db } from "../app/server/db-client.server";
import { circleSearchTextFor, searchDocument } from "../app/lib/search-text";
import { foldText } from "../app/lib/search-tokens";

type SeedMember = { id: string; city: { name: string; placeId: number }; country: { name: string } };

const HOUR = 60 * 60 * 1000;

export async function seedStartedCircles(db: Db, options: { members: SeedMember[]; demo: SeedMember; now: number }) {
  const { members, demo, now } = options;
  const others = members.filter((member) => member.id !== demo.id && member.id !== members[0]!.id);
  const nearDemo = others.filter((member) => member.city.placeId === demo.city.placeId);
  const publicHost = nearDemo[0] ?? others[0]!;
  const requestHost =
    others.find((member) => member.id !== publicHost.id && member.country.name === demo.country.name) ?? others[1]!;
  const city = (member: SeedMember) => member.city.name.split(",")[0]!;
  const circles = [
    {
      id: "seedparents",
      name: `Parents new to ${city(publicHost)}`,
      description: "Schools, playgrounds and paperwork: parents who moved here recently, helping each other out.",
      access: "public",
      host: publicHost,
      homeland: null,
      joiners: [demo, ...nearDemo.slice(1, 3)],
      posts: [
        "Which schools take mid-year enrolments? Ours starts in March.",
        "Saturday playground meetup by the river, 10am. Bring snacks to share!",
      ],
    },
    {
      id: "seednightshift",
      name: `Night-shift nurses in ${city(requestHost)}`,
      description:
        "For nurses and carers on nights: rota swaps, rest tips, and who is up at 3am. Hosts approve each member.",
      access: "request",
      host: requestHost,
      homeland: requestHost.country.name,
      joiners: others.filter((member) => member.id !== requestHost.id && member.id !== publicHost.id).slice(2, 5),
      posts: [
        "Anyone up for swapping Tuesday night for Thursday? Family visiting.",
        "Blackout curtains changed my life. What helps you sleep after a night shift?",
      ],
    },
  ];
  await db.$transaction([
    db.startedCircle.createMany({
      data: circles.map((circle, index) => ({
        id: circle.id,
        name: circle.name,
        nameKey: foldText(circle.name).replace(/\s+/g, " ").trim(),
        searchText: circleSearchTextFor({ name: circle.name }),
        description: circle.description,
        placeId: circle.host.city.placeId,
        placeKey: `p${circle.host.city.placeId}`,
        homeland: circle.homeland,
        access: circle.access,
        startedById: circle.host.id,
        createdAt: new Date(now - (20 - index) * 24 * HOUR),
      })),
    }),
    db.circleHost.createMany({
      data: circles.map((circle) => ({ circleId: `c-${circle.id}`, userId: circle.host.id, appointedById: null })),
    }),
    db.circleChoice.createMany({
      data: circles.flatMap((circle, index) =>
        [circle.host, ...circle.joiners].map((member, order) => ({
          userId: member.id,
          circleId: `c-${circle.id}`,
          state: "joined",
          createdAt: new Date(now - (19 - index) * 24 * HOUR + order * HOUR),
        })),
      ),
    }),
    db.post.createMany({
      data: circles.flatMap((circle, index) =>
        circle.posts.map((content, order) => ({
          id: `seed-started-${index}-${order}`,
          authorId: order === 0 ? circle.host.id : (circle.joiners[0] ?? circle.host).id,
          content,
          searchText: searchDocument(content),
          type: "post",
          circleId: `c-${circle.id}`,
          createdAt: new Date(now - (3 - order) * 24 * HOUR - index * HOUR),
        })),
      ),
    }),
  ]);
  return circles.length;
}
