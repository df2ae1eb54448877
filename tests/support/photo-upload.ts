const randomAddress = () => `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join(".")}`;

/** Posts the photo form as a browser does (multipart/form-data from the site's own page). */
export interface UploadFields {
  name?: string;
  email?: string;
  caption?: string;
  consent?: string;
  from?: string;
  website?: string;
}

export const GUEST: Required<Omit<UploadFields, "website">> = {
  name: "Ana Beija-Flor",
  email: "ana@example.com",
  caption: "Arara-azul no buriti",
  consent: "on",
  from: "/pt/photo-upload/",
};

export interface PhotoFile {
  bytes: Buffer;
  name: string;
  type: string;
}

export async function uploadPhoto(
  url: string,
  fields: UploadFields,
  files: PhotoFile[],
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; location: string | null; retryAfter: string | null }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const file of files) form.append("photo", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${url}/api/photos`, {
    method: "POST",
    body: form,
    redirect: "manual",
    // Each upload from its own address (the test server trusts X-Forwarded-For), unless a test names one.
    headers: { Origin: url, Accept: "application/json", "X-Forwarded-For": randomAddress(), ...headers },
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, body, location: response.headers.get("location"), retryAfter: response.headers.get("retry-after") };
}

/** The upload form's body with one photo, exactly as a browser encodes it, and its Content-Type: for a client that sends it itself. */
export async function encodedUploadForm(photo: Buffer): Promise<{ body: Buffer; type: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(GUEST)) form.append(name, value);
  form.append("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.jpg");
  const request = new Request("http://127.0.0.1/", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get("content-type") ?? "" };
}
