// Files the server reads at run time (migrations, demo assets, the built web app) are found from
// here. This file sits one folder below apps/server, as does the compiled bundle it becomes part of
// (apps/server/dist/server.js, where import.meta.url is the bundle's), so the same relative URL finds
// apps/server when running the sources and when running the build.
export const SERVER_DIR = new URL('../', import.meta.url);
