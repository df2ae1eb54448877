import { z } from "zod";
import { cmsText, labelled, namedEnum, optionNames } from "./cms-text";
import { cardTitle, localized } from "./content-fields";
import { textLimits } from "./content-rules";
import { roleOf } from "./schema-walk";

describe("labelled", () => {
  it("labels a copy, which keeps the original's role and length limit, and leaves the original unlabelled", () => {
    const title = labelled(cardTitle, "Título", "Até 40 caracteres.");
    expect(cmsText.get(title)).toEqual({ label: "Título", hint: "Até 40 caracteres." });
    expect(roleOf(title)).toBe("localized");
    expect(textLimits.get(title)?.max).toBe(40);
    expect(cmsText.get(cardTitle)).toBeUndefined();
    expect(cmsText.get(localized)).toBeUndefined();
  });

  it("gives a relabelled copy only its own hint", () => {
    const first = labelled(z.string(), "Nome", "Uma dica.");
    expect(cmsText.get(labelled(first, "Outro nome"))?.hint).toBeUndefined();
  });
});

describe("namedEnum", () => {
  it("names each value, and labelled copies keep the names", () => {
    const side = namedEnum(["left", "right"], { left: "À esquerda", right: "À direita" });
    expect(side.options).toEqual(["left", "right"]);
    expect(optionNames.get(labelled(side, "Lado"))).toEqual({ left: "À esquerda", right: "À direita" });
  });
});
