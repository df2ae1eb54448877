import { addressSetting, ConfigError, runtimeEnv, type Env } from "../runtime-env";

/** The event the deploy workflow (.github/workflows/deploy.yml) rebuilds the site on. */
export const PUBLISH_EVENT = "publish";

/** GitHub's address for starting a workflow from outside: `…/repos/<owner>/<repository>/dispatches`. */
const GITHUB_DISPATCH = /\/repos\/[^/]+\/[^/]+\/dispatches$/;

export interface BuildHook {
  url: string;
  /** BUILD_HOOK_TOKEN, for a GitHub dispatch: a token allowed to start the repository's workflows. */
  token?: string;
}

/**
 * BUILD_HOOK_URL: the address that starts a new build and deploy of the site. Either a host's build
 * hook (Netlify's: a plain POST), or the repository's dispatch address on GitHub's API, which starts
 * the deploy workflow and needs BUILD_HOOK_TOKEN beside it. Approved photos reach the gallery with
 * the next build; with a hook, approving one starts it.
 */
export function buildHook(env: Env = globalThis.process.env): BuildHook | undefined {
  const raw = runtimeEnv("BUILD_HOOK_URL", env);
  if (raw === undefined) return undefined;
  // Plain HTTP only to this machine (a local build runner); anywhere else the hook's token needs TLS.
  const local = (url: URL) => url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost");
  const url = addressSetting("BUILD_HOOK_URL", raw, ["https"], local);
  if (!GITHUB_DISPATCH.test(new URL(url).pathname)) return { url };
  const token = runtimeEnv("BUILD_HOOK_TOKEN", env);
  if (!token) throw new ConfigError("BUILD_HOOK_URL is GitHub's dispatch address: set BUILD_HOOK_TOKEN to a token that may start the repository's workflows");
  return { url, token };
}

export type Publication = "rebuilding" | "next-build" | "hook-failed";

/** The request that starts a build: GitHub's dispatch names the event and carries the token. */
function hookRequest(hook: BuildHook): RequestInit {
  if (!hook.token) return { method: "POST" };
  return {
    method: "POST",
    headers: {
      Accept: "application/vnd.github+json",
      Authorization: `Bearer ${hook.token}`,
      "Content-Type": "application/json",
      "User-Agent": "jardim-da-amazonia-site",
      "X-GitHub-Api-Version": "2022-11-28",
    },
    body: JSON.stringify({ event_type: PUBLISH_EVENT }),
  };
}

/** Asks for a new build, if a hook is set: "rebuilding", or why the photo waits for the next build. */
export async function requestBuild(fetchImpl: typeof fetch = fetch): Promise<Publication> {
  const hook = buildHook();
  if (!hook) return "next-build";
  try {
    const response = await fetchImpl(hook.url, { ...hookRequest(hook), signal: AbortSignal.timeout(10_000) });
    if (response.ok) return "rebuilding";
    console.error(`build hook answered ${response.status}`);
  } catch (error) {
    console.error("build hook unreachable:", error);
  }
  return "hook-failed";
}
