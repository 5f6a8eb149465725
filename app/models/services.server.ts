// Services: the local marketplace of skills (issue 11). Every list page runs a fixed number of
// statements (one: the services with their providers); filters and the text search are applied here,
// on the server, so a shared link and a browser without scripts see the same list.
import { db } from "~/server/db.server";
import { decodeCursor, olderThan, paginate, parseLimit } from "~/lib/cursor";
import { AppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { serviceSearchTextFor } from "~/lib/search-text";
import { LIMITS } from "~/schemas/constants";
import { idSchema } from "~/schemas/posts";
import { newServiceSchema, serviceFiltersSchema, serviceUpdateSchema, type ServiceFilters } from "~/schemas/services";
import type { ServiceItem, ServicePage } from "~/lib/types/services";
import { recordActivity } from "./activity.server";
import { avatarUrl } from "./users.server";
import { canModerate, type Viewer } from "./viewer";
import { limitWrite } from "./write-limits.server";

export type { ServiceFilters, ServiceItem, ServicePage };

export const SERVICES_PAGE_SIZE = 12;
export const SERVICES_MAX_PAGE_SIZE = 50;

const serviceSelect = {
  id: true,
  title: true,
  description: true,
  category: true,
  price: true,
  location: true,
  isRemote: true,
  isOffering: true,
  createdAt: true,
  providerId: true,
  provider: { select: { id: true, firstName: true, lastName: true, profileImageUrl: true, countryOfOrigin: true } },
} as const;

type ServiceRow = {
  id: string;
  title: string;
  description: string;
  category: string;
  price: string | null;
  location: string | null;
  isRemote: boolean;
  isOffering: boolean;
  createdAt: Date;
  providerId: string;
  provider: { id: string; firstName: string; lastName: string; profileImageUrl: string | null; countryOfOrigin: string | null };
};

function toItem(row: ServiceRow, viewer: Viewer): ServiceItem {
  const { providerId, provider, createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), provider: { ...provider, avatarUrl: avatarUrl(provider) }, canEdit: canModerate(viewer, providerId) };
}

/** What the text search looks in, lower-cased (the column the list filters on). */
const serviceSearchText = serviceSearchTextFor;

/** The feed announcement of a service (decision 012). */
function announcement(service: { title: string; description: string }): string {
  return `${service.title}\n\n${service.description}`.slice(0, LIMITS.postContent);
}

const notFound = () => new AppError("not_found", "Service not found");

/** Validates filters from a query string or path parts: an unknown category or type is a 400 naming it. */
export function parseServiceFilters(input: Record<string, unknown>): ServiceFilters {
  return parseInput(serviceFiltersSchema, input);
}

/** Newest first, by keyset cursor; services of suspended members are hidden. */
export async function listServices(
  viewer: Viewer,
  filters: Record<string, unknown>,
  options: { cursor?: string | null; limit?: unknown } = {},
): Promise<ServicePage> {
  const { category, type, q } = parseServiceFilters(filters);
  const limit = parseLimit(options.limit, SERVICES_PAGE_SIZE, SERVICES_MAX_PAGE_SIZE);
  const cursor = decodeCursor(options.cursor);
  const terms = (q ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const rows = await db.service.findMany({
    where: {
      ...(category ? { category } : {}),
      ...(type ? { isOffering: type === "offering" } : {}),
      ...(terms.length ? { AND: terms.map((term) => ({ searchText: { contains: term } })) } : {}),
      ...olderThan(cursor),
      provider: { status: "active" },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: serviceSelect,
  });
  const { items, nextCursor } = paginate(rows, limit);
  return { services: items.map((row) => toItem(row, viewer)), nextCursor };
}

async function findVisible(viewer: Viewer, id: string) {
  const row = await db.service.findUnique({ where: { id }, select: { ...serviceSelect, provider: { select: { ...serviceSelect.provider.select, status: true } } } });
  if (!row) throw notFound();
  if (row.provider.status !== "active" && !canModerate(viewer, row.providerId)) throw notFound();
  const { status: _status, ...provider } = row.provider;
  return { ...row, provider };
}

export async function getService(viewer: Viewer, id: unknown): Promise<ServiceItem> {
  return toItem(await findVisible(viewer, parseInput(idSchema, id)), viewer);
}

/** Creates the service and its feed announcement together (decision 012). */
export async function createService(viewer: Viewer, input: Record<string, unknown>): Promise<ServiceItem> {
  const data = parseInput(newServiceSchema, input, "Failed to create service.");
  await limitWrite(viewer.id, "content");
  const fields = {
    title: data.title,
    description: data.description,
    category: data.category,
    price: data.price ?? null,
    location: data.location ?? null,
    isRemote: data.isRemote,
    isOffering: data.isOffering,
  };
  const row = await db.$transaction(async (tx) => {
    const service = await tx.service.create({ data: { ...fields, providerId: viewer.id, searchText: serviceSearchText(fields) }, select: serviceSelect });
    const content = announcement(fields);
    await tx.post.create({
      data: { authorId: viewer.id, type: "service", category: fields.category, content, searchText: content.toLowerCase(), serviceId: service.id },
      select: { id: true },
    });
    return service;
  });
  await recordActivity({
    actorId: viewer.id,
    verb: "service.created",
    subjectId: row.id,
    description: `${row.provider.firstName} ${row.provider.lastName} ${row.isOffering ? "offered" : "requested"} a service`,
  });
  return toItem(row, viewer);
}

/** The provider (or an admin) changes any of the fields; the announcement follows. */
export async function updateService(viewer: Viewer, id: unknown, input: Record<string, unknown>): Promise<ServiceItem> {
  const serviceId = parseInput(idSchema, id);
  const data = parseInput(serviceUpdateSchema, input, "Failed to update service.");
  const current = await findVisible(viewer, serviceId);
  if (!canModerate(viewer, current.providerId)) throw new AppError("forbidden", "You can only edit your own services");
  await limitWrite(viewer.id, "content");
  const next = {
    title: data.title ?? current.title,
    description: data.description ?? current.description,
    category: data.category ?? current.category,
    price: data.price === undefined ? current.price : data.price,
    location: data.location === undefined ? current.location : data.location,
    isRemote: data.isRemote ?? current.isRemote,
    isOffering: data.isOffering ?? current.isOffering,
  };
  const row = await db.$transaction(async (tx) => {
    const content = announcement(next);
    await tx.post.updateMany({ where: { serviceId }, data: { content, searchText: content.toLowerCase(), category: next.category } });
    return tx.service.update({ where: { id: serviceId }, data: { ...next, searchText: serviceSearchText(next) }, select: serviceSelect });
  });
  return toItem(row, viewer);
}

/** The provider (or an admin) removes it; its announcement goes with it (cascade). */
export async function deleteService(viewer: Viewer, id: unknown): Promise<void> {
  const serviceId = parseInput(idSchema, id);
  const current = await findVisible(viewer, serviceId);
  if (!canModerate(viewer, current.providerId)) throw new AppError("forbidden", "You can only delete your own services");
  await limitWrite(viewer.id, "delete");
  await db.service.delete({ where: { id: serviceId }, select: { id: true } });
}
