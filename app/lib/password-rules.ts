// Password limits, shared by the browser and the server.
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
