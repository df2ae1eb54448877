import { addressSetting, runtimeEnv, type Env } from "../runtime-env";

/**
 * BUILD_HOOK_URL: the address that starts a new build and deploy of the site (a CI workflow's or a
 * host's build hook). Approved photos reach the gallery with the next build; with a hook, approving
 * one starts it.
 */
export function buildHookUrl(env: Env = globalThis.process.env): string | undefined {
  const raw = runtimeEnv("BUILD_HOOK_URL", env);
  if (raw === undefined) return undefined;
  // Plain HTTP only to this machine (a local build runner); anywhere else the hook's token needs TLS.
  const local = (url: URL) => url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost");
  return addressSetting("BUILD_HOOK_URL", raw, ["https"], local);
}

export type Publication = "rebuilding" | "next-build" | "hook-failed";

/** Asks for a new build, if a hook is set: "rebuilding", or why the photo waits for the next build. */
export async function requestBuild(fetchImpl: typeof fetch = fetch): Promise<Publication> {
  const hook = buildHookUrl();
  if (!hook) return "next-build";
  try {
    const response = await fetchImpl(hook, { method: "POST", signal: AbortSignal.timeout(10_000) });
    if (response.ok) return "rebuilding";
    console.error(`build hook answered ${response.status}`);
  } catch (error) {
    console.error("build hook unreachable:", error);
  }
  return "hook-failed";
}
