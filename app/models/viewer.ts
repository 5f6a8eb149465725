// Who is acting: every model function that reads or writes for a person takes one.
export type Viewer = { id: string; role: "member" | "admin" };

export function canModerate(viewer: Viewer, ownerId: string): boolean {
  return viewer.id === ownerId || viewer.role === "admin";
}
