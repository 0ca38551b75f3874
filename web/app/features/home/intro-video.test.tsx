import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { IntroVideo } from "./intro-video";

it("loads the privacy-enhanced player only on click", async () => {
  const { container } = render(<IntroVideo />);
  expect(container.querySelectorAll("iframe")).toHaveLength(0);
  await userEvent.click(screen.getByRole("button", { name: "Play video: Introducing iKEY" }));
  expect(container.querySelector("iframe")?.getAttribute("src")).toMatch(
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
  );
});
