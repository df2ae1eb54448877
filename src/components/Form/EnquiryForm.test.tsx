import { fireEvent, screen, waitFor } from "@testing-library/react";
import { TextEncoder } from "node:util";
import React from "react";
import { isSubmissionKey, SUBMISSION_FIELD } from "../../lib/forms/submission-key";
import { lodgeToday } from "../../lib/forms/enquiry";
import { renderWithI18n, withI18n } from "../../test-utils/render";
import { EnquiryForm } from "./EnquiryForm";

const inDays = (days: number) => new Date(Date.parse(`${lodgeToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const keyOf = (container: HTMLElement) => (container.querySelector(`input[name="${SUBMISSION_FIELD}"]`) as HTMLInputElement | null)?.value;

describe("EnquiryForm's submission key", () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("is made once the script runs, sent with the enquiry, and new for the next enquiry", async () => {
    const sent: Array<Record<string, string>> = [];
    // The server's answer to a stored enquiry, to the fields the form sends.
    globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)) as Record<string, string>);
      return { status: 202, json: async () => ({ ok: true, code: "sent" }) } as Response;
    }) as typeof fetch;
    const { container } = renderWithI18n(<EnquiryForm rooms={[]} packages={[]} from="/pt/" />);
    const first = keyOf(container);
    expect(isSubmissionKey(first)).toBe(true);

    const fill = (name: string, value: string) => fireEvent.change(container.querySelector(`[name="${name}"]`)!, { target: { value } });
    fill("checkIn", inDays(30));
    fill("checkOut", inDays(33));
    fill("name", "Carla Souza");
    fill("email", "carla@example.com");
    fireEvent.submit(container.querySelector("form")!);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.[SUBMISSION_FIELD]).toBe(first);
    await waitFor(() => expect(keyOf(container)).not.toBe(first));
    expect(isSubmissionKey(keyOf(container))).toBe(true);
    expect(screen.getByTestId("form-status").textContent).not.toBe("");
  });
});

describe("EnquiryForm's stay chosen beforehand", () => {
  const rooms = [
    { value: "room:farmhouse", label: "Casa da Fazenda" },
    { value: "room:forest-house", label: "Casa da Floresta" },
  ];
  const packages = [{ value: "package:birding", label: "Aves", days: 4 }];

  /** The form as the build writes it into the page: what a visitor without script gets. */
  const builtSelection = async (chosenStay?: string) => {
    // The server renderer wants the encoder Node has and jsdom's window lacks.
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = await import("react-dom/server");
    const served = document.createElement("div");
    served.innerHTML = renderToString(
      withI18n(<EnquiryForm rooms={rooms} packages={packages} chosenStay={chosenStay} from="/pt/pedido-de-reserva/farmhouse/" />),
    );
    return Array.from(served.querySelectorAll('select[name="stay"] option[selected]'), (option) => option.getAttribute("value"));
  };

  it("is selected in the HTML itself, so it holds without script", async () => {
    expect(await builtSelection("room:forest-house")).toEqual(["room:forest-house"]);
  });

  it("is undecided without one, or with one that is not among the choices", async () => {
    expect(await builtSelection()).toEqual(["undecided"]);
    expect(await builtSelection("room:penthouse")).toEqual(["undecided"]);
  });

  it("stays chosen once the script runs", () => {
    const { container } = renderWithI18n(<EnquiryForm rooms={rooms} packages={packages} chosenStay="room:farmhouse" from="/pt/" />);
    expect((container.querySelector('select[name="stay"]') as HTMLSelectElement).value).toBe("room:farmhouse");
  });
});
