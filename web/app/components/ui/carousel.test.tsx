import { render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Carousel } from "./carousel";

const carousel = (
  <Carousel
    label="Centres that run on iKEY"
    labelledBy="centres"
    slides={["Tadika Ceria", "Little Caliphs", "Seri Mutiara"]}
    options={{}}
    className="logo-carousel"
  />
);

describe("Carousel", () => {
  it("prerenders its arrows disabled, so a press before its code has come is not lost, and enables them once it runs", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(carousel);
    const arrows = [...container.querySelectorAll<HTMLButtonElement>("button.carousel-arrow")];
    expect(arrows).toHaveLength(2);
    for (const arrow of arrows) expect(arrow.disabled).toBe(true);

    render(carousel);
    for (const name of [/^Previous/, /^Next/]) {
      await waitFor(() => expect(screen.getByRole("button", { name })).toHaveProperty("disabled", false));
    }
  });
});
