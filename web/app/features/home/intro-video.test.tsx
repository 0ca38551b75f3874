import { business } from "@ikey/contracts/business";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { IntroVideo } from "./intro-video";

it("shows the video's length on its poster and loads the privacy-enhanced player only on click", async () => {
  const { container } = render(<IntroVideo />);
  expect(container.querySelectorAll("iframe")).toHaveLength(0);
  const minutes = Math.floor(business.introVideoSeconds / 60);
  const seconds = business.introVideoSeconds % 60;
  const play = screen.getByRole("button", { name: `Play video: Introducing iKEY (${minutes} min ${seconds} s)` });
  expect(play.querySelector(".video-length")?.textContent).toBe(`${minutes}:${String(seconds).padStart(2, "0")}`);
  await userEvent.click(play);
  expect(container.querySelector("iframe")?.getAttribute("src")).toMatch(
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
  );
});
