// "Near you" in the API (issue 27 §2, decision 062): GET /api/events and /api/services take `near` (a place
// id) or `in` (a city's name) and `within` (25, 100, 500 or any), list the nearest first, and every item carries distanceKm.
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";
import { registerMember } from "../e2e/fixtures";

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function placeId(request: APIRequestContext, q: string, countryCode: string): Promise<number> {
  const places = (await (await request.get(`/api/places?q=${encodeURIComponent(q)}`)).json()) as Array<{
    id: number;
    countryCode: string;
  }>;
  const place = places.find((each) => each.countryCode === countryCode);
  expect(place, q).toBeTruthy();
  return place!.id;
}

test.describe("near you in the API", () => {
  test("events: the viewer's city first with distanceKm, then virtual; within and near change it", async ({
    request,
  }) => {
    const [hamburg, luebeck, berlin] = [
      await placeId(request, "Hamburg", "DE"),
      await placeId(request, "Lubeck", "DE"),
      await placeId(request, "Berlin", "DE"),
    ];
    const viewer = await registerMember(request, { currentLocation: "Hamburg, Germany" });
    const organizer = await registerMember(request);
    const word = `near${Date.now().toString(36)}`;
    const make = async (name: string, days: number, place: number | null) => {
      const response = await request.post("/api/events", {
        headers: auth(organizer.token),
        data: place
          ? { title: `${name} ${word}`, eventDate: inDays(days), location: `${name} hall`, city: name, placeId: place }
          : { title: `${name} ${word}`, eventDate: inDays(days) },
      });
      expect(response.status(), await response.text()).toBe(201);
    };
    await make("Berlin", 1, berlin);
    await make("Online", 2, null);
    await make("Lübeck", 3, luebeck);
    await make("Hamburg", 9, hamburg);
    const list = async (query: string) => {
      const response = await request.get(`/api/events?q=${word}${query}`, { headers: auth(viewer.token) });
      expect(response.status()).toBe(200);
      return (await response.json()) as Array<{ title: string; distanceKm: number | null }>;
    };
    const near = await list("");
    expect(near.map((event) => event.title.split(" ")[0])).toEqual(["Hamburg", "Lübeck", "Online"]);
    expect(near[0]!.distanceKm).toBeLessThan(1);
    expect(near[1]!.distanceKm).toBeGreaterThan(25);
    expect(near[1]!.distanceKm).toBeLessThan(100);
    expect(near[2]!.distanceKm).toBeNull();
    expect((await list("&within=25")).map((event) => event.title.split(" ")[0])).toEqual(["Hamburg", "Online"]);
    expect((await list("&within=500")).map((event) => event.title.split(" ")[0])).toEqual([
      "Hamburg",
      "Lübeck",
      "Berlin",
      "Online",
    ]);
    expect((await list("&within=any")).map((event) => event.title.split(" ")[0])).toEqual([
      "Berlin",
      "Online",
      "Lübeck",
      "Hamburg",
    ]);
    expect((await list(`&near=${berlin}&within=25`)).map((event) => event.title.split(" ")[0])).toEqual([
      "Berlin",
      "Online",
    ]);
    // A city by name: the most populous one named like the text, as the picker's first suggestion.
    expect((await list(`&in=berlin&within=25`)).map((event) => event.title.split(" ")[0])).toEqual([
      "Berlin",
      "Online",
    ]);
    // Pages by keyset through the bands.
    const first = await request.get(`/api/events?q=${word}&within=500&limit=3`, { headers: auth(viewer.token) });
    const cursor = first.headers()["x-next-cursor"];
    expect(cursor).toBeTruthy();
    const second = await request.get(`/api/events?q=${word}&within=500&limit=3&cursor=${cursor}`, {
      headers: auth(viewer.token),
    });
    expect(((await second.json()) as Array<{ title: string }>).map((event) => event.title.split(" ")[0])).toEqual([
      "Online",
    ]);
  });

  test("a bad within, near or in is a 400 naming the field", async ({ request }) => {
    const viewer = await registerMember(request);
    for (const path of ["/api/events", "/api/services"]) {
      for (const [query, field] of [
        ["within=10", "within"],
        ["within=far", "within"],
        ["near=berlin", "near"],
        ["near=1", "near"],
        ["in=Qzxqzx", "in"],
        [`in=${"x".repeat(101)}`, "in"],
      ] as const) {
        const response = await request.get(`${path}?${query}`, { headers: auth(viewer.token) });
        expect(response.status(), `${path}?${query}`).toBe(400);
        const body = await response.json();
        expect(body.error.code).toBe("validation");
        expect(body.error.fields).toHaveProperty(field);
      }
    }
  });

  test("services: near ones first by distance, then remote ones from farther away", async ({ request }) => {
    const viewer = await registerMember(request, { currentLocation: "Hamburg, Germany" });
    const provider = await registerMember(request);
    const [hamburg, lisbon] = [await placeId(request, "Hamburg", "DE"), await placeId(request, "Lisbon", "PT")];
    const word = `nears${Date.now().toString(36)}`;
    const make = async (name: string, place: number, isRemote: boolean) => {
      const response = await request.post("/api/services", {
        headers: auth(provider.token),
        data: {
          title: `${name} ${word}`,
          description: "Help with forms and letters",
          category: "Legal Help",
          city: name.split("-")[0],
          placeId: place,
          isRemote,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    };
    await make("Lisbon-remote", lisbon, true);
    await make("Hamburg", hamburg, false);
    await make("Lisbon", lisbon, false);
    const response = await request.get(`/api/services?q=${word}`, { headers: auth(viewer.token) });
    expect(response.status()).toBe(200);
    const services = (await response.json()) as Array<{ title: string; isRemote: boolean; distanceKm: number | null }>;
    expect(services.map((service) => service.title.split(" ")[0])).toEqual(["Hamburg", "Lisbon-remote"]);
    expect(services[0]!.distanceKm).toBeLessThan(1);
    expect(services[1]).toMatchObject({ isRemote: true });
    expect(services[1]!.distanceKm).toBeGreaterThan(2000);
    const inLisbon = await request.get(`/api/services?q=${word}&in=Lisbon&within=25`, { headers: auth(viewer.token) });
    expect(((await inLisbon.json()) as Array<{ title: string }>).map((service) => service.title.split(" ")[0])).toEqual(
      ["Lisbon", "Lisbon-remote"],
    );
    const anywhere = await request.get(`/api/services?q=${word}&within=any`, { headers: auth(viewer.token) });
    expect(((await anywhere.json()) as Array<{ title: string }>).map((service) => service.title.split(" ")[0])).toEqual(
      ["Lisbon", "Hamburg", "Lisbon-remote"],
    );
  });
});
