import { buildOfCache, FILES_CACHE, inBuild } from "../cache-names";
import { pageFiles } from "../page-files";
import { LANGUAGES, type Language } from "../../lib/i18n/languages";
import { fetchKitList, saveKit } from "../kit-download";

/** Requests at once while an update brings the kept pages up to date: a phone on a rural connection. */
const AT_ONCE = 4;

async function inTurns<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}

/** A hashed file is the same in every build: fetched only when no cache has it yet. */
async function keepFile(path: string): Promise<void> {
  if (await caches.match(path)) return;
  const response = await fetch(path);
  if (response.ok) await (await caches.open(FILES_CACHE)).put(path, response);
}

/** A saved kit is saved again whole from the new build's list: a trail added since is in it. */
async function carryKitOver(language: Language, build: string): Promise<void> {
  const list = await fetchKitList(language);
  // The site sent a list of another build than this worker's (a deploy still reaching the CDN): the install is tried again later.
  if (list.build !== build) throw new Error(`The field kit's list is of build ${list.build}, the worker of ${build}`);
  await saveKit(list, caches, () => undefined);
}

/**
 * A new build's worker, while it installs, fetches the new version of everything the phone kept from
 * the build before (the pages visited and any kit saved) into its own caches, with the files those
 * pages now load. A page the new build no longer has is dropped. If the network fails, the install
 * fails and the previous worker keeps serving its own build, whole, until the next try: a phone never
 * holds one build's pages beside another's.
 */
export async function carryOver(build: string): Promise<void> {
  const names = (await caches.keys()).filter((name) => {
    const owner = buildOfCache(name);
    return owner !== null && owner !== build;
  });
  for (const name of names) {
    const kitLanguage = LANGUAGES.find((language) => name.endsWith(`-kit-${language}`));
    if (kitLanguage) {
      await carryKitOver(kitLanguage, build);
      continue;
    }
    const target = await caches.open(inBuild(name, build));
    const requests = await (await caches.open(name)).keys();
    await inTurns(requests, async (request) => {
      const response = await fetch(request.url, { cache: "no-cache" });
      if (response.status === 404 || response.status === 410) return;
      if (!response.ok) throw new Error(`${request.url} answered ${response.status} while the field kit was brought up to date`);
      if ((response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
        const html = await response.clone().text();
        await inTurns(pageFiles(html), keepFile);
      }
      await target.put(request.url, response);
    });
  }
}
